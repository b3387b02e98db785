/**
 * The upstream's events in the gateway's tests: events made now by the mock's debug call (as a buyer paying an order
 * would), the person's own inbox as the upstream lists it (the targeting the gateway's streams must agree with), and
 * a browser's EventSource (the `eventsource` package, which follows the WHATWG standard: it reconnects by itself and
 * sends `Last-Event-ID`) carrying the session cookie.
 */
import { EventSource } from 'eventsource';
import type { UpstreamEvent } from '../../../contract/events.ts';
import { call } from '../jobs/harness.ts';

export type Published = Omit<UpstreamEvent, 'permission'> & { permission: string };

/** One event of `kind` made now by the mock (an `order_paid` may bring its sale's `stock_low`): what it published. */
export async function produce(mockUrl: string, kind: string): Promise<Published[]> {
  const answer = await fetch(`${mockUrl}/__mock/events/${kind}`, { method: 'POST' });
  const body = (await answer.json()) as { status: number; data?: { events: Published[] }; error?: string };
  if (body.status !== 0 || !body.data) throw new Error(`__mock/events/${kind}: ${body.error}`);
  return body.data.events;
}

/** The ids of the events the upstream lists in the account's own inbox (every kind it may see). */
export async function inboxIds(gateway: string, token: string): Promise<Set<number>> {
  const answer = await call<{ groups: { items: { id: number }[] }[] }>(gateway, 'GET', '/api/v2/common/inbox?limit=100', { token });
  if (answer.status !== 0) throw new Error(`inbox: ${answer.error}`);
  return new Set(answer.data.groups.flatMap((g) => g.items.map((i) => i.id)));
}

export interface Received {
  /** The event's SSE id as the browser keeps it (what it sends back as Last-Event-ID). */
  lastEventId: string;
  data: { id: number; kind: string; shop_id: number | null; title: string; summary: string };
  at: number;
}

export interface Browser {
  source: EventSource;
  inbox: Received[];
  /** `job` events with the last event id the browser held when each came. */
  jobs: { lastEventId: string; data: { id: string; state: string } }[];
  /** Times the stream (re)opened. */
  opens: number[];
  /** The Last-Event-ID header each connection sent (undefined: none). */
  sentLastEventIds: (string | undefined)[];
  /** Ends the current connection as a network drop would: the EventSource reconnects after the retry hint. */
  cut(): void;
  close(): void;
}

/**
 * A browser's EventSource on `/gateway/events`, the session cookie on each (re)connect; `base()` is asked at each
 * connect, as a balancer would send the browser to a replica that is up.
 */
export function browser(base: () => string, cookie: string, lang = 'zh'): Browser {
  const inbox: Received[] = [];
  const jobs: Browser['jobs'] = [];
  const opens: number[] = [];
  const sentLastEventIds: (string | undefined)[] = [];
  let cut = () => {};
  const source = new EventSource(`http://gateway.invalid/gateway/events?lang=${lang}`, {
    fetch: async (url, init) => {
      const headers: Record<string, string> = { ...(init?.headers as Record<string, string>), cookie };
      sentLastEventIds.push(headers['Last-Event-ID']);
      const response = await fetch(String(url).replace('http://gateway.invalid', base()), { ...init, headers });
      if (!response.body) return response;
      // the body passed through a stream the test can end, as a dropped connection ends it
      const reader = response.body.getReader();
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          cut = () => {
            reader.cancel().catch(() => {});
            controller.close();
          };
        },
        async pull(controller) {
          const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
          if (chunk.done) controller.close();
          else controller.enqueue(chunk.value);
        },
      });
      return new Response(body, { status: response.status, headers: response.headers });
    },
  });
  source.addEventListener('open', () => opens.push(Date.now()));
  source.addEventListener('inbox', (e) => inbox.push({ lastEventId: e.lastEventId, data: JSON.parse(e.data), at: Date.now() }));
  source.addEventListener('job', (e) => jobs.push({ lastEventId: e.lastEventId, data: JSON.parse(e.data) }));
  return { source, inbox, jobs, opens, sentLastEventIds, cut: () => cut(), close: () => source.close() };
}

/** Resolves once `check` is true (polled every 20 ms), or rejects after `timeoutMs` with `what`. */
export async function until(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
