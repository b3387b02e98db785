/**
 * What a cell or a drawer section shows: a built-in kind from the field's own value (parts/Cells.tsx), or the renderer
 * the description references, given the whole row (docs/architecture.md, "Cells").
 */
import { type ReactNode, Suspense } from 'react';
import type { Lang } from '../../../../contract/i18n.ts';
import type { DetailSection } from '../descriptions/types.ts';
import { cellText, type ResolvedColumn } from '../lib/columns.ts';
import { EnumLabel, LazySafeHtml, Money, NONE, Thumb, Time } from '../parts/Cells.tsx';
import type { Row } from './types.ts';

/**
 * A cell's content: called, not mounted, and as plain text where the value is text. A page of 100 rows then costs
 * no component per cell and no wrapper element around each text (seven hundred fewer fibers and three hundred fewer
 * elements for Chromium to style and lay out).
 */
export function cellContent(column: ResolvedColumn, row: Row, lang: Lang): ReactNode {
  if (column.text) return column.text(row, lang) || NONE;
  if (column.render) return column.render(row, lang, column);
  const value = row[column.key];
  switch (column.cell) {
    case 'enum':
      return EnumLabel({ def: column.enumDef, value, lang });
    case 'money':
      return Money({ value });
    case 'time':
      return Time({ value });
    case 'picture':
      return <Thumb src={value} label={String(row.name ?? column.title[lang])} all={Array.isArray(row.pictures) ? (row.pictures as string[]) : undefined} />;
    case 'html':
      return typeof value === 'string' && value ? (
        <Suspense fallback={cellText('html', value, lang)}>
          <LazySafeHtml html={value} className="cell-rich-text" />
        </Suspense>
      ) : (
        NONE
      );
    default:
      return cellText(column.cell, value, lang) || NONE;
  }
}

/** A drawer section's content: its renderer given the whole record. */
export function sectionContent(section: DetailSection, row: Row, lang: Lang): ReactNode {
  return section.cell(row, lang, { key: '', args: section.args });
}
