/**
 * One HTTP parser (docs/gateway.md "One HTTP parser"): every request is read by Node's llhttp, strict, and only what it
 * accepted whole reaches the upstream, unchanged. The cases are llhttp's own request tests (the fixture names its
 * source; scripts/llhttp-cases.ts made it), then the connection's life: nothing after `Connection: close`, garbage
 * after a complete request, a client error while an answer is being written.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import t from 'tap';
import type { LlhttpCase, LlhttpMessage } from '../../scripts/llhttp-cases.ts';
import { startGateway } from './helpers.ts';

interface Arrival {
  method: string;
  url: string;
  headers: [string, string][];
  body: string;
}

/** An upstream that records each request as it arrived: raw header list, body as latin-1. */
async function recordingUpstream(answer: (req: IncomingMessage, res: import('node:http').ServerResponse) => void = (_req, res) => res.end('{"status":0}')) {
  const arrivals: Arrival[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const headers: [string, string][] = [];
      for (let i = 0; i < req.rawHeaders.length; i += 2) headers.push([req.rawHeaders[i].toLowerCase(), req.rawHeaders[i + 1]]);
      arrivals.push({ method: req.method ?? '', url: req.url ?? '', headers, body: Buffer.concat(chunks).toString('latin1') });
      answer(req, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    arrivals,
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}

/** Sends `bytes`, half-closes, and gives what came back once the gateway closed (or after `waitMs`). */
function exchange(port: number, bytes: Buffer, waitMs = 3000): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const timer = setTimeout(() => socket.destroy(), waitMs);
    socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    });
    socket.write(bytes);
    socket.end();
  });
}

/** Headers the gateway sets or drops itself, on every call (docs/gateway.md, forward-headers.ts). */
const GATEWAY_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'transfer-encoding', 'upgrade', 'expect', 'host', 'content-length', 'x-request-id', 'x-forwarded-for', 'x-forwarded-proto', 'traceparent']);

function passedOn(headers: [string, string][]): [string, string][] {
  const listed = headers.filter(([n]) => n.toLowerCase() === 'connection').flatMap(([, v]) => v.toLowerCase().split(',').map((s) => s.trim()));
  return headers.map(([n, v]): [string, string] => [n.toLowerCase(), v.trim()]).filter(([n]) => !GATEWAY_HEADERS.has(n) && !listed.includes(n));
}

const PROXIED_METHODS = ['DELETE', 'GET', 'HEAD', 'PATCH', 'POST', 'PUT', 'OPTIONS'];
const PREFIX = '/api/llhttp';

/**
 * Which of the messages llhttp completed the gateway passes on, by its own rules: a proxied method and an origin-form
 * target; a GET or HEAD with no body (else 400 and the connection closes). An Upgrade is not proxied: the request goes
 * on as a plain one (Upgrade is hop-by-hop) and the connection carries nothing more. Nothing after a message that
 * closes the connection.
 */
function expectedArrivals(messages: LlhttpMessage[]): Arrival[] {
  const out: Arrival[] = [];
  for (const m of messages) {
    const header = (name: string) => m.headers.find(([n]) => n.toLowerCase() === name)?.[1].trim();
    const declaresBody = header('transfer-encoding') !== undefined || Number(header('content-length') ?? 0) !== 0;
    if ((m.method === 'GET' || m.method === 'HEAD') && declaresBody) break;
    if (PROXIED_METHODS.includes(m.method) && m.url.startsWith('/')) {
      out.push({ method: m.method, url: PREFIX + m.url, headers: passedOn(m.headers), body: m.body });
    }
    if (header('upgrade') !== undefined) break;
    if (header('connection')?.toLowerCase().split(',').map((s) => s.trim()).includes('close') || m.version === '1.0') break;
  }
  return out;
}

/**
 * The case's bytes with every origin-form request target moved under the proxied prefix, and a Host header added to a
 * completed HTTP/1.1 message that has none (Node answers those 400, as RFC 9112 §3.2 requires, so they would test
 * nothing else). The gateway drops and sets Host itself, so what is compared is unchanged by it.
 */
function underPrefix(c: LlhttpCase): Buffer {
  const inserts: [number, string][] = [];
  for (const offset of c.targets) if (c.input[offset] === '/') inserts.push([offset, PREFIX]);
  for (const m of c.completed) {
    if (m.version !== '1.1' || m.headers.some(([n]) => n.toLowerCase() === 'host')) continue;
    const lineEnd = c.input.indexOf('\r\n', m.urlOffset);
    if (lineEnd >= 0) inserts.push([lineEnd, '\r\nHost: llhttp.test']);
  }
  let input = c.input;
  for (const [offset, text] of inserts.sort((a, b) => b[0] - a[0])) input = input.slice(0, offset) + text + input.slice(offset);
  return Buffer.from(input, 'latin1');
}

const fixture = JSON.parse(readFileSync(new URL('fixtures/llhttp-requests.json', import.meta.url), 'utf8')) as { cases: LlhttpCase[] };

t.test("llhttp's own request cases: what it refuses never reaches the upstream, what it accepts arrives unchanged", async (t) => {
  const upstream = await recordingUpstream();
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'silent' });
  t.teardown(() => gateway.close());
  let refused = 0;
  let delivered = 0;
  for (const c of fixture.cases) {
    const before = upstream.arrivals.length;
    await exchange(gateway.port, underPrefix(c), 1500);
    const arrived = upstream.arrivals.slice(before);
    const expected = expectedArrivals(c.completed);
    if (c.error) refused++;
    delivered += expected.length;
    // What llhttp completed before its error (if any) may arrive; the message it refused, and all after it, never.
    const normalised = arrived.map((a) => ({ ...a, headers: passedOn(a.headers) }));
    t.same(normalised, expected, `${c.name}${c.error ? ` (llhttp: ${c.error})` : ''}`);
  }
  t.ok(refused > 50 && delivered > 40, `${fixture.cases.length} cases: ${refused} refused by llhttp, ${delivered} requests passed on`);
});

t.test('pipelining after Connection: close: the hidden request never runs, the first is answered whole', async (t) => {
  const upstream = await recordingUpstream();
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'silent' });
  t.teardown(() => gateway.close());
  const received = await exchange(
    gateway.port,
    Buffer.from('GET /api/first HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\nPOST /api/v2/logout HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n'),
  );
  t.same(upstream.arrivals.map((a) => `${a.method} ${a.url}`), ['GET /api/first'], 'only the first request reached the upstream');
  t.match(received, /^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n\{"status":0\}$/, 'one answer, the first, whole');
  t.equal(received.match(/HTTP\/1\.1 /g)?.length, 1, 'nothing written after it');
});

t.test('garbage after a complete request: the request is answered whole, the garbage never runs, no 400 spliced in', async (t) => {
  const upstream = await recordingUpstream((_req, res) => setTimeout(() => res.end('{"status":0,"data":"slow"}'), 200));
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'warn' });
  t.teardown(() => gateway.close());
  const received = await exchange(gateway.port, Buffer.from('GET /api/first HTTP/1.1\r\nHost: x\r\n\r\n\x01\x02GARBAGE / HTTP/1.1\r\n\r\n'));
  t.same(upstream.arrivals.map((a) => a.url), ['/api/first']);
  t.match(received, /^HTTP\/1\.1 200 OK\r\n[\s\S]*\r\n\r\n\{"status":0,"data":"slow"\}$/, 'the answer alone, whole');
  t.notMatch(received, /400/, 'no error answer written into or after it');
  t.equal(gateway.logs.filter((l) => String(l.msg).startsWith('bytes after a request refused')).length, 1, 'one log line says why the connection closed');
});

t.test('a client error while an answer is being written never writes into it', async (t) => {
  // The upstream's answer streams for a while; the bad bytes arrive in the middle of it.
  const upstream = await recordingUpstream((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('part one;');
    setTimeout(() => res.end('part two'), 300);
  });
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'silent' });
  t.teardown(() => gateway.close());
  const received = await new Promise<string>((resolve) => {
    const socket = connect(gateway.port, '127.0.0.1');
    let text = '';
    socket.on('data', (d: Buffer) => {
      text += d.toString('latin1');
      if (text.includes('part one;')) socket.write('NOT HTTP AT ALL\r\n\r\n');
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(text));
    socket.write('GET /api/stream HTTP/1.1\r\nHost: x\r\n\r\n');
  });
  t.notMatch(received, /HTTP\/1\.1 400/, 'no 400 in the body');
  t.match(received, /part one;[\s\S]*part two/, 'the answer arrived whole');
});

t.test('a GET or HEAD with a body is refused with 400 and never forwarded; a broken chunked body never reaches the upstream', async (t) => {
  const upstream = await recordingUpstream();
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, LOG_LEVEL: 'silent' });
  t.teardown(() => gateway.close());
  const withBody = await exchange(gateway.port, Buffer.from('GET /api/x HTTP/1.1\r\nHost: x\r\nAccept-Language: zh-CN\r\nContent-Length: 5\r\n\r\nhello'));
  t.match(withBody, /^HTTP\/1\.1 400 /);
  t.match(Buffer.from(withBody, 'latin1').toString('utf8'), /"error":"GET 或 HEAD 请求不能带请求内容"/, 'in the caller language');
  const chunked = await exchange(gateway.port, Buffer.from('GET /api/y HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\nbroken'));
  t.match(chunked, /^HTTP\/1\.1 400 /);
  const post = await exchange(gateway.port, Buffer.from('POST /api/z HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\nzz\r\n'));
  t.match(post, /^HTTP\/1\.1 400 /, 'a POST whose chunked body breaks: 400');
  t.same(upstream.arrivals, [], 'none of them reached the upstream');
});
