/**
 * A test's reader of the gateway's event stream (`GET /gateway/events`): fetch, with the `text/event-stream` framing
 * parsed by `eventsource-parser` (the parser the `eventsource` package is built on), each event kept with the time it
 * arrived. Not an EventSource: a test must see a refused stream's status and body, and must reconnect only when it
 * says so (the browser-like EventSource is `browser()` in ./helpers.ts).
 */
import { createParser } from 'eventsource-parser';
import type { Test } from 'tap';
import { signIn } from '../jobs/harness.ts';

export interface StreamEvent {
  name: string;
  data: unknown;
  /** The `id:` field, when the event has one (the upstream's events do, jobs' do not). */
  id?: string;
  /** Date.now() when it arrived. */
  at: number;
}

export interface OpenStream {
  status: number;
  headers: Headers;
  /** The raw text read so far: a refused stream's answer, or the stream's bytes as they came. */
  text(): string;
  events: StreamEvent[];
  /** The comment lines (the gateway's heartbeats), without the leading colon. */
  comments: string[];
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
  let done = false;
  const events: StreamEvent[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => {
    for (const waiter of waiters) waiter();
  };
  const parser = createParser({
    onEvent: (event) => {
      events.push({ name: event.event ?? 'message', data: JSON.parse(event.data), at: Date.now(), ...(event.id === undefined ? {} : { id: event.id }) });
      wake();
    },
    onComment: (comment) => comments.push(comment.trim()),
  });
  if (response.ok && response.body) {
    (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      try {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
          raw += chunk.value;
          parser.feed(chunk.value);
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
    comments,
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

/** The session cookie as a browser sends it back (`name=value`, without the Set-Cookie attributes). */
export const cookieOf = (session: { cookie: string }) => session.cookie.split(';')[0];

type Session = Awaited<ReturnType<typeof signIn>>;

/**
 * A stream test's set-up: the demo accounts of each role signed in through the gateway (docs/mock.md "Demo
 * accounts"), and `open`, which opens a stream with a session's cookie (null: none) and closes it when the file ends.
 */
export async function signedInStreams(t: Test, base: string, mockUrl: string) {
  const admin = await signIn(base, mockUrl, 'admin', 'admin');
  const operator = await signIn(base, mockUrl, 'operator', 'admin');
  const finance = await signIn(base, mockUrl, 'finance', 'admin');
  const merchant = await signIn(base, mockUrl, 'merchant', 'seller');
  const streams: OpenStream[] = [];
  const closeAll = () => {
    for (const stream of streams) stream.close();
  };
  t.teardown(closeAll);
  const open = async (session: Session | null, query = '', headers: Record<string, string> = {}) => {
    const stream = await openStream(base, { ...(session ? { cookie: cookieOf(session) } : {}), ...headers }, query);
    streams.push(stream);
    return stream;
  };
  return { admin, operator, finance, merchant, open, closeAll };
}
