/** What a write call is called in the log, and which resource a history call reads.
 * What a write call is called in the log: its resource action (`approve`), `create`, `update`, `delete`, or its path's last word. */
import type { Endpoint } from '../../contract/endpoint.ts';
import { RESOURCE_ENDPOINTS } from '../../contract/index.ts';

const ACTIONS = new Map<Endpoint, string>();
/** Each resource's history call → the resource. */
const HISTORIES = new Map<Endpoint, string>();
for (const [resource, e] of Object.entries(RESOURCE_ENDPOINTS)) {
  if (e.history) HISTORIES.set(e.history, resource);
  if (e.create) ACTIONS.set(e.create, 'create');
  if (e.update) ACTIONS.set(e.update, 'update');
  if (e.remove) ACTIONS.set(e.remove, 'delete');
  for (const [name, action] of [...Object.entries(e.actions), ...Object.entries(e.batch)]) ACTIONS.set(action, name);
}

export function actionOf(endpoint: Endpoint): string {
  return ACTIONS.get(endpoint) ?? endpoint.path.split('/').filter((part) => part && !part.startsWith('{')).pop() ?? endpoint.path;
}

/** The resource whose history `endpoint` reads, if it is a history call. */
export function historyOf(endpoint: Endpoint): string | undefined {
  return HISTORIES.get(endpoint);
}
