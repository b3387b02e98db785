/**
 * A test's reader of the gateway's event stream (`GET /gateway/events`) over fetch, as a browser's EventSource reads
 * it: the `text/event-stream` lines split into events, each kept with the time it arrived.
 */
export interface StreamEvent {
  name: string;
  data: unknown;
  /** The `id:` line, when the event has one (the upstream's events do, jobs' do not). */
  id?: string;
  /** Date.now() when it arrived. */
  at: number;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The raw text read so far (the retry hint, heartbeats and events). */
  text(): string;
  events: StreamEvent[];
  /** Resolves with the first event (already arrived or to come) `matches` accepts; rejects after `timeoutMs`. */
  next(matches: (event: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** Whether the gateway ended the stream. */
  ended(): boolean;
  close(): void;
}

export async function openStream(base: string, headers: Record<string, string>, query = ''): Promise<OpenStream> {
  const controller = new AbortController();
  const response = await fetch(`${base}/gateway/events${query}`, { headers, signal: controller.signal });
  let raw = '';
  let pending = '';
  let done = false;
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  if (response.ok && response.body) {
    (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
          const text = decoder.decode(chunk, { stream: true });
          raw += text;
          pending += text;
          let end = pending.indexOf('\n\n');
          while (end >= 0) {
            const block = pending.slice(0, end);
            pending = pending.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            const id = /^id: (.*)$/m.exec(block)?.[1];
            if (name && data !== undefined) events.push({ name, data: JSON.parse(data), at: Date.now(), ...(id === undefined ? {} : { id }) });
            end = pending.indexOf('\n\n');
          }
          wake();
        }
      } catch {
        // aborted by close()
      }
      done = true;
      wake();
    })();
  } else {
    raw = await response.text();
    done = true;
  }
  return {
    status: response.status,
    headers: response.headers,
    text: () => raw,
    events,
    ended: () => done,
    next(matches, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(matches);
          if (found) {
            waiters.delete(check);
            clearTimeout(timer);
            resolve(found);
          }
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no such event within ${timeoutMs} ms; got ${events.map((e) => e.name).join(', ') || 'none'}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}
