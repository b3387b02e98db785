/**
 * The Server-Sent Events framing (the WHATWG HTML standard's `text/event-stream`), kept in this one module: a stream
 * opened with its headers and a `retry:` hint, events written as `event:` and `data:` lines, and a comment line as a
 * heartbeat, so a proxy or a NAT that drops idle connections sees traffic, and a dead client is noticed by the write.
 */
import { PassThrough } from 'node:stream';

/** How long a browser waits before reconnecting after the stream ends (the `retry:` field), in milliseconds. */
export const RETRY_MS = 3_000;
/** A comment line this often: under any proxy's read timeout (nginx's is 300 s in deploy/nginx) and the usual 30-60 s of NATs. */
export const HEARTBEAT_MS = 15_000;

/** The headers of a stream: never cached, never buffered by nginx (`X-Accel-Buffering`), kept open. */
export const STREAM_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

export interface EventStream {
  /** What the reply sends: the stream's bytes as they are written. */
  readonly body: PassThrough;
  /**
   * One event: `name` is the browser's `addEventListener` type, `data` is sent as one line of JSON; `id`, when
   * given, becomes the browser's last event id (sent back as `Last-Event-ID` when it reconnects). An event without
   * one leaves it as it was.
   */
  send(name: string, data: unknown, id?: number): void;
  /** Ends the stream (the browser reconnects after `retry`). */
  end(): void;
}

export function openEventStream(options: { heartbeatMs?: number; onEnd?: () => void } = {}): EventStream {
  const body = new PassThrough();
  // The retry hint first: it also makes the response's head and first bytes leave at once.
  body.write(`retry: ${RETRY_MS}\n\n`);
  const heartbeat = setInterval(() => body.write(': heartbeat\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  let ended = false;
  const finish = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    options.onEnd?.();
  };
  body.once('close', finish);
  return {
    body,
    // JSON has no raw line breaks, so the data is one `data:` line whatever it holds.
    send: (name, data, id) => {
      if (!ended) body.write(`event: ${name}\n${id === undefined ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
    },
    end: () => {
      body.end();
      finish();
    },
  };
}
