/**
 * The one registry of cell kinds. A description names how a cell or a drawer section shows (cells/names.ts); this maps
 * every name to its renderer: the built-in kinds from the field's own value, the custom kinds from the whole row, each
 * defined by its area's cells.tsx. Adding a kind: its name in names.ts, its renderer in the area's cells
 * (docs/architecture.md); the compiler then holds every name to a renderer.
 */
import { type ReactNode, Suspense } from 'react';
import type { Lang } from '../../../../contract/i18n.ts';
import { contentCells } from '../../areas/content/cells.tsx';
import type { DetailSection } from '../descriptions/types.ts';
import { governanceCells } from '../../areas/governance/cells.tsx';
import { infoListCells } from '../../areas/infoLists/cells.tsx';
import { cellText, type ResolvedColumn } from '../lib/columns.ts';
import { marketingCells } from '../../areas/marketing/cells.tsx';
import { memberCells } from '../../areas/members/cells.tsx';
import { moneyCells } from '../../areas/money/cells.tsx';
import { EnumLabel, LazySafeHtml, Money, NONE, Thumb, Time } from '../parts/Cells.tsx';
import { storeCells } from '../../areas/stores/cells.tsx';
import type { CellRenderer, CustomCellKind, Row } from './names.ts';
import { tradeCells } from '../../areas/trade/cells.tsx';

export const CELLS: Record<CustomCellKind, CellRenderer> = {
  ...tradeCells,
  ...moneyCells,
  ...memberCells,
  ...storeCells,
  ...marketingCells,
  ...infoListCells,
  ...contentCells,
  ...governanceCells,
};

const isCustom = (kind: string): kind is CustomCellKind => Object.hasOwn(CELLS, kind);

/**
 * A cell's content: called, not mounted, and as plain text where the value is text. A page of 100 rows then costs
 * no component per cell and no wrapper element around each text (seven hundred fewer fibers and three hundred fewer
 * elements for Chromium to style and lay out).
 */
export function cellContent(column: ResolvedColumn, row: Row, lang: Lang): ReactNode {
  if (column.text) return column.text(row, lang) || NONE;
  if (isCustom(column.cell)) return CELLS[column.cell](row, lang, column);
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

/** A drawer section's content: its cell kind given the whole record. */
export function sectionContent(section: DetailSection, row: Row, lang: Lang): ReactNode {
  return CELLS[section.cell](row, lang, { key: section.cell, args: section.args });
}
