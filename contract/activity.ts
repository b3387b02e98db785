/**
 * Which calls are someone's activity: the one rule the upstream's idle time follows (docs/contract.md "Calls that are
 * not activity"). A session ends after its idle time without activity; a console left open keeps reading on its own
 * (the bell after an event, the menu's counts, a list an event made stale), and if those reads counted, an unattended
 * console would stay signed in for as long as events arrive. Two ways to say a read is not activity:
 * - the endpoint declares it (`notActivity` in contract/endpoint.ts): a call nobody ever asks for by hand (the inbox
 *   read, the stream's audience);
 * - the request carries `x-activity: background`: a read that is sometimes someone's doing (a list opened or
 *   refreshed) and sometimes the console's own (the same list read again because an event made it stale).
 * A write always counts, whatever it carries. Such a call is authorised exactly like any other: a session already over
 * is refused, and the call does not bring it back.
 */
import type { Endpoint } from './endpoint.ts';

/** The request header that marks a read the console makes on its own. */
export const ACTIVITY_HEADER = 'x-activity';
/** Its one value; any other value, or none, is activity. */
export const BACKGROUND_ACTIVITY = 'background';

/** Whether a call restarts its session's idle time, from its endpoint and its `x-activity` header. */
export function isActivity(endpoint: Pick<Endpoint, 'method' | 'notActivity'>, header: string | string[] | undefined): boolean {
  if (endpoint.method !== 'GET') return true;
  if (endpoint.notActivity !== undefined) return false;
  return header !== BACKGROUND_ACTIVITY;
}
