/** A record's history (`GET <path>/{id}/history`): its entries of the operation log, oldest first, as the contract words them. */
import type { HistoryEntry } from '../../contract/history.ts';
import type { MockState } from '../state.ts';

/** `key`: `<resource>:<record id>`, as the log names the record. */
export function recordLog(state: MockState, key: string): HistoryEntry[] {
  return state.oplog.where('key', key).map((e) => {
    const changed = new Set(e.changes.map((c) => c.field));
    // what the call was given besides the fields it changed: a reason, a courier
    const fields = Object.fromEntries(Object.entries(e.given ?? {}).filter(([k]) => !changed.has(k) && k !== 'ids'));
    return { time: e.time, operator: e.operator, role: e.role, action: e.action, changes: e.changes, fields };
  });
}
