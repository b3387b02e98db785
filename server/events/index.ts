/**
 * The upstream's events in the gateway (docs/events.md "The gateway's reader"): the inbox log REDIS_URL chooses (a
 * Redis Stream every replica follows, or this process's memory), the feed reader that fills it while it holds the
 * reader lock (one per deployment), the webhook route when EVENTS_WEBHOOK_SECRET is set, and who may see which
 * event. jobs/index.ts hands the result to the event stream's route.
 */
import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.ts';
import type { Upstream } from '../upstream-pool.ts';
import { jobCalls } from '../jobs/upstream-calls.ts';
import { type AudienceOf, audienceOf } from './audience.ts';
import type { EventBus } from './bus.ts';
import { type FeedReader, startFeedReader } from './feed-reader.ts';
import { type InboxLog, memoryInboxLog } from './inbox-log.ts';
import { redisReaderLock, soleReader } from './reader-lock.ts';
import { redisInboxLog } from './redis-inbox-log.ts';
import { registerEventsWebhook } from './webhook.ts';

export interface Inbox {
  log: InboxLog;
  audienceOf: AudienceOf;
  /** This replica's feed reader; undefined when no service account is configured. */
  reader?: FeedReader;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The upstream's events as this gateway follows them (tests look at who reads the feed). */
    inbox: Inbox;
  }
}

export async function startInbox(app: FastifyInstance, config: GatewayConfig, upstream: Upstream, bus: EventBus, redisDown: (error: Error) => void): Promise<Inbox> {
  const log = config.redisUrl ? redisInboxLog(config.redisUrl, redisDown) : memoryInboxLog();
  // Calls of their own, one at a time: the reader and the audience lookups never wait behind a job's rows.
  const calls = jobCalls(upstream, 2);
  let reader: FeedReader | undefined;
  if (config.eventsFeed) {
    const feed = config.eventsFeed;
    const lock = config.redisUrl ? redisReaderLock(config.redisUrl, redisDown) : soleReader;
    const resync = () => bus.publish({ kind: 'resync', audience: 'everyone', data: {} });
    // started once the gateway is ready, so a gateway that fails to start never held the lock
    app.addHook('onReady', async () => {
      reader = startFeedReader({ ...feed, calls, log, lock, resync, logger: app.log });
      inbox.reader = reader;
    });
  } else if (config.eventsWebhookSecret) {
    app.log.info('events feed: EVENTS_FEED_ACCOUNT is unset, so this gateway reads no event feed: inbox events come by the webhook');
  } else {
    app.log.warn('events feed: EVENTS_FEED_ACCOUNT is unset, so this gateway reads no event feed and the inbox gets no live events');
  }
  if (config.eventsWebhookSecret) await registerEventsWebhook(app, { secret: config.eventsWebhookSecret, log });
  const inbox: Inbox = { log, audienceOf: audienceOf(calls), reader };
  app.decorate('inbox', inbox);
  // before the upstream pool closes (onClose): a reader stops between reads and releases the lock at once
  app.addHook('preClose', async () => {
    await inbox.reader?.stop();
    calls.close();
    await log.close();
  });
  return inbox;
}
