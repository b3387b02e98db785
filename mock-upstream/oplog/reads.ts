/**
 * The reads the operation log keeps (contract/loggedRecords.ts `LOGGED_READS`): each call, answered or refused by its
 * handler, leaves one entry with who called, when, and what was asked, so a lookup of SMS codes is never unseen.
 * A call refused before its handler (no session, no permission, a bad query) read nothing and is not logged.
 */
import { LOGGED_READS } from '../../contract/loggedRecords.ts';
import type { Endpoint } from '../../contract/endpoint.ts';
import { Fail } from '../messages.ts';
import type { Account } from '../accounts.ts';
import type { MockState } from '../state.ts';
import { actionOf } from './calls.ts';
import { appendOplog } from './chain.ts';
import { givenOf, whoOf } from './journal.ts';
import { now } from '../time.ts';

const READS = new Map(LOGGED_READS.map((read) => [read.endpoint, read]));

/** Whether the contract logs the call as a read, whatever its method (a payee reveal is a POST that changes nothing). */
export function isLoggedRead(endpoint: Endpoint): boolean {
  return READS.has(endpoint);
}

/** Runs a read call (`run`: its handler) for `user`, logging it when the contract says it is logged. */
export async function loggedRead(
  endpoint: Endpoint,
  state: MockState,
  user: Account | undefined,
  query: Record<string, unknown>,
  params: Record<string, string>,
  run: () => unknown,
): Promise<unknown> {
  const read = READS.get(endpoint);
  if (!read) return run();
  const log = (refused: boolean) => {
    appendOplog(state, {
      time: now(),
      ...whoOf(user),
      call: `${endpoint.method} ${endpoint.path}`,
      action: actionOf(endpoint),
      kind: 'read',
      resource: read.resource,
      record_id: read.recordOf(query, params),
      changes: [],
      given: givenOf(query),
      ...(refused ? { refused: true as const } : {}),
    });
    state.changed();
  };
  try {
    const data = await run();
    log(false);
    return data;
  } catch (err) {
    if (err instanceof Fail && read.logsRefusals) log(true);
    throw err;
  }
}
