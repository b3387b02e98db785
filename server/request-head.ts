/**
 * The request heads the fast path reads itself (fast-path.ts): the common, unambiguous subset of HTTP/1.1, checked
 * byte by byte. A head outside it is not refused here: the connection goes to Node's HTTP server, which parses the
 * same bytes with its own rules (and answers 400, 431 or 505 where they say so). So this parser can be strict
 * without ever being the one that turns a caller away, and no request means one thing here and another to Node.
 */
import type { IncomingHttpHeaders } from 'node:http';

export interface PlainHead {
  method: string;
  /** The request target as sent (origin form: a path and an optional query). */
  url: string;
  /** Lower-case names; each name appears once in the head (a repeated one sends the head to Node). */
  headers: IncomingHttpHeaders & Record<string, string>;
  /** The body's declared length (0 without Content-Length). */
  bodyLength: number;
  /** The client asked to close the connection after this exchange. */
  close: boolean;
}

/** A byte that may not appear in a head line: anything but HTAB, space, visible ASCII and obs-text (CR and LF too). */
const BAD_BYTE = /[^\t\x20-\x7e\x80-\xff]/;
const REQUEST_LINE = /^([A-Z]+) (\/[\x21-\x7e]*) HTTP\/1\.1$/;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const LENGTH = /^\d{1,15}$/;
/** Headers whose meaning the fast path does not implement: Node's server deals with them. */
const LEFT_TO_NODE = new Set(['transfer-encoding', 'expect', 'upgrade', 'http2-settings']);

/**
 * Parses `head` (latin1, without the blank line that ends it), or returns undefined when it is not plain: anything
 * but `METHOD /target HTTP/1.1`, a header line that is not `token: value` (obs-fold included), a control byte, a
 * repeated header, a missing Host, a Content-Length that is not digits, a tab in Content-Length or Connection, Transfer-Encoding, Expect or Upgrade, or a
 * Connection header other than `keep-alive` or `close`.
 */
export function parsePlainHead(head: string): PlainHead | undefined {
  // Split on CR LF, a stray CR or LF is then a bad byte in its line.
  const lines = head.split('\r\n');
  const requestLine = REQUEST_LINE.exec(lines[0]);
  if (!requestLine) return undefined;
  // A plain object keeps V8's fast property access; a header named like one of Object.prototype's properties
  // (`constructor`, `__proto__`) then reads as already present, and such a head goes to Node.
  const headers: Record<string, string> = {};
  for (let i = 1; i < lines.length; i++) {
    const line = lines[i];
    if (BAD_BYTE.test(line)) return undefined;
    const colon = line.indexOf(':');
    if (colon < 1) return undefined;
    const rawName = line.slice(0, colon);
    if (!TOKEN.test(rawName)) return undefined;
    const name = rawName.toLowerCase();
    if (headers[name] !== undefined || LEFT_TO_NODE.has(name)) return undefined;
    // Found by the differential fuzz test: llhttp refuses a tab after a length's digits, and reads `close` followed by
    // a tab as no `close` at all. Such heads go to Node.
    if ((name === 'content-length' || name === 'connection') && line.includes('\t', colon)) return undefined;
    headers[name] = withoutOws(line, colon + 1);
  }
  if (headers.host === undefined) return undefined;
  const length = headers['content-length'];
  if (length !== undefined && !LENGTH.test(length)) return undefined;
  const connection = headers.connection?.toLowerCase();
  if (connection !== undefined && connection !== 'keep-alive' && connection !== 'close') return undefined;
  return {
    method: requestLine[1],
    url: requestLine[2],
    headers,
    bodyLength: length === undefined ? 0 : Number(length),
    close: connection === 'close',
  };
}

const HEAD_END = Buffer.from('\r\n\r\n');

/**
 * The plain head at the start of `bytes` and its size with the blank line, or undefined when no complete head within
 * `maxHeaderSize` has arrived or the head is not plain. What the fast path reads (fast-connection.ts), and what the
 * differential fuzz test checks against Node's own parser (tests/server/request-head-fuzz.test.ts).
 */
export function readPlainHead(bytes: Buffer, maxHeaderSize: number): { head: PlainHead; headSize: number } | undefined {
  const end = bytes.indexOf(HEAD_END);
  if (end === -1 || end > maxHeaderSize) return undefined;
  const head = parsePlainHead(bytes.toString('latin1', 0, end));
  return head && { head, headSize: end + 4 };
}

/** `line` from `start` without the optional whitespace (space, HTAB) around a field value. */
function withoutOws(line: string, start: number): string {
  let from = start;
  let to = line.length;
  while (from < to && (line.charCodeAt(from) === 32 || line.charCodeAt(from) === 9)) from++;
  while (to > from && (line.charCodeAt(to - 1) === 32 || line.charCodeAt(to - 1) === 9)) to--;
  return line.slice(from, to);
}
