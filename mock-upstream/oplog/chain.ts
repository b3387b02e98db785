/**
 * The operation log's chain (contract/history.ts, docs/oplog.md): each entry's hash is the SHA-256 of the previous
 * entry's hash and the entry's canonical content (its fields but the hash, keys sorted, as JSON), so altering an entry
 * breaks its own hash and removing one breaks the link of the next.
 */
import { createHash } from 'node:crypto';
import { OPLOG_GENESIS, type OplogVerdict } from '../../contract/history.ts';
import type { MockState, OplogRow } from '../state.ts';

export type OplogDraft = Omit<OplogRow, 'id' | 'key' | 'seq' | 'prev_hash' | 'hash'>;

/** JSON with every object's keys sorted: the same content always gives the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The table's own bookkeeping (`id`, the index `key`, the `version` every table row gets) is no part of the content. */
function hashOf(row: Omit<OplogRow, 'id' | 'hash'>): string {
  const { key: _key, version: _version, ...content } = row as typeof row & { version?: number };
  return createHash('sha256').update(row.prev_hash).update(canonical(content)).digest('hex');
}

export function appendOplog(state: MockState, draft: OplogDraft): OplogRow {
  const last = state.oplog.get(state.oplog.nextId - 1);
  const seq = (last?.seq ?? 0) + 1;
  const unhashed = { ...draft, key: `${draft.resource}:${draft.record_id}`, seq, prev_hash: last?.hash ?? OPLOG_GENESIS };
  return state.oplog.insert({ ...unhashed, hash: hashOf(unhashed) });
}

/** Walks the chain from its start: the first entry whose content no longer gives its hash, or whose link is cut. */
export function verifyOplog(state: MockState): OplogVerdict {
  let prev = OPLOG_GENESIS;
  let expected = 1;
  const rows = state.oplog.all();
  for (const row of rows) {
    const { id: _id, hash, ...rest } = row;
    if (row.seq !== expected || row.prev_hash !== prev) {
      // a gap in the numbers or a link to another hash: an entry before this one was removed (or this one's link altered)
      const problem = row.seq !== expected || hashOf(rest) === hash ? 'removed' : 'altered';
      return { intact: false, entries: rows.length, first_broken: { seq: problem === 'removed' ? expected : row.seq, problem } };
    }
    if (hashOf(rest) !== hash) return { intact: false, entries: rows.length, first_broken: { seq: row.seq, problem: 'altered' } };
    prev = hash;
    expected += 1;
  }
  return { intact: true, entries: rows.length, first_broken: null };
}
