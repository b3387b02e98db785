/** The three log screens: read-only views of one table, each confined to its category. */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { LogEntry } from '../../../contract/resources/infoLists/logs.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Router } from '../../router.ts';

const CATEGORY = { loginLogs: 'login', systemLogs: 'system', operationRecords: 'operation' } as const;

export function serveLogs(router: Router): void {
  for (const [name, category] of Object.entries(CATEGORY) as [keyof typeof CATEGORY, LogEntry['category']][]) {
    serveResource<LogEntry>(router, RESOURCES[name], RESOURCE_ENDPOINTS[name], {
      table: (s) => s.infoLists.logs,
      scope: () => [{ kind: 'eq', field: 'category', value: category }],
    });
  }
}
