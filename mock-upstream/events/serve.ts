/**
 * The event feed and the inbox calls (contract/events.ts, docs/events.md). Who sees an event is decided here alone:
 * `maysee` (the event's read label, and a merchant's account only its own shop's events).
 */
import {
  CURSOR_GONE_HTTP,
  EVENT_KIND,
  EVENT_RECORDS,
  EVENT_RETENTION_HOURS,
  EVENTS_ENDPOINTS,
  type Inbox,
  type InboxItem,
  UPSTREAM_EVENT_KINDS,
  type UpstreamEventKind,
} from '../../contract/events.ts';
import type { Text } from '../../contract/i18n.ts';
import { Fail } from '../messages.ts';
import type { Caller, Router } from '../router.ts';
import type { MockState } from '../state.ts';
import type { InboxState, StoredEvent } from './log.ts';

const TEXT = {
  cursorExpired: {
    zh: '游标 {after} 之后的事件已超过保留期（{hours} 小时）被清除，请从最早保留的事件 {oldest} 重新同步',
    en: 'Events after cursor {after} are past the retention ({hours} h) and gone: resync from the oldest kept, {oldest}',
  },
  cursorUnknown: {
    zh: '游标 {after} 不是本上游发出的（最新事件为 {newest}），请重新同步',
    en: 'Cursor {after} was not issued by this upstream (its newest event is {newest}): resync',
  },
  itemNotFound: { zh: '消息 {id} 不存在或你无权查看', en: 'Inbox item {id} not found or not yours to see' },
  kindNotYours: { zh: '你无权查看「{kind}」类消息', en: 'You may not see "{kind}" items' },
} satisfies Record<string, Text>;

/** Whether the caller may see the event: its record's read label, and a merchant only its own shop's. */
export function maySee(caller: Pick<Caller, 'labels' | 'user'>, event: Pick<StoredEvent, 'permission' | 'shop_id'>): boolean {
  if (!caller.labels.has(event.permission)) return false;
  const shop = caller.user.merchant_id;
  return shop === undefined || event.shop_id === shop;
}

function kindsOf(caller: Caller): UpstreamEventKind[] {
  return UPSTREAM_EVENT_KINDS.filter((kind) => caller.labels.has(EVENT_RECORDS[kind].permission));
}

function isRead(inbox: InboxState, event: StoredEvent): boolean {
  const kind = event.kind as UpstreamEventKind;
  return event.id <= (inbox.read_through[kind] ?? 0) || inbox.read.includes(event.id);
}

function visible(state: MockState, caller: Caller): StoredEvent[] {
  return state.events.kept().filter((e) => maySee(caller, e));
}

function unreadTotal(state: MockState, caller: Caller): { unread_total: number } {
  const inbox = state.events.inboxOf(caller.account);
  const unread_total = visible(state, caller).filter((e) => !inbox.muted.includes(e.kind as UpstreamEventKind) && !isRead(inbox, e)).length;
  return { unread_total };
}

function inboxOf(state: MockState, caller: Caller, only: UpstreamEventKind | undefined, limit: number): Inbox {
  const inbox = state.events.inboxOf(caller.account);
  const events = visible(state, caller);
  const groups = kindsOf(caller)
    .filter((kind) => only === undefined || kind === only)
    .map((kind) => {
      const own = events.filter((e) => e.kind === kind).reverse();
      const items: InboxItem[] = own.slice(0, limit).map(({ permission: _p, at_ms: _a, ...item }) => ({ ...item, read: isRead(inbox, item as StoredEvent) }));
      const { zh, en } = EVENT_KIND.options[kind];
      return { kind, title: { zh, en }, muted: inbox.muted.includes(kind), unread: own.filter((e) => !isRead(inbox, e)).length, items };
    });
  return { ...unreadTotal(state, caller), groups };
}

function mustSeeKind(caller: Caller, kind: UpstreamEventKind): void {
  if (!kindsOf(caller).includes(kind)) throw new Fail(TEXT.kindNotYours, { kind: { zh: EVENT_KIND.options[kind].zh, en: EVENT_KIND.options[kind].en } }, { http: 403 });
}

function page(after: readonly StoredEvent[], cursor: number, limit: number) {
  const events = after.slice(0, limit).map(({ at_ms: _a, ...event }) => event);
  return { events, next_after: events.at(-1)?.id ?? cursor, more: after.length > events.length, retention_hours: EVENT_RETENTION_HOURS };
}

export function serveEvents(router: Router): void {
  router.on(EVENTS_ENDPOINTS.EVENTS_FEED, ({ query, state }) => {
    const log = state.events;
    if (query.after === undefined) return page(log.kept(), log.droppedThrough, query.limit);
    const params = { after: query.after, oldest: log.droppedThrough, newest: log.newestId, hours: EVENT_RETENTION_HOURS };
    const data = { oldest_id: log.droppedThrough, newest_id: log.newestId };
    // a cursor below the last dropped id has missed events; one above the newest was issued by another upstream's life
    if (query.after < log.droppedThrough) throw new Fail(TEXT.cursorExpired, params, { http: CURSOR_GONE_HTTP, data: { reason: 'expired', ...data } });
    if (query.after > log.newestId) throw new Fail(TEXT.cursorUnknown, params, { http: CURSOR_GONE_HTTP, data: { reason: 'unknown', ...data } });
    const cursor = query.after;
    return page(log.kept().filter((e) => e.id > cursor), cursor, query.limit);
  });

  router.on(EVENTS_ENDPOINTS.inboxRead, ({ query, state, caller }) => {
    const me = caller as Caller;
    if (query.kind) mustSeeKind(me, query.kind);
    return inboxOf(state, me, query.kind, query.limit);
  });

  // the two facts `maySee` reads, for the gateway's event stream
  router.on(EVENTS_ENDPOINTS.inboxAudience, ({ caller }) => {
    const me = caller as Caller;
    return { permissions: kindsOf(me).map((kind) => EVENT_RECORDS[kind].permission), shop_id: me.user.merchant_id ?? null };
  });

  router.on(EVENTS_ENDPOINTS.inboxMarkRead, ({ body, state, caller }) => {
    const me = caller as Caller;
    const mine = new Map(visible(state, me).map((e) => [e.id, e]));
    // every id checked before any is marked: a refused call changes nothing
    for (const id of body.ids) if (!mine.has(id)) throw new Fail(TEXT.itemNotFound, { id }, { http: 404 });
    const inbox = state.events.inboxOf(me.account);
    for (const id of body.ids) if (!isRead(inbox, mine.get(id) as StoredEvent)) inbox.read.push(id);
    state.changed();
    return unreadTotal(state, me);
  });

  router.on(EVENTS_ENDPOINTS.inboxMarkAllRead, ({ body, state, caller }) => {
    const me = caller as Caller;
    if (body.kind) mustSeeKind(me, body.kind);
    const inbox = state.events.inboxOf(me.account);
    const newest = state.events.newestId;
    for (const kind of body.kind ? [body.kind] : kindsOf(me)) inbox.read_through[kind] = newest;
    state.changed();
    return unreadTotal(state, me);
  });

  router.on(EVENTS_ENDPOINTS.inboxMute, ({ body, state, caller }) => {
    const me = caller as Caller;
    mustSeeKind(me, body.kind);
    const inbox = state.events.inboxOf(me.account);
    inbox.muted = body.muted ? [...new Set([...inbox.muted, body.kind])] : inbox.muted.filter((k) => k !== body.kind);
    state.changed();
    return unreadTotal(state, me);
  });
}
