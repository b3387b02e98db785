/**
 * What the mock keeps of its events (docs/events.md): the events of the last `EVENT_RETENTION_HOURS`, in id order,
 * and each account's inbox state (what it read, what it muted). Both are in the state file (`events`, `inbox`).
 */
import { EVENT_RETENTION_HOURS, type UpstreamEvent, type UpstreamEventKind } from '../../contract/events.ts';

const RETENTION_MS = EVENT_RETENTION_HOURS * 3_600_000;

export interface StoredEvent extends UpstreamEvent {
  /** When it was published (ms): retention counts from it. */
  at_ms: number;
}

/** One account's inbox: read up to an id per kind (mark all read), single ids read above that, muted kinds. */
export interface InboxState {
  read_through: Partial<Record<UpstreamEventKind, number>>;
  read: number[];
  muted: UpstreamEventKind[];
}

export interface EventsSnapshot {
  next_id: number;
  events: StoredEvent[];
  inbox: Record<string, InboxState>;
}

type Listener = (event: StoredEvent) => void;

export class EventLog {
  private events: StoredEvent[] = [];
  private nextId = 1;
  private inboxes: Record<string, InboxState> = {};
  private listeners: Listener[] = [];
  /** The upstream's clock (app.ts sets the options' clock, so a test moves time past the retention). */
  clock: () => number = Date.now;

  /** Called with every event published (the webhook). */
  onPublish(listener: Listener): void {
    this.listeners.push(listener);
  }

  publish(draft: Omit<UpstreamEvent, 'id'>): StoredEvent {
    this.prune();
    const event: StoredEvent = { id: this.nextId++, ...draft, at_ms: this.clock() };
    this.events.push(event);
    for (const listener of this.listeners) listener(event);
    return event;
  }

  /** The events kept, oldest first. */
  kept(): readonly StoredEvent[] {
    this.prune();
    return this.events;
  }

  get newestId(): number {
    return this.nextId - 1;
  }

  /** The highest id no longer kept (ids are consecutive, so every one below the oldest kept): a cursor below it missed events. */
  get droppedThrough(): number {
    this.prune();
    return (this.events[0]?.id ?? this.nextId) - 1;
  }

  inboxOf(account: string): InboxState {
    this.inboxes[account] ??= { read_through: {}, read: [], muted: [] };
    return this.inboxes[account];
  }

  private prune(): void {
    const oldest = this.clock() - RETENTION_MS;
    let n = 0;
    while (n < this.events.length && this.events[n].at_ms < oldest) n++;
    if (n === 0) return;
    this.events = this.events.slice(n);
    // a read mark of an event no longer kept says nothing
    const first = this.events[0]?.id ?? this.nextId;
    for (const inbox of Object.values(this.inboxes)) inbox.read = inbox.read.filter((id) => id >= first);
  }

  snapshot(): EventsSnapshot {
    return { next_id: this.nextId, events: this.events, inbox: this.inboxes };
  }

  /**
   * Back to a saved state (the state file, a demo reset). Ids never go back within one process: a reset to the seeded
   * state (no events) keeps counting, so a reader's cursor from before it is refused as expired, not silently reused.
   */
  restore(saved: EventsSnapshot | undefined): void {
    const next = Math.max(saved?.next_id ?? 1, this.nextId);
    this.events = saved?.events ?? [];
    this.inboxes = saved?.inbox ?? {};
    this.nextId = next;
  }
}
