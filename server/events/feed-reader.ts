/**
 * The gateway's reader of the upstream's event feed (docs/events.md "The gateway's reader"): it signs in as the
 * service account (the seller login, which asks no captcha of a program), reads the feed from its cursor (the last
 * id of the inbox log, so a replica taking over continues where the last reader stopped) and appends what it reads
 * to the log. Only while it holds the reader lock: one reader per deployment. A cursor the upstream refuses (HTTP
 * 410: expired, or from another life of the upstream) starts over from the upstream's newest event, and every stream
 * is told to `resync` (read its inbox again).
 */
import type { FastifyBaseLogger } from 'fastify';
import { CURSOR_GONE_HTTP, EVENTS_FEED, EVENTS_PAGE_MAX, eventsPage } from '../../contract/events.ts';
import { shell } from '../../contract/index.ts';
import { STATUS } from '../../contract/envelope.ts';
import type { JobCalls } from '../jobs/upstream-calls.ts';
import type { InboxLog } from './inbox-log.ts';
import { LOCK_TTL_MS, type ReaderLock } from './reader-lock.ts';

/** How often the lock is renewed by its holder and tried by the others: three times per TTL. */
const LOCK_EVERY_MS = Math.floor(LOCK_TTL_MS / 3);
/** The pause after a failed sign-in or read, before trying again. */
const FAILED_PAUSE_MS = 2_000;

export interface FeedReaderOptions {
  account: string;
  password: string;
  /** The pause between two reads that found nothing new. */
  pollMs: number;
  calls: JobCalls;
  log: InboxLog;
  lock: ReaderLock;
  /** Streams may have missed events (the cursor was refused): they read their inbox again. */
  resync(): Promise<void>;
  logger: FastifyBaseLogger;
}

export interface FeedReader {
  /** Whether this replica holds the lock and reads (for tests and /readyz-like probes). */
  reading(): boolean;
  stop(): Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

export function startFeedReader(options: FeedReaderOptions): FeedReader {
  const { calls, log, lock, logger } = options;
  const stopping = new AbortController();
  let leading = false;
  let token: string | undefined;
  /** Failures in a row: only the first of a streak is logged at warn. */
  let failing = 0;

  let renewing: Promise<void> | undefined;
  const renew = () => {
    // one lock call at a time: two at once would race each other's answers (a slow Redis)
    renewing ??= renewOnce().finally(() => {
      renewing = undefined;
    });
    return renewing;
  };
  const renewOnce = async () => {
    const was = leading;
    leading = await lock.hold();
    if (leading && !was) logger.info({ account: options.account }, 'events feed: this replica holds the reader lock and reads the feed');
    if (!leading && was) logger.warn('events feed: the reader lock was lost; another replica reads the feed');
  };
  const renewal = setInterval(() => void renew(), LOCK_EVERY_MS);

  const failed = (what: string, detail: object) => {
    if (failing++ === 0) logger.warn(detail, `events feed: ${what}; trying again every ${FAILED_PAUSE_MS} ms`);
  };

  const signIn = async (): Promise<string | undefined> => {
    const answer = await calls.call({ method: 'POST', path: shell.sellerLogin.path, body: { account: options.account, password: options.password }, token: '', lang: 'en' });
    const data = answer.kind === 'answered' ? (answer.data as { token?: unknown } | undefined) : undefined;
    if (answer.kind === 'answered' && answer.status === STATUS.OK && typeof data?.token === 'string') return data.token;
    failed('the service account could not sign in', { account: options.account, error: answer.kind === 'answered' ? answer.error : answer.error.message });
    return undefined;
  };

  /** One page: answers whether more wait at once. */
  const readPage = async (): Promise<boolean> => {
    token ??= await signIn();
    if (!token) return false;
    const after = await log.lastId();
    const query = { limit: EVENTS_PAGE_MAX, ...(after > 0 ? { after } : {}) };
    const answer = await calls.call({ method: 'GET', path: EVENTS_FEED.path, query, token, lang: 'en', signal: stopping.signal });
    if (answer.kind === 'transport') {
      failed('the feed did not answer', { error: answer.error.message });
      return false;
    }
    if (answer.http === CURSOR_GONE_HTTP) {
      const { newest_id: newest, reason } = (answer.data ?? {}) as { newest_id?: number; reason?: string };
      logger.warn({ after, reason, newest }, 'events feed: the cursor was refused; starting over from the newest event, streams resync');
      await log.restartAt(typeof newest === 'number' ? newest : 0);
      await options.resync();
      return true;
    }
    const page = eventsPage.safeParse(answer.data);
    if (answer.status !== STATUS.OK || !page.success) {
      // most likely the service account's session ended: sign in again next time
      token = undefined;
      failed('the feed refused the read', { http: answer.http, error: answer.error });
      return false;
    }
    if (failing > 0) logger.info({ after }, 'events feed: reading again');
    failing = 0;
    await log.append(page.data.events);
    return page.data.more;
  };

  const loop = async () => {
    await renew();
    while (!stopping.signal.aborted) {
      if (!leading) {
        await sleep(LOCK_EVERY_MS, stopping.signal);
        continue;
      }
      let more = false;
      try {
        more = await readPage();
      } catch (error) {
        // the log (Redis) refused the append: the same page is read again
        failed('the events could not be kept', { err: error });
      }
      if (!more) await sleep(failing > 0 ? FAILED_PAUSE_MS : options.pollMs, stopping.signal);
    }
  };
  const running = loop();

  return {
    reading: () => leading,
    async stop() {
      stopping.abort();
      clearInterval(renewal);
      await running;
      await renewing;
      leading = false;
      await lock.release();
      await lock.close();
    },
  };
}
