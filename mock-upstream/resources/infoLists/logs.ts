/**
 * The login log screen: read only, from the logs table (logins, logouts, password changes). The operation records and
 * the system log read the operation log itself (oplog/screens.ts).
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { LogEntry } from '../../../contract/resources/infoLists/logs.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Router } from '../../router.ts';

export function serveLogs(router: Router): void {
  serveResource<LogEntry>(router, RESOURCES.loginLogs, RESOURCE_ENDPOINTS.loginLogs, {
    table: (s) => s.infoLists.logs,
    scope: () => [{ kind: 'eq', field: 'category', value: 'login' }],
  });
}
