/** The in-memory store @fastify/rate-limit ships without types of its own (used by cluster-link.ts). */
declare module '@fastify/rate-limit/store/LocalStore.js' {
  type Done = (error: Error | null, result: { current: number; ttl: number }) => void;
  export default class LocalStore {
    constructor(continueExceeding?: boolean, exponentialBackoff?: boolean, cache?: number);
    incr(key: string, done: Done, timeWindow: number, max: number): void;
    read(key: string, done: Done, timeWindow: number, max: number): void;
  }
}
