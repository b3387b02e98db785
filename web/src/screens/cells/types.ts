/**
 * How a description says how a cell shows: a built-in kind (the field's own value, parts/Cells.tsx) or a renderer the
 * description references directly, read from the whole row (an area's `cells.tsx`, or the kit's person cells in
 * cells/person.tsx). The kit holds no list of renderers: a description imports the one it shows.
 */
import type { ReactNode } from 'react';
import type { FieldKind } from '../../../../contract/exportCells.ts';
import type { Lang } from '../../../../contract/i18n.ts';

/** A record as a screen reads it. */
export type Row = { id: number } & Record<string, unknown>;

/** The cell kinds parts/Cells.tsx shows from a field's own value; contract/exportCells.ts derives one from the contract. */
export type BuiltinCellKind = FieldKind;

/** A renderer's settings in a description: which fields of the row it reads, and the like. Data only. */
export type CellArgs = Readonly<Record<string, string | number | boolean | readonly string[]>>;

/**
 * How a cell of the screens' own shows a row: called (not mounted) for each cell, so a page of rows costs no component
 * per cell; `key` is the column's key (a drawer section's is empty), `args` the description's settings.
 */
export type CellRenderer = (row: Row, lang: Lang, column: { key: string; args?: CellArgs }) => ReactNode;

/** What a column or a drawer field shows: a built-in kind, or a renderer of the screen's own. */
export type CellKind = BuiltinCellKind | CellRenderer;

/** The renderers one area defines, each referenced by the descriptions that show it. */
export type CellRenderers = Readonly<Record<string, CellRenderer>>;
