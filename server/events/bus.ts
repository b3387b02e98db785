/**
 * The gateway's event bus: what happens on any replica reaches every browser stream on every replica (docs/jobs.md
 * "Progress, streamed"). With REDIS_URL, events go through Redis pub/sub, so a job running on one replica reaches a
 * stream held by another; without it, in this process. Every event has a kind (job progress is the first; issue 39
 * adds the inbox's) and an audience: the stream route (routes.ts) gives each browser only the events it may see.
 */
import { Redis } from 'ioredis';

/** Who may receive an event: one account, and administrators when `admins`; or every stream (`resync`). */
export type Audience = { account: string; admins: boolean } | 'everyone';

export interface GatewayEvent {
  /** The stream's event name: `job` (a job changed), `resync` (events may have been missed: read the state again). */
  kind: string;
  audience: Audience;
  data: unknown;
}

export interface EventBus {
  publish(event: GatewayEvent): Promise<void>;
  /** `listener` gets every event of every replica (its audience unchecked); answers the unsubscribe. */
  subscribe(listener: (event: GatewayEvent) => void): () => void;
  close(): Promise<void>;
}

const CHANNEL = 'cc:events';

/** Listeners of this process. */
class Listeners {
  private readonly set = new Set<(event: GatewayEvent) => void>();
  add(listener: (event: GatewayEvent) => void) {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  emit(event: GatewayEvent) {
    for (const listener of this.set) listener(event);
  }
}

export function memoryBus(): EventBus {
  const listeners = new Listeners();
  return {
    publish: async (event) => listeners.emit(event),
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}

/**
 * Redis pub/sub: one connection publishes, one subscribes (a subscribed connection can do nothing else). While Redis
 * is away nothing is delivered; when the subscriber is back, every stream gets `resync`, so consoles read the jobs
 * again instead of trusting a state that missed events.
 */
export function redisBus(url: string, onError: (error: Error) => void): EventBus {
  const listeners = new Listeners();
  const publisher = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  let wasDown = false;
  subscriber.on('close', () => {
    wasDown = true;
  });
  subscriber.on('ready', () => {
    if (wasDown) listeners.emit({ kind: 'resync', audience: 'everyone', data: {} });
    wasDown = false;
  });
  subscriber.subscribe(CHANNEL).catch(onError);
  subscriber.on('message', (_channel: string, message: string) => {
    try {
      listeners.emit(JSON.parse(message) as GatewayEvent);
    } catch (error) {
      onError(error as Error);
    }
  });
  return {
    publish: async (event) => {
      await publisher.publish(CHANNEL, JSON.stringify(event));
    },
    subscribe: (listener) => listeners.add(listener),
    close: async () => {
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}

/** Whether `who` may receive an event for `audience`: the job calls' own rule (a job's account, and administrators). */
export function mayReceive(audience: Audience, who: { account: string; admin: boolean }): boolean {
  return audience === 'everyone' || audience.account === who.account || (audience.admins && who.admin);
}
