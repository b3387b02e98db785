/** The stores @fastify/rate-limit ships without types: its in-memory one (cluster-link.ts) and its Redis one (rate-limit-store.ts). */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Done = (error: Error | null, result: { current: number; ttl: number }) => void;
  export default class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(key: string, done: Done, timeWindow: number, max: number): void;
    read(key: string, done: Done, timeWindow: number, max: number): void;
  }
}

declare module '@fastify/rate-limit/store/RedisStore.js' {
  import type { Redis } from 'ioredis';
  type Done = (error: Error | null, result: { current: number; ttl: number }) => void;
  export default class RedisStore {
    constructor(continueExceeding: boolean | undefined, exponentialBackoff: boolean | undefined, redis: Redis, key?: string);
    incr(key: string, done: Done, timeWindow: number, max: number): void;
    read(key: string, done: Done, timeWindow: number, max: number): void;
  }
}
