/**
 * The upstream's events (docs/events.md): what happened that needs someone (an order paid and waiting to ship, a
 * refund asked for, a withdrawal to review...), published two ways, and each account's inbox of them.
 *
 * - The feed: a cursor-based read (`EVENTS_FEED`) the gateway alone makes, with a service account holding
 *   `EVENTS_FEED_LABEL`. Each event carries an id that only grows (the gateway's SSE `id`, so a browser's
 *   `Last-Event-ID` names it), the shop it belongs to (null: the platform's) and the read label of its record's
 *   resource, so the gateway targets each person by role and shop. Events are kept `EVENT_RETENTION_HOURS`; a cursor
 *   older than that, or from another life of the upstream, is answered with HTTP 410 and the reader starts over.
 * - The webhook (contract/eventsWebhook.ts): the same events POSTed to the gateway, signed with HMAC-SHA256.
 * - The inbox: per account, kept by the upstream (so it is the same in every tab and browser): the events the account
 *   may see, read or unread, and the kinds it muted.
 */
import { z } from 'zod';
import { defineEnum } from './enums.ts';
import { endpoint } from './endpoint.ts';
import type { Text } from './i18n.ts';
import { dateTime } from './list.ts';
import { afterSales } from './resources/afterSales.ts';
import { goods, goodsReview } from './resources/goods.ts';
import { merchants } from './resources/merchants.ts';
import { orders } from './resources/orders.ts';
import { withdrawals } from './resources/withdrawals.ts';

/**
 * The label of the feed: no screen's, so no person holds it; only the gateway's service account does. A person's token
 * reading the feed would see every shop's events, which targeting exists to prevent.
 */
export const EVENTS_FEED_LABEL = 'service_eventsFeed';
/** The upstream's calls for services (the event feed): the gateway calls them itself and never passes a browser's on. */
export const SERVICE_PATH_PREFIX = '/api/v2/service/';
/** Labels that name no route: an account holds them only by being given them (accounts of a service, not people). */
export const SERVICE_LABELS: readonly string[] = [EVENTS_FEED_LABEL];

export const EVENT_RETENTION_HOURS = 24;
export const EVENTS_PAGE_MAX = 500;

export const EVENT_KIND = defineEnum({
  order_paid: { zh: '新订单待发货', en: 'Order paid, to ship', color: 'orange' },
  after_sale_requested: { zh: '新售后申请', en: 'After-sale requested', color: 'red' },
  withdrawal_requested: { zh: '新提现申请', en: 'Withdrawal requested', color: 'yellow' },
  goods_submitted: { zh: '商品待审核', en: 'Goods to review', color: 'blue' },
  merchant_applied: { zh: '商家入驻申请', en: 'Merchant application', color: 'violet' },
  stock_low: { zh: '库存不足', en: 'Stock low', color: 'brown' },
  // the gateway's own (a job of its queue finished): reserved, never published by the upstream
  job_finished: { zh: '任务已完成', en: 'Job finished', color: 'green' },
});
export type EventKind = z.infer<typeof EVENT_KIND.schema>;
/** The kinds the upstream publishes: all but the gateway's own. */
export const UPSTREAM_EVENT_KINDS = EVENT_KIND.values.filter((k) => k !== 'job_finished') as Exclude<EventKind, 'job_finished'>[];
export type UpstreamEventKind = (typeof UPSTREAM_EVENT_KINDS)[number];

/**
 * Each kind's record: its resource, and the label a reader needs to see the event, that resource's read label
 * (contract/permissionLabels.ts), the same one that opens the record's list.
 */
export const EVENT_RECORDS: Record<UpstreamEventKind, { resource: string; permission: string }> = {
  order_paid: { resource: orders.name, permission: orders.permission.read },
  after_sale_requested: { resource: afterSales.name, permission: afterSales.permission.read },
  withdrawal_requested: { resource: withdrawals.name, permission: withdrawals.permission.read },
  goods_submitted: { resource: goodsReview.name, permission: goodsReview.permission.read },
  merchant_applied: { resource: merchants.name, permission: merchants.permission.read },
  stock_low: { resource: goods.name, permission: goods.permission.read },
};

const text = z.object({ zh: z.string(), en: z.string() }) satisfies z.ZodType<Text>;

export const upstreamEvent = z.object({
  /** 1, 2, 3...: only grows, across restarts of an upstream that keeps its state; the SSE id of the event. */
  id: z.number().int().min(1),
  kind: EVENT_KIND.schema,
  time: dateTime,
  /** The shop the record belongs to; null for the platform's work (a member's withdrawal, a merchant's application). */
  shop_id: z.number().int().min(1).nullable(),
  record: z.object({ resource: z.string(), id: z.number().int().min(1) }),
  title: text,
  summary: text,
  /** The label a reader needs (EVENT_RECORDS); a merchant's account sees only events of its own shop besides. */
  permission: z.string(),
});
export type UpstreamEvent = z.infer<typeof upstreamEvent>;

export const eventsPage = z.object({
  /** Oldest first, each id above the cursor. */
  events: z.array(upstreamEvent),
  /** The cursor of the next call: the last event's id; when none came, the one given (or the newest dropped). */
  next_after: z.number().int().min(0),
  /** Whether more events follow at once (the page was full). */
  more: z.boolean(),
  retention_hours: z.number().int(),
});

/** Why a cursor is refused (HTTP 410, `data`): the events after it are gone, or it names none this upstream issued. */
export const cursorRefusal = z.object({
  reason: z.enum(['expired', 'unknown']),
  /** Start over from here: the oldest event kept is `oldest_id`; a reader resyncs its counts from the lists. */
  oldest_id: z.number().int().min(0),
  newest_id: z.number().int().min(0),
});
export const CURSOR_GONE_HTTP = 410;

export const EVENTS_FEED = endpoint({
  method: 'GET',
  path: `${SERVICE_PATH_PREFIX}events`,
  auth: 'token',
  permission: EVENTS_FEED_LABEL,
  query: z.object({
    /** The last event id the reader holds (0: none yet); absent: from the oldest kept, whatever was dropped. */
    after: z.coerce.number().int().min(0).optional(),
    limit: z.coerce.number().int().min(1).max(EVENTS_PAGE_MAX).default(100),
  }),
  response: eventsPage,
  summary: { zh: '事件流（网关服务账号读取）', en: 'Event feed (read by the gateway service account)' },
});

// The inbox: the caller's own, like its preferences.

export const INBOX_ITEMS_MAX = 100;

export const inboxItem = upstreamEvent.omit({ permission: true }).extend({ read: z.boolean() });
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxGroup = z.object({
  kind: EVENT_KIND.schema,
  title: text,
  muted: z.boolean(),
  unread: z.number().int().min(0),
  /** Newest first. */
  items: z.array(inboxItem),
});

export const inbox = z.object({
  /** Unread items of the kinds not muted: the bell's number. */
  unread_total: z.number().int().min(0),
  /** One group per kind the account may see, in EVENT_KIND's order, empty ones too. */
  groups: z.array(inboxGroup),
});
export type Inbox = z.infer<typeof inbox>;

const INBOX = '/api/v2/common/inbox';
const OWN_INBOX = { to: 'signedIn', why: "the caller's own inbox: which of the events it may see it has read, which kinds it muted" } as const;
const upstreamKind = z.enum(UPSTREAM_EVENT_KINDS);

export const inboxRead = endpoint({
  method: 'GET',
  path: INBOX,
  auth: 'token',
  notActivity: 'the bell reads it on its own: when an event arrives, when the stream reopens, when the window gets the focus back',
  query: z.object({
    kind: upstreamKind.optional(),
    /** Items per group. */
    limit: z.coerce.number().int().min(1).max(INBOX_ITEMS_MAX).default(20),
  }),
  response: inbox,
  summary: { zh: '我的消息（按类型分组，未读数）', en: 'My inbox (grouped by kind, unread counts)' },
});

export const inboxMarkRead = endpoint({
  method: 'POST',
  path: `${INBOX}/read`,
  auth: 'token',
  open: OWN_INBOX,
  body: z.object({ ids: z.array(z.number().int().min(1)).min(1).max(INBOX_ITEMS_MAX) }),
  response: inbox.pick({ unread_total: true }),
  summary: { zh: '标记为已读', en: 'Mark items read' },
});

export const inboxMarkAllRead = endpoint({
  method: 'POST',
  path: `${INBOX}/read_all`,
  auth: 'token',
  open: OWN_INBOX,
  /** A kind: that kind's items only; none: every kind's. */
  body: z.object({ kind: upstreamKind.optional() }),
  response: inbox.pick({ unread_total: true }),
  summary: { zh: '全部标记为已读', en: 'Mark all read' },
});

export const inboxMute = endpoint({
  method: 'PUT',
  path: `${INBOX}/mutes`,
  auth: 'token',
  open: OWN_INBOX,
  body: z.object({ kind: upstreamKind, muted: z.boolean() }),
  response: inbox.pick({ unread_total: true }),
  summary: { zh: '屏蔽或恢复某类消息', en: 'Mute or unmute a kind' },
});

/**
 * Which events the caller may see, as the upstream decides it (the gateway asks it once per session to target its
 * event stream): the read labels of the kinds it may see, and the shop a merchant's account is confined to (null: an
 * account of the platform, every shop's events of those kinds).
 */
export const inboxAudience = endpoint({
  method: 'GET',
  path: `${INBOX}/audience`,
  auth: 'token',
  notActivity: 'the gateway asks it to target a session\'s event stream, never a person',
  response: z.object({ permissions: z.array(z.string()), shop_id: z.number().int().min(1).nullable() }),
  summary: { zh: '我可接收的事件（权限与店铺）', en: 'Which events I may receive (labels and shop)' },
});

export const EVENTS_ENDPOINTS = { EVENTS_FEED, inboxRead, inboxMarkRead, inboxMarkAllRead, inboxMute, inboxAudience };

/** What the upstream POSTs to the gateway's webhook (contract/eventsWebhook.ts signs it). */
export const eventsWebhookPayload = z.object({ events: z.array(upstreamEvent).min(1) });
export type EventsWebhookPayload = z.infer<typeof eventsWebhookPayload>;
