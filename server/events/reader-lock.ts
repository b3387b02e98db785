/**
 * One feed reader per deployment (docs/events.md "The gateway's reader"): with Redis, the replica holding a lock
 * reads. The lock is Redis's own `SET key value NX PX ttl`, renewed while reading and checked by its holder's token
 * (a script, so a holder that paused past its TTL cannot extend or delete another's lock). A replica that stops
 * releases it; one that dies lets it lapse within LOCK_TTL_MS, and another takes it at its next try.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';

export const LOCK_TTL_MS = 5_000;

export interface ReaderLock {
  /** Takes the lock if free, or renews it if held: whether this replica holds it now. */
  hold(): Promise<boolean>;
  release(): Promise<void>;
  close(): Promise<void>;
}

const KEY = 'cc:inbox:reader';
const RENEW = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

export function redisReaderLock(url: string, onError: (error: Error) => void): ReaderLock {
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  redis.on('error', onError);
  const token = randomUUID();
  let held = false;
  return {
    async hold() {
      try {
        held = held
          ? Number(await redis.eval(RENEW, 1, KEY, token, String(LOCK_TTL_MS))) === 1
          : (await redis.set(KEY, token, 'PX', LOCK_TTL_MS, 'NX')) === 'OK';
      } catch (error) {
        // Redis away: this replica can no longer be sure it is the only reader
        onError(error as Error);
        held = false;
      }
      return held;
    },
    async release() {
      if (held) await redis.eval(RELEASE, 1, KEY, token).catch(onError);
      held = false;
    },
    async close() {
      redis.disconnect();
    },
  };
}

/** Without Redis there is one gateway: it always reads. */
export const soleReader: ReaderLock = { hold: async () => true, release: async () => {}, close: async () => {} };
