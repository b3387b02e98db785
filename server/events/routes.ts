/**
 * `GET /gateway/events`: one Server-Sent Events stream per console tab, carrying every event its account may see
 * (docs/jobs.md "Progress, streamed"). An EventSource cannot send headers, so the stream is authorised by the session
 * cookie (`cc_session`, sessions.ts), which reads and never writes; the token header works too. Each stream gets only
 * the events `mayReceive` lets through, rendered in the stream's language (`?lang=`, else Accept-Language). Signing
 * out ends the session's streams, on every replica.
 *
 * Two kinds of events share a stream (docs/events.md "The stream"): the upstream's (`inbox`, with the upstream's
 * event id as the SSE `id`, replayed after a reconnect from its `Last-Event-ID`) and the gateway's own (`job`,
 * `resync`), which carry no `id`: a job's event is the whole job as it is now, so a reconnect reads the jobs again
 * instead of replaying, and an event without an id leaves the browser's last id as it was, so job events never move
 * the replay's cursor.
 *
 * The stream holds no upstream connection and no job slot: only its socket, which counts against its client's
 * MAX_CONNECTIONS_PER_CLIENT like any other, and one of MAX_STREAMS_PER_ACCOUNT. A gateway that closes ends its
 * streams first, and each browser reconnects (to another replica behind the balancer) after the `retry` hint.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { langFromAcceptLanguage, type Lang } from '../../contract/i18n.ts';
import { GatewayError } from '../errors.ts';
import type { Who } from '../jobs/store.ts';
import type { UpstreamEvent } from '../../contract/events.ts';
import { type AudienceOf, type InboxAudience, inboxView, receives } from './audience.ts';
import { type EventBus, mayReceive } from './bus.ts';
import type { InboxLog } from './inbox-log.ts';
import { openEventStream, STREAM_HEADERS } from './sse.ts';

export const EVENTS_PATH = '/gateway/events';
/** Streams one account may hold open at once (its tabs, across browsers): more answer 429. */
export const MAX_STREAMS_PER_ACCOUNT = 16;

export interface EventRoutesOptions {
  bus: EventBus;
  /**
   * Who the request is, from the session cookie or the token header, and its session (the token's hash: a sign-out
   * ends that session's streams); throws a 401 GatewayError when nobody.
   */
  caller(request: FastifyRequest): Promise<Who & { session: string; token: string }>;
  /** The upstream's events: the log every replica follows, and who may see which. */
  inbox: { log: InboxLog; audienceOf: AudienceOf };
  /** An event's data as one stream sees it, by kind (a job's error in the stream's language); unlisted kinds as sent. */
  render?: Record<string, (data: unknown, lang: Lang) => unknown>;
  /** The heartbeat's period (sse.ts HEARTBEAT_MS); tests shorten it. */
  heartbeatMs?: number;
}

/** A session signed out (sessions.ts): its streams end, on every replica. Never sent to a browser. */
const SESSION_ENDED = 'session_ended';
export const sessionEndedEvent = (session: string) => ({ kind: SESSION_ENDED, audience: 'everyone' as const, data: { session } });

const eventsQuery = z.object({ lang: z.enum(['zh', 'en']).optional() });
/** The last upstream event id the browser holds (what an EventSource sends back when it reconnects). */
const lastEventId = z.string().regex(/^\d{1,15}$/).transform(Number).optional();

export const INBOX_EVENT = 'inbox';
export const RESYNC_EVENT = 'resync';

export function registerEventRoutes(app: FastifyInstance, options: EventRoutesOptions): void {
  const { bus, render = {} } = options;
  const streamsOf = new Map<string, number>();
  const open = new Set<() => void>();
  // A closing gateway ends its streams (else its close would wait for them forever); browsers reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  app.get(EVENTS_PATH, async (request, reply) => {
    const query = eventsQuery.safeParse(request.query);
    if (!query.success) throw new GatewayError(400, 'bad_request');
    const after = lastEventId.safeParse(request.headers['last-event-id'] || undefined);
    if (!after.success) throw new GatewayError(400, 'events_bad_last_event_id');
    const who = await options.caller(request);
    const audience = await options.inbox.audienceOf(who.token, who.session);
    // the upstream ended the session: a stream would only end and come back every few seconds
    if (audience === 'refused') throw new GatewayError(401, 'job_session_required');
    const held = streamsOf.get(who.account) ?? 0;
    if (held >= MAX_STREAMS_PER_ACCOUNT) throw new GatewayError(429, 'events_too_many_streams');
    streamsOf.set(who.account, held + 1);
    const lang = query.data.lang ?? langFromAcceptLanguage(request.headers['accept-language']);

    let unsubscribe = () => {};
    let unfollow = () => {};
    let ended = false;
    const stream = openEventStream({
      heartbeatMs: options.heartbeatMs,
      onEnd: () => {
        ended = true;
        unsubscribe();
        unfollow();
        open.delete(stream.end);
        const left = (streamsOf.get(who.account) ?? 1) - 1;
        if (left <= 0) streamsOf.delete(who.account);
        else streamsOf.set(who.account, left);
      },
    });
    open.add(stream.end);
    unsubscribe = bus.subscribe((event) => {
      if (event.kind === SESSION_ENDED) {
        if ((event.data as { session?: string }).session === who.session) stream.end();
        return;
      }
      if (!mayReceive(event.audience, who)) return;
      const shown = render[event.kind];
      stream.send(event.kind, shown ? shown(event.data, lang) : event.data);
    });
    // The client went away (or the answer ended): the stream ends with it.
    reply.raw.once('close', stream.end);
    reply.headers(STREAM_HEADERS).send(stream.body);
    if (audience) {
      unfollow = await followInbox(options.inbox.log, audience, after.data, (event) => stream.send(INBOX_EVENT, inboxView(event, lang), event.id), () => stream.send(RESYNC_EVENT, {}));
      // the browser left during the replay
      if (ended) unfollow();
    } else {
      // the upstream cannot say now who this is: the browser comes back after the retry hint and asks again
      request.log.warn({ account: who.account }, 'event stream: the upstream did not answer who may see what; the stream ends for a retry');
      stream.end();
    }
    return reply;
  });
}

/**
 * Sends `audience`'s events of the log: those kept after `after` (a reconnect's Last-Event-ID) first, then the live
 * ones, each once and in id order: live events arriving during the replay wait for it, and none at or below the last
 * sent goes out again. Answers the unsubscribe.
 */
async function followInbox(
  log: InboxLog,
  audience: InboxAudience,
  after: number | undefined,
  send: (event: UpstreamEvent) => void,
  resync: () => void,
): Promise<() => void> {
  let lastSent = after ?? 0;
  const sendOnce = (event: UpstreamEvent) => {
    if (event.id <= lastSent || !receives(audience, event)) return;
    lastSent = event.id;
    send(event);
  };
  let waiting: UpstreamEvent[] | undefined = [];
  const unsubscribe = log.subscribe((event) => (waiting ? waiting.push(event) : sendOnce(event)));
  try {
    if (after !== undefined) {
      const replay = await log.since(after);
      // some events after the browser's are no longer kept: its inbox must be read again
      if (!replay.complete) resync();
      for (const event of replay.events) sendOnce(event);
    }
  } catch {
    // the log cannot be read now (Redis away): what was missed is read again from the inbox
    resync();
  } finally {
    const live = waiting;
    waiting = undefined;
    for (const event of live) sendOnce(event);
  }
  return unsubscribe;
}
