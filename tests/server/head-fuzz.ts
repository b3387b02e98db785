/**
 * The differential fuzz of the fast path's request reader (server/request-head.ts) against Node's own HTTP parser
 * (llhttp, as Node's server runs it): seeded request streams, valid, almost valid and hostile, and for every request
 * the fast path takes, Node must read the same method, target, headers (names, values, order), body length and
 * keep-alive, and end the message at the same byte. A head Node refuses is never taken. Used by
 * tests/server/request-head-fuzz.test.ts (a seeded run in npm test) and scripts/fuzz-heads.ts (the long run);
 * docs/resilience.md has the results.
 */
import { createRequire } from 'node:module';
import { fastRoute } from '../../server/fast-path.ts';
import { SMALL_BODY } from '../../server/proxy.ts';
import { readPlainHead } from '../../server/request-head.ts';

/** Node's server's parser: `_http_common` is how Node's own server reaches llhttp. */
const { HTTPParser, methods } = createRequire(import.meta.url)('_http_common') as {
  HTTPParser: NodeParserClass;
  methods: string[];
};

interface NodeParser {
  initialize(type: number, resource: object, maxHeaderSize: number, lenient: number): void;
  execute(data: Buffer): number | Error;
  finish(): number | Error;
  close(): void;
  [key: number]: unknown;
}
type NodeParserClass = (new () => NodeParser) & Record<'REQUEST' | 'kOnHeaders' | 'kOnHeadersComplete' | 'kOnBody' | 'kOnMessageComplete' | 'kLenientNone', number>;

/** The gateway's default MAX_HEADER_SIZE, given to both readers. */
export const MAX_HEADER_SIZE = 16 * 1024;

interface NodeMessage {
  method: string;
  url: string;
  version: string;
  /** Raw [name, value, ...] as Node's IncomingMessage.rawHeaders has them. */
  rawHeaders: string[];
  keepAlive: boolean;
  upgrade: boolean;
  body: number;
  complete: boolean;
}

/** What Node's server's parser reads of `stream`: the messages whose heads it completed, and whether it then failed. */
export function nodeReads(stream: Buffer): { messages: NodeMessage[]; error: string | undefined } {
  const parser = new HTTPParser();
  parser.initialize(HTTPParser.REQUEST, {}, MAX_HEADER_SIZE, HTTPParser.kLenientNone);
  const messages: NodeMessage[] = [];
  let pending: string[] = [];
  let pendingUrl = '';
  parser[HTTPParser.kOnHeaders] = (headers: string[], url: string) => {
    // more than 32 headers arrive in parts, as Node's server collects them
    pending = pending.concat(headers);
    pendingUrl += url;
  };
  parser[HTTPParser.kOnHeadersComplete] = (
    major: number,
    minor: number,
    headers: string[] | undefined,
    method: number,
    url: string | undefined,
    _status: number,
    _statusMessage: string,
    upgrade: boolean,
    keepAlive: boolean,
  ) => {
    messages.push({
      method: methods[method],
      url: url ?? pendingUrl,
      version: `${major}.${minor}`,
      rawHeaders: headers ?? pending,
      keepAlive,
      upgrade,
      body: 0,
      complete: false,
    });
    pending = [];
    pendingUrl = '';
    return 0;
  };
  parser[HTTPParser.kOnBody] = (chunk: Buffer) => {
    const last = messages.at(-1);
    if (last) last.body += chunk.length;
  };
  parser[HTTPParser.kOnMessageComplete] = () => {
    const last = messages.at(-1);
    if (last) last.complete = true;
  };
  const result = parser.execute(stream);
  parser.close();
  return { messages, error: result instanceof Error ? ((result as Error & { code?: string }).code ?? result.message) : undefined };
}

export interface FastRead {
  method: string;
  url: string;
  rawHeaders: string[];
  bodyLength: number;
  close: boolean;
  /** Its whole body is in the stream (else the fast path would wait for the rest). */
  complete: boolean;
}

/** The requests the fast path takes from `stream`, reading it as a connection does (fast-connection.ts). */
export function fastReads(stream: Buffer): FastRead[] {
  const taken: FastRead[] = [];
  let offset = 0;
  while (offset < stream.length) {
    const read = readPlainHead(stream.subarray(offset), MAX_HEADER_SIZE);
    if (!read || !fastRoute(read.head, SMALL_BODY)) break;
    const { head, headSize } = read;
    const complete = offset + headSize + head.bodyLength <= stream.length;
    taken.push({
      method: head.method,
      url: head.url,
      rawHeaders: Object.entries(head.headers).flat(),
      bodyLength: head.bodyLength,
      close: head.close,
      complete,
    });
    // the connection waits for the rest of the body, or closes after a `Connection: close` exchange
    if (!complete || head.close) break;
    offset += headSize + head.bodyLength;
  }
  return taken;
}

/** Why the two readers disagree on `stream`, or undefined when every request the fast path takes, Node reads alike. */
export function disagreement(stream: Buffer): string | undefined {
  const taken = fastReads(stream);
  if (taken.length === 0) return undefined;
  const node = nodeReads(stream);
  for (let i = 0; i < taken.length; i++) {
    const fast = taken[i];
    const theirs = node.messages[i];
    if (!theirs) return `request ${i}: taken by the fast path, refused by Node (${node.error})`;
    if (theirs.version !== '1.1') return `request ${i}: Node reads HTTP/${theirs.version}`;
    if (theirs.method !== fast.method) return `request ${i}: method ${fast.method} vs Node's ${theirs.method}`;
    if (theirs.url !== fast.url) return `request ${i}: target ${JSON.stringify(fast.url)} vs Node's ${JSON.stringify(theirs.url)}`;
    if (theirs.upgrade) return `request ${i}: Node reads an upgrade`;
    const nodeHeaders = theirs.rawHeaders.map((v, j) => (j % 2 === 0 ? v.toLowerCase() : v));
    if (JSON.stringify(nodeHeaders) !== JSON.stringify(fast.rawHeaders)) {
      return `request ${i}: headers ${JSON.stringify(fast.rawHeaders)} vs Node's ${JSON.stringify(nodeHeaders)}`;
    }
    if (theirs.keepAlive === fast.close) return `request ${i}: close=${fast.close} vs Node's keep-alive=${theirs.keepAlive}`;
    if (fast.complete) {
      if (!theirs.complete) return `request ${i}: Node does not end the message where the fast path does (${node.error})`;
      if (theirs.body !== fast.bodyLength) return `request ${i}: body ${fast.bodyLength} vs Node's ${theirs.body}`;
    } else if (theirs.complete) {
      return `request ${i}: Node ends the message before the fast path's length (${theirs.body} of ${fast.bodyLength})`;
    }
  }
  return undefined;
}

/** mulberry32: a small seeded generator, so a failing head is found again from its seed. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];
const chance = (random: Random, p: number) => random() < p;

const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS', 'get', 'Get', 'TRACE', 'CONNECT', 'PRI', 'FOO', 'GE T', 'GET\t', ''];
const TARGETS = [
  '/api/v2/goods',
  '/api/v2/goods/list?page=1&limit=20',
  '/user/info',
  '/api/v2/a-b_c.d~e/!$&\'()*+,=:@x',
  '/api/v2/%E9%9E%8B',
  '/api/x?q=a b',
  '/api/x#frag',
  '/api/\u00e9t\u00e9',
  '/api/x\x7f',
  '/api//x',
  '/api/./x',
  'http://evil.example/api/x',
  '*',
  'api/x',
  '/api/x?\u00ff=1',
  '/api/x\ty',
  '/user/',
];
const VERSIONS = ['HTTP/1.1', 'HTTP/1.1', 'HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.10', 'http/1.1', 'HTTP/1.1 ', 'HTTP/9.9', ''];
const NAMES = ['Accept', 'Content-Type', 'X-Request-Id', 'Accept-Language', 'Traceparent', 'Cookie', 'X-A', 'x-b', 'Token', 'Idempotency-Key'];
const ODD_NAMES = ['', ' Host', 'Host ', 'X A', 'X\u00e9', 'X:Y', 'constructor', '__proto__', 'toString', 'X\x00', 'Content-Length\t', 'transfer-encoding'];
const VALUES = ['text/html', 'zh-CN,zh;q=0.9', 'application/json', '1', 'a=b; c=d', '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01', '', 'x'.repeat(40)];
const ODD_VALUES = [' padded ', '\tx\t', 'caf\u00e9', '\u00ff\u0080', 'a\x00b', 'a\rb', 'a\nb', 'a\x7fb', 'a\x01b', '  ', 'v\r\n folded', 'v\r\n\tfolded', '\u4e2d'];
const LENGTHS = ['0', '3', '7', '12', '00005', '-1', '+5', ' 4', '4 ', '4, 4', '4,5', '0x10', '1e3', '99999999999999999999', '18446744073709551616', '1.5', '', 'abc', '65537'];
const CONNECTIONS = ['keep-alive', 'close', 'Close', 'KEEP-ALIVE', 'upgrade', 'keep-alive, close', 'close, TE', ''];
const ENCODINGS = ['chunked', 'gzip, chunked', 'chunked, gzip', 'identity', ' chunked', 'CHUNKED'];
const EOLS = ['\r\n', '\r\n', '\r\n', '\r\n', '\n', '\r', '\r\r\n', '\n\r'];

/** One request head and maybe a body, in latin1 (a string of bytes). */
function request(random: Random): string {
  const odd = chance(random, 0.5);
  const eol = () => (odd && chance(random, 0.1) ? pick(random, EOLS) : '\r\n');
  const method = odd && chance(random, 0.2) ? pick(random, METHODS) : pick(random, METHODS.slice(0, 7));
  const target = odd && chance(random, 0.3) ? pick(random, TARGETS) : pick(random, TARGETS.slice(0, 4));
  const version = odd && chance(random, 0.15) ? pick(random, VERSIONS) : 'HTTP/1.1';
  const space = odd && chance(random, 0.05) ? pick(random, ['  ', '\t', ' \t']) : ' ';
  let head = `${method}${space}${target} ${version}${eol()}`;
  const lines: string[] = [];
  if (!odd || !chance(random, 0.1)) lines.push(`${pick(random, ['Host', 'host', 'HOST'])}: ${pick(random, ['gateway', 'localhost:8080', 'a.example'])}`);
  if (odd && chance(random, 0.1)) lines.push('Host: second');
  for (let n = Math.floor(random() * 6); n > 0; n--) {
    const name = odd && chance(random, 0.1) ? pick(random, ODD_NAMES) : pick(random, NAMES);
    const value = odd && chance(random, 0.2) ? pick(random, ODD_VALUES) : pick(random, VALUES);
    const sep = odd && chance(random, 0.1) ? pick(random, [':', ':\t', ':  ', ' :', '']) : ': ';
    lines.push(`${name}${sep}${value}${odd && chance(random, 0.1) ? pick(random, [' ', '\t', ' \t']) : ''}`);
  }
  // Content-Length: plain, odd, repeated; Transfer-Encoding with or without it
  let length: number | undefined;
  if (method !== 'GET' || chance(random, 0.1)) {
    const value = odd && chance(random, 0.4) ? pick(random, LENGTHS) : String(Math.floor(random() * 20));
    lines.push(`${pick(random, ['Content-Length', 'content-length', 'Content-length'])}: ${value}`);
    if (/^\d{1,5}$/.test(value.trim())) length = Number(value.trim());
    if (odd && chance(random, 0.1)) lines.push(`Content-Length: ${chance(random, 0.5) ? value : pick(random, LENGTHS)}`);
  }
  if (odd && chance(random, 0.1)) lines.push(`Transfer-Encoding: ${pick(random, ENCODINGS)}`);
  if (chance(random, 0.3)) lines.push(`Connection: ${pick(random, CONNECTIONS)}`);
  if (odd && chance(random, 0.05)) lines.push(pick(random, ['Expect: 100-continue', 'Upgrade: websocket', 'HTTP2-Settings: x']));
  // shuffled a little: the order must not matter to either reader's agreement
  if (chance(random, 0.3)) lines.reverse();
  for (const line of lines) head += `${line}${eol()}`;
  head += eol();
  const body = 'b'.repeat(length === undefined ? 0 : Math.min(length, 64));
  // chunked framing, valid or not
  const chunked = head.toLowerCase().includes('transfer-encoding') ? pick(random, ['5\r\nhello\r\n0\r\n\r\n', '0\r\n\r\n', 'zz\r\n', '']) : '';
  return head + (chance(random, 0.9) ? body : body.slice(0, Math.floor(body.length / 2))) + chunked;
}

/** Almost valid: a valid stream with a few bytes inserted, deleted or replaced by hostile ones. */
function mutate(random: Random, text: string): string {
  const hostile = ['\r', '\n', '\x00', ' ', '\t', ':', '\x7f', '\u00ff', '\u0080', '\r\n', '\r\n ', 'a', '0', '-', ','];
  let out = text;
  for (let n = 1 + Math.floor(random() * 3); n > 0; n--) {
    const at = Math.floor(random() * out.length);
    const op = random();
    if (op < 0.4) out = out.slice(0, at) + pick(random, hostile) + out.slice(at);
    else if (op < 0.7) out = out.slice(0, at) + out.slice(at + 1);
    else out = out.slice(0, at) + pick(random, hostile) + out.slice(at + 1);
  }
  return out;
}

/** The `index`-th stream of a seeded run: one request or a pipelined few, some of them mutated. */
export function streamOf(random: Random): Buffer {
  let text = '';
  for (let n = chance(random, 0.25) ? 2 + Math.floor(random() * 3) : 1; n > 0; n--) text += request(random);
  if (chance(random, 0.3)) text = mutate(random, text);
  return Buffer.from(text, 'latin1');
}

export interface FuzzResult {
  heads: number;
  /** Streams whose first request the fast path took, and requests it took in all. */
  taken: number;
  takenRequests: number;
  /** Streams Node refused at some point. */
  nodeRefused: number;
  failures: { index: number; stream: string; why: string }[];
}

/** Generates `count` streams from `seed` and checks each; stops collecting failures after 20. */
export function fuzzHeads(count: number, seed: number): FuzzResult {
  const random = seeded(seed);
  const result: FuzzResult = { heads: count, taken: 0, takenRequests: 0, nodeRefused: 0, failures: [] };
  for (let index = 0; index < count; index++) {
    const stream = streamOf(random);
    const taken = fastReads(stream).length;
    if (taken > 0) {
      result.taken++;
      result.takenRequests += taken;
    }
    if (nodeReads(stream).error) result.nodeRefused++;
    const why = disagreement(stream);
    if (why && result.failures.length < 20) result.failures.push({ index, stream: stream.toString('latin1'), why });
  }
  return result;
}
