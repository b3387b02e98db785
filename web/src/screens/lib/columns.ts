/**
 * Columns resolved from a description and the contract: title, how the cell shows, whether it sorts, and its cell
 * in exports. Which of them show, in which order, is the table's layout (`tableLayout.ts`).
 */
import type { EnumDef } from '../../../../contract/enums.ts';
import type { Lang, Text } from '../../../../contract/i18n.ts';
import type { ResourceDef } from '../../../../contract/resource.ts';
import type { BuiltinCellKind, CellRenderer } from '../cells/types.ts';
import type { ColumnDesc, Row } from '../descriptions/types.ts';
import {
  absoluteUrl,
  type Cell,
  fieldKindOf as cellKindOf,
  cellText,
  exportCell as sharedExportCell,
  plainText,
} from '../../../../contract/exportCells.ts';

export interface ResolvedColumn {
  key: string;
  title: Text;
  /** The built-in kind its text and export follow (`text` for a renderer of the screen's own). */
  cell: BuiltinCellKind;
  /** The description's own renderer, given the whole row. */
  render?: CellRenderer;
  enumDef?: EnumDef;
  sortable: boolean;
  optional: boolean;
  text?: ColumnDesc['text'];
  args?: ColumnDesc['args'];
  toggle?: ColumnDesc['toggle'];
  exportValue(row: Row, lang: Lang): Cell;
}

export { cellKindOf, cellText, plainText, absoluteUrl };

/**
 * A field's cell in an export (contract/exportCells.ts), a picture's address made absolute against the console's own
 * origin unless `base` says otherwise.
 */
export function exportCell(kind: BuiltinCellKind, value: unknown, lang: Lang, enumDef?: EnumDef, base: string | undefined = consoleOrigin()): Cell {
  return sharedExportCell(kind, value, lang, enumDef, base);
}

/** The console's own address, against which the upstream's file paths (`/api/v2/common/files/...`) are served. */
function consoleOrigin(): string | undefined {
  return typeof location === 'undefined' ? undefined : location.origin;
}

export function resolveColumns(def: ResourceDef, columns: readonly (string | ColumnDesc)[]): ResolvedColumn[] {
  return columns.map((c) => {
    const desc: ColumnDesc = typeof c === 'string' ? { key: c } : c;
    const render = typeof desc.cell === 'function' ? desc.cell : undefined;
    const cell: BuiltinCellKind = typeof desc.cell === 'string' ? desc.cell : render ? 'text' : cellKindOf(def, desc.key);
    const enumDef = def.enums?.[desc.key];
    const title = desc.title ?? def.fields[desc.key];
    if (!title) throw new Error(`screen column ${def.name}.${desc.key} has no title`);
    return {
      key: desc.key,
      title,
      cell,
      render,
      enumDef,
      sortable: def.sortable.includes(desc.key),
      optional: desc.optional ?? false,
      text: desc.text,
      args: desc.args,
      toggle: desc.toggle,
      exportValue: desc.exportValue ?? desc.text ?? ((row, lang) => exportCell(cell, row[desc.key], lang, enumDef)),
    };
  });
}
