/**
 * `GET /gateway/events`: one Server-Sent Events stream per console tab, carrying every event its account may see
 * (docs/jobs.md "Progress, streamed"). An EventSource cannot send headers, so the stream is authorised by the session
 * cookie (`cc_session`, sessions.ts), which reads and never writes; the token header works too. Each stream gets only
 * the events `mayReceive` lets through, rendered in the stream's language (`?lang=`, else Accept-Language). Signing
 * out ends the session's streams, on every replica.
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
import { type EventBus, mayReceive } from './bus.ts';
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
  caller(request: FastifyRequest): Promise<Who & { session: string }>;
  /** An event's data as one stream sees it, by kind (a job's error in the stream's language); unlisted kinds as sent. */
  render?: Record<string, (data: unknown, lang: Lang) => unknown>;
  /** The heartbeat's period (sse.ts HEARTBEAT_MS); tests shorten it. */
  heartbeatMs?: number;
}

/** A session signed out (sessions.ts): its streams end, on every replica. Never sent to a browser. */
const SESSION_ENDED = 'session_ended';
export const sessionEndedEvent = (session: string) => ({ kind: SESSION_ENDED, audience: 'everyone' as const, data: { session } });

const eventsQuery = z.object({ lang: z.enum(['zh', 'en']).optional() });

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
    const who = await options.caller(request);
    const held = streamsOf.get(who.account) ?? 0;
    if (held >= MAX_STREAMS_PER_ACCOUNT) throw new GatewayError(429, 'events_too_many_streams');
    streamsOf.set(who.account, held + 1);
    const lang = query.data.lang ?? langFromAcceptLanguage(request.headers['accept-language']);

    let unsubscribe = () => {};
    const stream = openEventStream({
      heartbeatMs: options.heartbeatMs,
      onEnd: () => {
        unsubscribe();
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
    return reply.headers(STREAM_HEADERS).send(stream.body);
  });
}
