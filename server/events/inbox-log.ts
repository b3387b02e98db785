/**
 * The gateway's log of the upstream's events (docs/events.md "The gateway's reader"): what the feed reader (or the
 * webhook) appends, kept 24 hours so a reconnecting browser's `Last-Event-ID` is replayed, and followed live by every
 * stream of this replica. In process without Redis; with REDIS_URL a Redis Stream (redis-inbox-log.ts) that every
 * replica reads. Either way an event is appended once: an id not above the last appended is dropped, so a feed read
 * twice or a webhook retried adds nothing.
 */
import { EVENT_RETENTION_HOURS, type UpstreamEvent } from '../../contract/events.ts';

export const RETENTION_MS = EVENT_RETENTION_HOURS * 3_600_000;

export interface InboxLog {
  /** Appends the events above the last appended id, in id order; answers how many were new. */
  append(events: readonly UpstreamEvent[]): Promise<number>;
  /** The last id appended (0: none): the feed reader's cursor. */
  lastId(): Promise<number>;
  /** The upstream's ids started over (a new upstream): the next append accepts ids above `id` again. */
  restartAt(id: number): Promise<void>;
  /** The events kept with an id above `after`, oldest first; `complete` is false when some after it are gone. */
  since(after: number): Promise<{ events: UpstreamEvent[]; complete: boolean }>;
  /** Every event appended from now on, by any replica, in id order. */
  subscribe(listener: (event: UpstreamEvent) => void): () => void;
  close(): Promise<void>;
}

export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();
  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => void this.set.delete(listener);
  }
  emit(value: T): void {
    for (const listener of this.set) listener(value);
  }
}

/**
 * Whether a replay after `after` misses nothing: the upstream's ids are consecutive, so it starts right after it (or
 * nothing was appended since). Else the console reads its inbox again (the stream's `resync`).
 */
export function isComplete(events: readonly UpstreamEvent[], after: number, last: number): boolean {
  return events.length > 0 ? events[0].id === after + 1 : after >= last;
}

/** One process's log: an array pruned by age; what it holds is lost with the process. */
export function memoryInboxLog(clock: () => number = Date.now): InboxLog {
  let kept: { event: UpstreamEvent; at: number }[] = [];
  let last = 0;
  const listeners = new Listeners<UpstreamEvent>();
  const prune = () => {
    const oldest = clock() - RETENTION_MS;
    const keep = kept.findIndex((e) => e.at >= oldest);
    kept = keep === -1 ? [] : kept.slice(keep);
  };
  return {
    async append(events) {
      prune();
      let added = 0;
      for (const event of [...events].sort((a, b) => a.id - b.id)) {
        if (event.id <= last) continue;
        last = event.id;
        kept.push({ event, at: clock() });
        listeners.emit(event);
        added++;
      }
      return added;
    },
    lastId: async () => last,
    async restartAt(id) {
      last = id;
    },
    async since(after) {
      prune();
      const events = kept.filter((e) => e.event.id > after).map((e) => e.event);
      return { events, complete: isComplete(events, after, last) };
    },
    subscribe: (listener) => listeners.add(listener),
    close: async () => {},
  };
}
