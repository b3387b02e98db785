/**
 * An in-memory table built for list queries at 100,000 rows. Equality indexes on the filter fields; one sorted order
 * per sort field; and, per sorted order, columns of the filtered fields' values in that order. A query walks one
 * sorted order once, testing plain arrays (no per-row property lookups) and counting the status tabs on the way, so a
 * page costs one tight linear pass and no sort. Orders and columns are built on first use and dropped only when a
 * write touches their field.
 */
import type { Condition } from '../../contract/filterParams.ts';
import { sortRows } from './sortRows.ts';

export type Row = { id: number };

/** A filter over one or more fields: a condition of the contract's list rule (contract/filterParams.ts), or a scope's. */
export type Filter = Condition;

export interface TableQuery {
  filters: Filter[];
  /**
   * Status tabs. `byField`: every tab is one value of one field (orders' `status`), counted with one lookup per row;
   * `list`: tabs of any shape (goods' low-stock tab).
   */
  tabs?: { byField: string; keys: Map<unknown, string> } | { list: { key: string; filters: Filter[] }[] };
  /** The query's tab parameters: applied after the tab counts. */
  active?: Filter[];
  sort: { field: string; desc: boolean };
  page: number;
  limit: number;
}

export interface TableResult<R> {
  list: R[];
  total: number;
  counts?: Record<string, number>;
}

type AtPos = (i: number) => boolean;

export class Table<R extends Row> {
  private byId = new Map<number, R>();
  private rowsCache: R[] | null = null;
  private indexes = new Map<string, Map<unknown, Set<R>>>();
  private sorted = new Map<string, R[]>();
  /** `${sortField}|${column}` → the column's values in that sorted order. */
  private columns = new Map<string, unknown[]>();
  nextId = 1;
  /** Told of each row before it is inserted, changed or deleted: the operation log's journal (oplog/journal.ts). */
  observer?: (row: Row, fresh: boolean) => void;

  constructor(indexed: readonly string[] = []) {
    for (const field of indexed) this.indexes.set(field, new Map());
  }

  get size(): number {
    return this.byId.size;
  }

  get(id: number): R | undefined {
    return this.byId.get(id);
  }

  /** Rows by ascending id. */
  all(): R[] {
    this.rowsCache ??= [...this.byId.values()];
    return this.rowsCache;
  }

  /** Rows whose `field` equals `value`, through the index when there is one. */
  where(field: string, value: unknown): R[] {
    const index = this.indexes.get(field);
    if (index) return [...(index.get(value) ?? [])];
    return this.all().filter((r) => (r as Record<string, unknown>)[field] === value);
  }

  /** Number of rows whose `field` equals `value` (an indexed field). */
  count(field: string, value: unknown): number {
    const index = this.indexes.get(field);
    if (!index) throw new Error(`${field} is not indexed`);
    return index.get(value)?.size ?? 0;
  }

  /** Takes ownership of `input` (no copy: the seed inserts hundreds of thousands of rows) and gives it an id. */
  insert(input: Omit<R, 'id'> & { id?: number }): R {
    const row = input as R;
    row.id = input.id ?? this.nextId;
    // a seeded or created record starts at version 1; one restored from a state file keeps its own
    (row as Record<string, unknown>).version ??= 1;
    if (this.byId.has(row.id)) throw new Error(`duplicate id ${row.id}`);
    this.observer?.(row, true);
    this.nextId = Math.max(this.nextId, row.id + 1);
    this.byId.set(row.id, row);
    for (const [field, index] of this.indexes) addTo(index, (row as Record<string, unknown>)[field], row);
    this.rowsCache = null;
    this.sorted.clear();
    this.columns.clear();
    return row;
  }

  /**
   * Writes `patch` into the row in place, keeping indexes and sorted orders right; an `undefined` value unsets. A change
   * raises `version` (README.md "Two people, one record"), here where every writer passes; `sameVersion`: the rest of one write.
   */
  update(row: R, patch: Partial<R>, { sameVersion = false } = {}): R {
    const fields = row as Record<string, unknown>;
    this.observer?.(row, false);
    let changed = false;
    for (const [field, value] of Object.entries(patch)) {
      if (field === 'version' || fields[field] === value) continue;
      changed = true;
      const index = this.indexes.get(field);
      if (index) {
        index.get(fields[field])?.delete(row);
        addTo(index, value, row);
      }
      // an update's cleared optional field (`null` in the body, unset by the contract's patch)
      if (value === undefined) delete fields[field];
      else fields[field] = value;
      this.sorted.delete(field);
      this.dropColumns(field);
    }
    if (changed && !sameVersion) fields.version = ((fields.version as number | undefined) ?? 1) + 1;
    return row;
  }

  delete(row: R): void {
    if (!this.byId.has(row.id)) return;
    this.observer?.(row, false);
    this.byId.delete(row.id);
    for (const [field, index] of this.indexes) index.get((row as Record<string, unknown>)[field])?.delete(row);
    this.rowsCache = null;
    this.sorted.clear();
    this.columns.clear();
  }

  /** Drops the cached columns that read `name`, and those of the order sorted by it. */
  private dropColumns(name: string): void {
    for (const key of this.columns.keys()) {
      const [order, col] = key.split('|');
      if (order === name || col.slice(2).split(',').includes(name)) this.columns.delete(key);
    }
  }

  clear(): void {
    this.byId.clear();
    for (const index of this.indexes.values()) index.clear();
    this.rowsCache = null;
    this.sorted.clear();
    this.columns.clear();
    this.nextId = 1;
  }

  query(q: TableQuery): TableResult<R> {
    const start = (q.page - 1) * q.limit;
    const end = start + q.limit;
    const { rows, cacheKey, filters } = this.candidates(q);
    const cols = (colKey: string, make: (r: R) => unknown) => this.column(rows, cacheKey, colKey, make);
    const base = allOf(filters.map((f) => atPos(f, cols)));
    const active = q.active && q.active.length > 0 ? q.active : undefined;
    const tabs = q.tabs;
    const byField = tabs && 'byField' in tabs ? tabs : undefined;
    const step = q.sort.desc ? -1 : 1;
    const first = q.sort.desc ? rows.length - 1 : 0;
    const list: R[] = [];

    // Only the tab field filters: the index gives the counts, and the walk stops once the page is full.
    const index = byField && this.indexes.get(byField.byField);
    const activeEq = active?.length === 1 && active[0].kind === 'eq' && active[0].field === byField?.byField ? active[0] : undefined;
    if (!base && index && (!active || activeEq) && rows.length === this.byId.size) {
      const counts: Record<string, number> = { all: this.byId.size };
      for (const [value, key] of byField.keys) counts[key] = index.get(value)?.size ?? 0;
      const total = activeEq ? (index.get(activeEq.value)?.size ?? 0) : this.byId.size;
      const test = activeEq ? atPos(activeEq, cols) : undefined;
      let seen = 0;
      for (let i = first; i >= 0 && i < rows.length && seen < end; i += step) {
        if (test && !test(i)) continue;
        if (seen >= start) list.push(rows[i]);
        seen++;
      }
      return { list, total, counts };
    }

    const activeTest = active ? allOf(active.map((f) => atPos(f, cols))) : undefined;
    const counts: Record<string, number> | undefined = tabs ? { all: 0 } : undefined;
    let countTabs: ((i: number) => void) | undefined;
    if (byField) {
      const keys = byField.keys;
      const col = cols(`v:${byField.byField}`, (r) => field(r, byField.byField));
      const tally = counts!;
      for (const key of keys.values()) tally[key] = 0;
      countTabs = (i) => {
        const key = keys.get(col[i]);
        if (key !== undefined) tally[key]++;
      };
    } else if (tabs && 'list' in tabs) {
      const tests = tabs.list.map((t) => ({ key: t.key, test: allOf(t.filters.map((f) => atPos(f, cols))) ?? (() => true) }));
      const tally = counts!;
      for (const t of tests) tally[t.key] = 0;
      countTabs = (i) => {
        for (const t of tests) if (t.test(i)) tally[t.key]++;
      };
    }
    let total = 0;
    for (let i = first; i >= 0 && i < rows.length; i += step) {
      if (base && !base(i)) continue;
      if (countTabs) {
        counts!.all++;
        countTabs(i);
      }
      if (activeTest && !activeTest(i)) continue;
      if (total >= start && total < end) list.push(rows[i]);
      total++;
    }
    return { list, total, counts };
  }

  /**
   * The rows to walk, in ascending sort order: a small index bucket sorted on the spot, else the cached sorted order
   * (`cacheKey` names it, so its columns are cached too). Returns the filters the choice did not already satisfy.
   */
  private candidates(q: TableQuery): { rows: R[]; cacheKey?: string; filters: Filter[] } {
    let best: { filter: Filter; bucket: Set<R> } | undefined;
    for (const f of q.filters) {
      const index = f.kind === 'eq' ? this.indexes.get(f.field) : undefined;
      if (!index || f.kind !== 'eq') continue;
      const bucket = index.get(f.value) ?? new Set<R>();
      if (!best || bucket.size < best.bucket.size) best = { filter: f, bucket };
    }
    // Sorting a bucket costs more per row than scanning cached columns: only a small one is worth it.
    if (best && best.bucket.size * 32 < this.byId.size) {
      return { rows: sortRows([...best.bucket], q.sort.field), filters: q.filters.filter((f) => f !== best.filter) };
    }
    return { rows: this.sortedBy(q.sort.field), cacheKey: q.sort.field, filters: q.filters };
  }

  private sortedBy(field: string): R[] {
    let rows = this.sorted.get(field);
    if (!rows) {
      rows = field === 'id' ? this.all() : sortRows(this.all(), field);
      this.sorted.set(field, rows);
    }
    return rows;
  }

  /** Values derived from each row, aligned with `rows`; cached with the sorted order they belong to. */
  private column(rows: R[], cacheKey: string | undefined, colKey: string, make: (r: R) => unknown): unknown[] {
    if (cacheKey === undefined) return rows.map(make);
    const key = `${cacheKey}|${colKey}`;
    let col = this.columns.get(key);
    if (!col) {
      col = rows.map(make);
      this.columns.set(key, col);
    }
    return col;
  }
}

/** A filter as a test of a position in the walked order, reading the columns of that order. */
function atPos(f: Filter, cols: (colKey: string, make: (r: Row) => unknown) => unknown[]): AtPos {
  if (f.kind === 'eq') {
    const col = cols(`v:${f.field}`, (r) => field(r, f.field));
    const value = f.value;
    return (i) => col[i] === value;
  }
  if (f.kind === 'text') {
    const col = cols(`t:${f.fields.join(',')}`, (r) => f.fields.map((name) => String(field(r, name) ?? '')).join('\u0001').toLowerCase()) as string[];
    const needle = f.needle;
    if (!f.whole?.length) return (i) => col[i].includes(needle);
    const whole = f.whole;
    const wholeCol = cols(`w:${whole.join(',')}`, (r) => whole.map((name) => String(field(r, name) ?? '').toLowerCase())) as string[][];
    return (i) => col[i].includes(needle) || wholeCol[i].includes(needle);
  }
  // Both kinds compare as numbers: money and counts by value, times `YYYY-MM-DD HH:mm:ss` as the number YYYYMMDDHHmmss.
  const key = f.numeric ? (v: unknown) => Number(v) : (v: unknown) => Number(String(v).replace(/\D/g, ''));
  const col = cols(`${f.numeric ? 'n' : 'd'}:${f.field}`, (r) => (field(r, f.field) === null ? Number.NaN : key(field(r, f.field)))) as number[];
  const min = f.min === undefined ? Number.NEGATIVE_INFINITY : key(f.min);
  const max = f.max === undefined ? Number.POSITIVE_INFINITY : key(f.max);
  // NaN (a null field) fails both comparisons.
  return (i) => col[i] >= min && col[i] <= max;
}

function field(row: Row, name: string): unknown {
  return (row as Record<string, unknown>)[name];
}

/** One test from many, or undefined when there is nothing to test. */
function allOf(tests: AtPos[]): AtPos | undefined {
  if (tests.length === 0) return undefined;
  if (tests.length === 1) return tests[0];
  return (i) => {
    for (const t of tests) if (!t(i)) return false;
    return true;
  };
}

function addTo<R>(index: Map<unknown, Set<R>>, value: unknown, row: R): void {
  const bucket = index.get(value);
  if (bucket) bucket.add(row);
  else index.set(value, new Set([row]));
}
