/**
 * Where jobs, their rows' outcomes and the sessions that start them are kept: one interface, kept in this process
 * (memory-store.ts) or in Redis (redis-store.ts), so every replica reads the same progress.
 */
import type { Lang } from '../../contract/i18n.ts';
import { type JobKind, type JobSpec, type JobState, OUTCOMES, type Outcome } from '../../contract/jobs.ts';

export { type JobState, OUTCOMES, type Outcome };

export const FINISHED: readonly JobState[] = ['cancelled', 'done', 'failed'];
export type Counts = Record<Outcome, number>;
export const noCounts = (): Counts => ({ done: 0, refused: 0, failed: 0, already_applied: 0, cancelled: 0 });

export interface RowResult {
  id: number;
  outcome: Outcome;
  /** The upstream's words (refused), or what went wrong (failed), in the language of the job's account. */
  reason?: string;
  /** The record's name or number (record-label.ts), when an answer showed the record: the result file's second column. */
  label?: string;
}

/** Who started a job: the account as the gateway saw it sign in (sessions.ts). */
export interface Who {
  /** `admin:<account>`, `seller:<account>`, or `session:<hash>` for a session signed in before the gateway knew it. */
  account: string;
  /** Signed in as an administrator: sees every account's jobs. */
  admin: boolean;
}

export interface JobRecord {
  id: string;
  kind: JobKind;
  spec: JobSpec;
  /** `Who.account` of the account that started it. */
  owner: string;
  /** The language its rows' reasons are asked in (the starter's Accept-Language). */
  lang: Lang;
  state: JobState;
  /** Rows the job covers: known once its filter is resolved (0 before). */
  total: number;
  counts: Counts;
  created_at: string;
  started_at?: string;
  finished_at?: string;
  /** Why the whole job stopped early (a message key of server/messages.ts). */
  error?: string;
  /** What the upstream or the export writer said when the job failed, in the job's language (exports). */
  reason?: string;
  /** An export's progress: records written of the records its filter selects (the list call's `total`). */
  progress?: { done: number; total: number };
  /** A finished export's file, in EXPORT_DIR, named by the job's id. */
  file?: ExportFile;
  /**
   * The host name of the gateway that runs it (the last to pick it up): which replica an operator looks at for its
   * logs, and how the scaled test finds the replica to stop mid-job.
   */
  worker?: string;
}

/** A finished export's file, as the job answers it (its path stays on the server). */
export interface ExportFile {
  format: 'xlsx' | 'csv';
  /** Records exported; `rows` counts the sheet's data rows (goods lines with `by_goods_line`). */
  records: number;
  rows: number;
  bytes: number;
}

export type JobPatch = Partial<Pick<JobRecord, 'state' | 'total' | 'started_at' | 'finished_at' | 'error' | 'reason' | 'progress' | 'file' | 'worker'>>;

export interface JobStore {
  /** Whether jobs outlive this process (and are seen by every replica). */
  readonly durable: boolean;
  /** Whether the store can answer now: false while Redis is away (job calls then answer 503). */
  available(): boolean;
  /** A new job and the session token its calls carry; the token is never answered to anyone. */
  create(job: JobRecord, token: string): Promise<void>;
  get(id: string): Promise<JobRecord | undefined>;
  /** The jobs of `owner`, or every job when undefined; newest first. */
  list(owner?: string): Promise<JobRecord[]>;
  update(id: string, patch: JobPatch): Promise<void>;
  /** Sets the state only while it is one of `from`: false when it was not (another replica or a cancel came first). */
  transition(id: string, from: readonly JobState[], to: JobState): Promise<boolean>;
  token(id: string): Promise<string | undefined>;
  /** The owner signed in again: the job's next run carries the new session. */
  setToken(id: string, token: string): Promise<void>;
  /** The row ids, fixed once: a filter is resolved when the job first starts and never again. */
  setTargets(id: string, rows: number[]): Promise<void>;
  targets(id: string): Promise<number[] | undefined>;
  /** Stores a row's outcome; a row keeps its first outcome until `reopen` forgets it. */
  record(id: string, result: RowResult): Promise<void>;
  results(id: string): Promise<RowResult[]>;
  /** Forgets the outcomes in `outcomes` (the rows "retry failed" runs again) and says which rows they were. */
  reopen(id: string, outcomes: readonly Outcome[]): Promise<number[]>;
  /** Remembers who a session token (its hash) belongs to, for `ttlSeconds`. */
  rememberSession(tokenHash: string, who: Who, ttlSeconds: number): Promise<void>;
  sessionOf(tokenHash: string): Promise<Who | undefined>;
  forgetSession(tokenHash: string): Promise<void>;
  close(): Promise<void>;
}
