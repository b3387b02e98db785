/** The three log screens: read only (view only, no form, no action), each with the columns of its kind. */
import type { ListDescription } from '../../../screens/descriptions/types.ts';

export const loginLogs = (): ListDescription => ({
  kind: 'list',
  resource: 'loginLogs',
  columns: ['created_at', 'operator', 'operator_name', 'action', 'target', 'ip', 'agent', 'result', 'detail'],
  rowActions: ['view'],
  rowLabel: 'operator',
});

/**
 * The operation log's two screens (docs/oplog.md): the operation records show who changed which record and how; the
 * system log the same entries with their place in the chain. Both filter by person, record and time, and export.
 */
export const operationRecords = (): ListDescription => ({
  kind: 'list',
  resource: 'operationRecords',
  columns: ['time', 'operator', 'account', { key: 'role', optional: true }, 'call_text', 'kind', 'record', 'detail', { key: 'call', optional: true }],
  rowActions: ['view'],
  rowLabel: 'record',
});

export const systemLogs = (): ListDescription => ({
  kind: 'list',
  resource: 'systemLogs',
  columns: ['seq', 'time', 'account', 'operator', 'call', 'kind', 'record', 'detail', 'hash', { key: 'prev_hash', optional: true }],
  rowActions: ['view'],
  rowLabel: 'record',
});
