/**
 * A screen described as data. A description names its kind and resource and states only what differs from what
 * the contract's `ResourceDef` already says (column titles, enums, filters, tabs, actions and their states).
 */
import type { ComponentType } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import type { EnumDef } from '../../../../contract/enums.ts';
import type { Lang, Text } from '../../../../contract/i18n.ts';
import type { TabDef } from '../../../../contract/resource.ts';
import type { ResourceName } from '../../../../contract/index.ts';
import type { Cell } from '../lib/exportRows.ts';
import type { FieldInput } from '../lib/validation.ts';
import type { ScreenProps } from '../screen.ts';
import type { ImportDescription } from './importTypes.ts';
import type { CellArgs, CellKind, CellRenderer, Row } from '../cells/types.ts';
import type { ActionDialogProps, BannerProps, EditorProps, ToolProps } from './componentProps.ts';

export type { Row };

export interface ColumnDesc {
  /** A field of the record, or a key of the screen's own (then `title` and `render` are needed). */
  key: string;
  /** Default: the contract's field title. */
  title?: Text;
  /** Default: derived from the record's schema and enums. A renderer of the screen's own reads the whole row. */
  cell?: CellKind;
  /** The renderer's settings (which fields it reads). */
  args?: CellArgs;
  /** A text computed from the row, shown (a muted dash when empty) and exported as it is. */
  text?(row: Row, lang: Lang): string;
  /** The value in an export; default: the shown text of the cell. */
  exportValue?(row: Row, lang: Lang): Cell;
  /** Left out until chosen in the column chooser. */
  optional?: boolean;
  /** A boolean shown as a switch that runs one of two actions of the contract (on shelf / off shelf). */
  toggle?: { on: string; off: string };
}

/** Where a select's options come from: an enum of the contract, or a lookup of other records. */
export type OptionSource = EnumDef | 'leafClasses' | 'merchants' | 'freightTemplates';

export interface FieldEditorProps {
  id: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  /** The problems of the body's fields it owns, by path (`skus.2.price`), in the console's language. */
  errors: Readonly<Record<string, string>>;
}

/** An input of the screen's own for a field a flat input cannot edit (a goods' specs and SKUs, its gallery). */
export interface FieldEditor {
  /** The value the form starts with: the record's (an edit) or a new one (`record` undefined). */
  initial(record: unknown): unknown;
  /** The body's fields from the value: one, or several (the specs and their SKUs). */
  body(value: unknown): Record<string, unknown>;
  /** The body's fields whose problems it shows, with those below them (`skus` has `skus.2.price`); default its name. */
  owns?: readonly string[];
  Input: ComponentType<FieldEditorProps>;
}

export interface FormFieldDesc {
  name: string;
  input: FieldInput;
  /** Default: the contract's field title. */
  title?: Text;
  options?: OptionSource;
  /** For `input: 'custom'`: the input of the screen's own (an area's, e.g. the goods' gallery). */
  editor?: FieldEditor;
  /** Offered by the create form only (the shop goods are listed for: goods never move shop). */
  createOnly?: boolean;
  /** Left out for a role that may not read its lookup (a merchant lists goods for its own shop, and picks none). */
  needsLookup?: boolean;
  /**
   * A `datetime` that ends a window (a validity, a display period): a day given alone means its last second,
   * 23:59:59, where a start means its first.
   */
  endsWindow?: boolean;
}

/** A sheet of a list's records other than one row per record (an order list's one row per goods line). */
export interface ListExport {
  key: string;
  /** Its entry in the export menu. */
  title: Text;
  /** Its part of the file's name, after the screen's title. */
  file: Text;
  /** The header row, then the rows of the records. */
  sheet(rows: readonly Row[], lang: Lang): Cell[][];
}

export interface DetailSection {
  title: Text;
  /** How the section shows the record: a renderer of the screen's own, given the whole row. */
  cell: CellRenderer;
  args?: CellArgs;
  /** The record's fields the section shows: the drawer's facts leave them out, so nothing is shown twice. */
  fields?: readonly string[];
  /** Whether the record has this section (a refund-only after-sale has no return shipment); default: always. */
  when?(row: Row): boolean;
}

/** A section of a designed drawer that lists some of the record's facts, each shown as its kind (money, a picture). */
export interface FactsSection {
  title: Text;
  fields: readonly (string | ColumnDesc)[];
  when?(row: Row): boolean;
}

/**
 * A record's drawer as designed for its work (docs/drawers.md): a sticky header with what the record is, its state
 * and the actions its work needs first, then sections. Only the fields it names are shown, each once: ids, codes and
 * the fields of other variants are left out by not being named.
 */
export interface DrawerDesign {
  /** The field naming the record in the header: an order's number, the goods' name. */
  identity: string;
  /** A picture beside the identity (the goods' main picture, a shop's logo). */
  picture?: string;
  /** Enum fields shown as labels under the identity: the record's state. */
  state: readonly string[];
  /** A few facts under the identity, in one line (the shop, the time it was placed). */
  facts?: readonly (string | ColumnDesc)[];
  /** The row actions offered in the header; the record's other actions stay at the drawer's foot. */
  primary: readonly string[];
  /** Links to the record's own screens in the header (a member's detail), each drawn only where the role may open it. */
  links?: CellRenderer;
  /** What a reviewer checks before deciding (a review drawer): a list of checks, ticked in the drawer only. */
  checklist?: readonly Text[];
  /** The drawer's sections, in order: facts, or a screen's own section (a SKU table, a licence). */
  sections: readonly (FactsSection | DetailSection)[];
}

/**
 * What an action will do, for its confirmation: who and how much (the record's fields, shown as their cells show
 * them: money as ¥1,169.00, accounts masked), where to, and the state it moves to (docs/confirmations.md).
 */
export interface ActionEffect {
  /** Fields of the record, or columns of the screen's own (a phone shown masked: `cell: 'account'`). */
  facts: readonly (string | ColumnDesc)[];
  /** The field holding the money the action moves: named in the title and summed over a batch. */
  amount?: string;
  /** Where the money or goods go: the balance, the payee's account (masked), the original payment. */
  to?(row: Row, lang: Lang): string;
  /** The state the record moves to, when the contract's `set` does not say it (it depends on the record). */
  state?(row: Row, lang: Lang): string;
  /** The title with `{amount}` and `{to}` filled in ("确认退款 {amount} 到{to}"); default: the action and the amount. */
  title?: Text;
}

export interface ListDescription {
  kind: 'list' | 'audit';
  resource: ResourceName;
  /** Filters every call carries (a zone, an order type); hidden from the filter card. */
  fixed?: Record<string, string>;
  columns: (string | ColumnDesc)[];
  /** Filters shown, by field or param name; default: every filter of the contract not fixed. */
  filters?: string[];
  /** Default: the contract's tabs. */
  tabs?: readonly TabDef[];
  /** The tab shown when the URL names none; default: "all". */
  defaultTab?: string;
  /**
   * 'view', 'edit', 'delete', 'log' (the record's operation log, for resources with `history`) or an action of the
   * contract; the first three are shown, the rest under "more".
   */
  rowActions: string[];
  /** Batch actions of the contract offered on the selection. */
  bulk?: string[];
  /**
   * Bulk actions the upstream offers per record only (no batch call): offered like `bulk`, they always run as a job on
   * the server (docs/jobs.md "In the console"), whatever the number of rows.
   */
  jobBulk?: string[];
  /** Create and edit form; create is offered when the contract has `create` and this is set. */
  form?: FormFieldDesc[];
  /**
   * A create/edit form of the screen's own, instead of `form`, for records a flat field list cannot edit (a list of
   * prizes, fields shown by a choice, a goods picker). Saving calls `onSaved`, which closes it and reloads the list.
   */
  editor?: ComponentType<EditorProps>;
  /** Actions to confirm besides those the contract marks (an audit confirms its approvals). */
  confirm?: string[];
  /**
   * An action run on every selected row where each row gets its own value of one field and shares the others
   * (ship: a tracking number per order, one courier), for actions the upstream offers per record only.
   */
  rowBatch?: { action: string; perRow: FormFieldDesc; shared: FormFieldDesc[] };
  /**
   * Other sheets the export offers besides one row per record (`record` names that one, e.g. 按订单): the export
   * button becomes a menu of them, each fetching every page of the current filter as the default does.
   */
  exports?: { record: Text; more: ListExport[] };
  /**
   * The export is also a statement: written on the server as a job whatever the count (docs/jobs.md "Exports"), under
   * the list's filters (its period), and kept in the job centre to download again (docs/money.md).
   */
  statement?: true;
  /** Tools of the screen's own in the toolbar (ship by import); `reload` refreshes the list after they change data. */
  tools?: ComponentType<ToolProps>[];
  /**
   * Shown above the toolbar: figures for the list's current filter (withdrawal summary cards, ledger totals). Gets the
   * upstream query the list uses and the count of its loads, so it refreshes whenever the list does.
   */
  banner?: ComponentType<BannerProps>;
  /**
   * Actions whose body needs a dialog of the screen's own (a stock per SKU); `submit` sends the action and answers
   * the upstream's error, if any, so the dialog keeps what was typed.
   */
  actionDialogs?: Record<string, ComponentType<ActionDialogProps>>;
  /** Forms of actions that take a body (other than a reject reason). */
  actionForms?: Record<string, FormFieldDesc[]>;
  /**
   * What an action moving money, goods or a member's assets will do, by action: its confirmation, reason dialog or
   * form shows these facts and is worded by them (`kinds/confirmation.tsx`, docs/confirmations.md).
   */
  effects?: Record<string, ActionEffect>;
  /** Extra sections of the detail drawer, after the record's fields. */
  detail?: DetailSection[];
  /** The drawer as designed for the record's work, instead of its fields as a table and `detail` (docs/drawers.md). */
  drawer?: DrawerDesign;
  /**
   * The record's fields the drawer leaves out: those of the resource's other variants (a D-score's points on a
   * merchant's withdrawal), which would show as a meaningless 0 or dash. Default: every field of the resource.
   */
  detailOmit?: readonly string[];
  /** The field naming a row in confirmations and batch results. */
  rowLabel: string;
}

/** A form over one config key (`configRead` / `configSave`), in sections. */
export interface SettingsDescription {
  kind: 'settings';
  configKey: string;
  schema: z.ZodType;
  titles: Record<string, Text>;
  sections: { title: Text; fields: FormFieldDesc[] }[];
  /** A setting's own call (group-buy, seckill), its body the value and the key's `version`; default `configSave`. */
  save?: Endpoint;
}

/** The two-level product class tree. */
export interface TreeDescription {
  kind: 'tree';
  resource: 'productClass';
}

/** One search box over several kinds of record; each group searches one resource. */
export interface LookupGroup {
  title: Text;
  resource: ResourceName;
  /** The list query for the text typed, or null when this group cannot match it (letters for an id). */
  query(text: string): Record<string, string> | null;
  columns: (string | ColumnDesc)[];
  /** The route (with its query) where the record is handled. */
  link?(row: Row): string;
}
export interface LookupDescription {
  kind: 'lookup';
  placeholder: Text;
  groups: LookupGroup[];
}

/**
 * A screen of its own (a member's detail, the referral tree, the permission list), loaded on demand inside the
 * screens chunk. Its root element is `.screen` with `data-ready="true"` once its data has loaded.
 */
export interface CustomDescription {
  kind: 'custom';
  load(): Promise<{ default: ComponentType<ScreenProps> }>;
}

/**
 * Rich texts edited one at a time (agreements, about us, recruitment pages): the resource's texts, an editor with a
 * preview, save. The screen and its editor load as a chunk of their own (`areas/content/RichTextScreen.tsx`).
 */
export interface RichTextDescription {
  kind: 'richText';
  resource: ResourceName;
  /** A list shown under the editor in a section of its own (the cooperation page's applications). */
  companion?: { title: Text; list: ListDescription };
}

export type ScreenDescription = ListDescription | SettingsDescription | TreeDescription | LookupDescription | CustomDescription | ImportDescription | RichTextDescription;
