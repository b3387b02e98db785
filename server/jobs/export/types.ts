/**
 * The export writer's interface (docs/jobs.md, "Exports"): what a job hands `exportList`, what it reports while it
 * runs and what it answers. The job runner binds the session's token into `fetchPage`, picks the file's name, and
 * keeps the result with the job.
 */
import type { Lang, Text } from '../../../contract/i18n.ts';
import type { ListData } from '../../../contract/list.ts';

export type ExportFormat = 'xlsx' | 'csv';

/** A record as the list call sends it. */
export type ListRow = Record<string, unknown>;

/**
 * One page of a contract list call: `GET <path>?<query>` with the account's token, answering the envelope's `data`.
 * A refusal (`status` ≠ 0) or a transport failure rejects, with the upstream's words when it gave some.
 */
export type ListPageFetcher = (call: { path: string; query: Record<string, string>; signal: AbortSignal }) => Promise<ListData<ListRow>>;

export interface ExportProgress {
  /** Records of the list read and written so far. */
  done: number;
  /** Records the filter selects, as the list call's `total` says (0 until the first page). */
  total: number;
}

export interface ExportRequest {
  /** The contract resource whose list is exported (a key of contract/index.ts's `RESOURCES`, e.g. `orders`). */
  list: string;
  /** The list call's query as the console's filters and tab set it (no `page` or `limit`; `sort` allowed). */
  filter: Record<string, string>;
  /** Field keys of the resource, in the sheet's order; unset or empty, every field the contract titles. */
  columns?: readonly string[];
  format: ExportFormat;
  /** The language of headers and status labels. */
  lang: Lang;
  /** Orders only: one row per goods line (the warehouse sheet, contract/orderLines.ts) instead of one per order. */
  byGoodsLine?: boolean;
  fetchPage: ListPageFetcher;
  /** Where the finished file goes: a path inside EXPORT_DIR (`exportFilePath`). Written as `<file>.part` until done. */
  file: string;
  /** Aborting stops at the next page or row, deletes the partial file and rejects with `ExportCancelled`. */
  signal?: AbortSignal;
  onProgress?(progress: ExportProgress): void;
  /** The console's origin, so picture columns hold addresses that work outside it; unset, the upstream's paths. */
  pictureBase?: string;
  /** Records per list call, at most the contract's MAX_LIMIT (500, the default). */
  pageSize?: number;
}

export interface ExportResult {
  file: string;
  format: ExportFormat;
  /** Records exported. */
  records: number;
  /** Data rows in the file (records, or goods lines with `byGoodsLine`), headers not counted. */
  rows: number;
  bytes: number;
}

/** A request the writer refuses before any call: an unknown list, column or filter. `text` is shown to the user. */
export class ExportRefused extends Error {
  readonly text: Text;
  constructor(text: Text) {
    super(text.en);
    this.name = 'ExportRefused';
    this.text = text;
  }
}

export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
    this.name = 'ExportCancelled';
  }
}
