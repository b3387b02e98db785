/** The three log screens: read only (view only, no form, no action), each with the columns of its kind. */
import type { ListDescription } from '../../../screens/descriptions/types.ts';

export const loginLogs = (): ListDescription => ({
  kind: 'list',
  resource: 'loginLogs',
  columns: ['created_at', 'operator', 'operator_name', 'action', 'target', 'ip', 'agent', 'result', 'detail'],
  rowActions: ['view'],
  rowLabel: 'operator',
});

export const systemLogs = (): ListDescription => ({
  kind: 'list',
  resource: 'systemLogs',
  columns: ['created_at', 'level', 'action', 'target', 'detail', 'result', 'duration_ms', 'agent', { key: 'ip', optional: true }],
  rowActions: ['view'],
  rowLabel: 'target',
});

export const operationRecords = (): ListDescription => ({
  kind: 'list',
  resource: 'operationRecords',
  columns: ['created_at', 'operator_name', 'operator', 'action', 'target', 'detail', 'ip', 'result', { key: 'agent', optional: true }],
  rowActions: ['view'],
  rowLabel: 'target',
});
