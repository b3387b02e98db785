/**
 * What the components a list description references are given: its editor, its toolbar's tools, its banner, its action
 * dialogs (the areas' components are typed by these; a description holding one of another shape does not compile).
 */
import type { z } from 'zod';
import type { Row } from '../cells/types.ts';

/** What a list's own editor gets: the row to edit (none to create); `onSaved` is given the record as the upstream saved it. */
export interface EditorProps {
  row?: Row;
  onSaved(saved: Row): void;
  onClose(): void;
}

/** What a toolbar tool acting on the list's rows is given: the ticked ids, or every row the list's filter matches. */
export interface ListScope {
  ids: number[];
  allMatching: boolean;
  /** How many rows the filter matches. */
  matching: number;
  /** The list's query (its filter, page and sort). */
  query: Record<string, string | number>;
  /** Done: the selection cleared. */
  done(): void;
}

/** What a toolbar tool gets: `reload` refreshes the list after it changed data; `scope`, the rows it acts on. */
export interface ToolProps {
  reload(): void;
  scope: ListScope;
}

export interface ActionDialogProps {
  title: string;
  row: Row;
  /** The action's body schema (the contract's). */
  schema: z.ZodType;
  submit(body: Record<string, unknown>): Promise<string | undefined>;
  onClose(): void;
}

/** What a banner above a list gets: the upstream query the list uses and the count of its loads, to refresh with it. */
export interface BannerProps {
  query: Record<string, string | number>;
  loads: number;
}
