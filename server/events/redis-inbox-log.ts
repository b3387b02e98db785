/**
 * The inbox log on Redis (docs/events.md "The gateway's reader"): a Redis Stream every replica reads, trimmed to the
 * last 24 hours as it is written (XADD MINID), with the last appended id beside it; the append is one script, so two
 * writers (a reader that lost its lock, a webhook retried) cannot add an event twice or out of order. Each replica
 * follows the stream with a blocking XREAD on a connection of its own.
 */
import { Redis } from 'ioredis';
import type { UpstreamEvent } from '../../contract/events.ts';
import { type InboxLog, isComplete, Listeners, RETENTION_MS } from './inbox-log.ts';

const STREAM = 'cc:inbox:events';
const LAST = 'cc:inbox:last';
/** How long one XREAD waits for new entries before asking again (it also notices a close). */
const BLOCK_MS = 5_000;
const REPLAY_PAGE = 200;

/** KEYS: stream, last id; ARGV: the event's id, its JSON, the oldest stream id kept (ms). */
const APPEND = `
local last = tonumber(redis.call('GET', KEYS[2]) or '0')
if tonumber(ARGV[1]) <= last then return 0 end
redis.call('SET', KEYS[2], ARGV[1])
redis.call('XADD', KEYS[1], 'MINID', '~', ARGV[3], '*', 'event', ARGV[2])
return 1`;

type Entry = [id: string, fields: string[]];
const eventOf = ([, fields]: Entry): UpstreamEvent => JSON.parse(fields[fields.indexOf('event') + 1]) as UpstreamEvent;

export function redisInboxLog(url: string, onError: (error: Error) => void): InboxLog {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  // A blocked XREAD holds its connection: the tail has one of its own.
  const tail = new Redis(url, { maxRetriesPerRequest: null });
  redis.on('error', onError);
  tail.on('error', onError);
  const listeners = new Listeners<UpstreamEvent>();
  let closed = false;

  const follow = async () => {
    // from the stream's end as it is now: what came before is the replay's (since)
    let from = ((await tail.xrevrange(STREAM, '+', '-', 'COUNT', 1)) as Entry[])[0]?.[0] ?? '0-0';
    while (!closed) {
      try {
        const answer = (await tail.xread('BLOCK', BLOCK_MS, 'STREAMS', STREAM, from)) as [string, Entry[]][] | null;
        for (const entry of answer?.[0]?.[1] ?? []) {
          from = entry[0];
          listeners.emit(eventOf(entry));
        }
      } catch (error) {
        if (closed) return;
        onError(error as Error);
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  };
  const following = follow().catch((error) => closed || onError(error as Error));

  const lastId = async () => Number((await redis.get(LAST)) ?? 0);
  return {
    async append(events) {
      let added = 0;
      for (const event of [...events].sort((a, b) => a.id - b.id)) {
        const minId = String(Date.now() - RETENTION_MS);
        added += Number(await redis.eval(APPEND, 2, STREAM, LAST, String(event.id), JSON.stringify(event), minId));
      }
      return added;
    },
    lastId,
    async restartAt(id) {
      await redis.set(LAST, String(id));
    },
    async since(after) {
      // newest first, page by page, until an event at or below `after`: a reconnect usually missed a few
      const found: UpstreamEvent[] = [];
      let end = '+';
      for (;;) {
        const page = (await redis.xrevrange(STREAM, end, '-', 'COUNT', REPLAY_PAGE)) as Entry[];
        const newer = page.map(eventOf).filter((e) => e.id > after);
        found.push(...newer);
        if (page.length < REPLAY_PAGE || newer.length < page.length) break;
        end = `(${page.at(-1)![0]}`;
      }
      const events = found.reverse();
      return { events, complete: isComplete(events, after, await lastId()) };
    },
    subscribe: (listener) => listeners.add(listener),
    async close() {
      closed = true;
      tail.disconnect();
      redis.disconnect();
      // With Redis away the tail's first read waits in ioredis's offline queue, which a disconnect does not always
      // reject: a close waits for the loop a second at most, never for Redis (a gateway stops while Redis is down).
      await Promise.race([following, new Promise((resolve) => setTimeout(resolve, 1_000).unref())]);
    },
  };
}
