/**
 * The inbox's upstream calls (contract/events.ts, docs/events.md "The inbox") as light descriptors: the top bar is in
 * the layout's chunk, which must not evaluate the contract's zod schemas (see lib/shellCalls.ts). A unit test
 * (tests/web/inbox.test.ts) checks each one against the contract, so they cannot drift.
 */
import type * as Events from '../../../../contract/events.ts';
import type * as Views from '../../../../contract/resources/views.ts';
import { callOf } from '../../lib/api.ts';

const INBOX = '/api/v2/common/inbox';

export const inboxCalls = {
  inboxRead: callOf<typeof Events.inboxRead>('GET', INBOX),
  inboxMarkRead: callOf<typeof Events.inboxMarkRead>('POST', `${INBOX}/read`),
  inboxMarkAllRead: callOf<typeof Events.inboxMarkAllRead>('POST', `${INBOX}/read_all`),
  inboxMute: callOf<typeof Events.inboxMute>('PUT', `${INBOX}/mutes`),
  notificationsSave: callOf<typeof Views.notificationsSave>('PUT', '/api/v2/common/preferences/notifications'),
};

export type Inbox = Events.Inbox;
export type InboxItem = Events.InboxItem;
export type InboxGroup = Inbox['groups'][number];
export type UpstreamEventKind = Events.UpstreamEventKind;

/**
 * An `inbox` event of the gateway's stream (`/gateway/events`): the upstream's event for this account, its title and
 * summary already in the stream's language.
 */
export interface InboxEvent {
  id: number;
  kind: UpstreamEventKind;
  time: string;
  shop_id: number | null;
  record: { resource: string; id: number };
  title: string;
  summary: string;
}
/** The stream's event name for them. */
export const INBOX_EVENT = 'inbox';
