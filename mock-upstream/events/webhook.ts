/**
 * `MOCK_EVENTS_WEBHOOK_URL`: the mock POSTs each event to that URL as the upstream's webhook would (docs/events.md,
 * "Webhook"), signed with `MOCK_EVENTS_WEBHOOK_SECRET` (contract/eventsWebhook.ts). One request at a time, in id order;
 * a refused or failed delivery is retried a few times with a growing pause, then logged and dropped: the feed still
 * holds the event for a day, so a receiver that lost some reads them there.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { EventsWebhookPayload } from '../../contract/events.ts';
import { EVENTS_SIGNATURE_HEADER, signEventsBody } from '../../contract/eventsWebhook.ts';
import type { StoredEvent } from './log.ts';

const RETRIES = 3;
const FIRST_PAUSE_MS = 500;
const TIMEOUT_MS = 5_000;

export class WebhookSender {
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly url: string,
    private readonly secret: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  send(event: StoredEvent): void {
    const { at_ms: _a, ...published } = event;
    const body = JSON.stringify({ events: [published] } satisfies EventsWebhookPayload);
    this.queue = this.queue.then(() => this.deliver(body, event.id));
  }

  private async deliver(body: string, id: number): Promise<void> {
    for (let attempt = 0; attempt <= RETRIES && (attempt === 0 || !this.closed); attempt++) {
      if (attempt > 0) await new Promise((r) => setTimeout(r, FIRST_PAUSE_MS * 2 ** (attempt - 1)));
      try {
        const res = await fetch(this.url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [EVENTS_SIGNATURE_HEADER]: signEventsBody(this.secret, body) },
          body,
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (res.ok) return;
        this.log.warn(`events webhook: event ${id} answered HTTP ${res.status} (attempt ${attempt + 1})`);
      } catch (err) {
        this.log.warn(`events webhook: event ${id} not delivered: ${(err as Error).message} (attempt ${attempt + 1})`);
      }
    }
    this.log.error(`events webhook: event ${id} dropped after ${RETRIES + 1} attempts (the feed keeps it)`);
  }

  /** Waits for the deliveries under way; later ones are not retried. */
  async close(): Promise<void> {
    this.closed = true;
    await this.queue;
  }
}
