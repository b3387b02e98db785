/**
 * The fast path reads plain requests off the connection itself and gives the connection to Node's HTTP server at a
 * request boundary for anything else. These tests speak raw HTTP/1.1 to a gateway on a real port and check what the
 * client and the upstream see, and which requests Node's server parsed (its `request` event fires only for those).
 */
import { connect, type Socket } from 'node:net';
import t, { type Test } from 'tap';
import { parsePlainHead } from '../../server/request-head.ts';
import { type Gateway, type RawResponse, sleep, startGateway, startUpstream, type Upstream } from './helpers.ts';

t.test('which heads the fast path reads itself', async (t) => {
  const plain = parsePlainHead('POST /api/v2/goods?page=1 HTTP/1.1\r\nHost: a\r\nContent-Length: 12\r\nX-Tag:  v 1 \t\r\nConnection: Keep-Alive');
  t.same(plain, {
    method: 'POST',
    url: '/api/v2/goods?page=1',
    headers: { host: 'a', 'content-length': '12', 'x-tag': 'v 1', connection: 'Keep-Alive' },
    bodyLength: 12,
    close: false,
  });
  t.equal(parsePlainHead('GET /api/x HTTP/1.1\r\nHost: a\r\nConnection: close')?.close, true);
  const toNode: [string, string][] = [
    ['GET /api/x HTTP/1.0\r\nHost: a', 'HTTP/1.0'],
    ['get /api/x HTTP/1.1\r\nHost: a', 'a lower-case method'],
    ['GET http://evil.example/api/x HTTP/1.1\r\nHost: a', 'an absolute target'],
    ['GET /api/x  HTTP/1.1\r\nHost: a', 'two spaces'],
    ['GET /api/x HTTP/1.1\r\nX-A: 1', 'no Host'],
    ['GET /api/x HTTP/1.1\r\nHost: a\r\nHost: b', 'a repeated Host'],
    ['GET /api/x HTTP/1.1\r\nHost: a\r\nX-A: 1\r\nx-a: 2', 'any repeated header'],
    ['POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nContent-Length: 5', 'a repeated Content-Length'],
    ['POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: +5', 'a Content-Length that is not digits'],
    ['POST /api/x HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked', 'Transfer-Encoding'],
    ['POST /api/x HTTP/1.1\r\nHost: a\r\nContent-Length: 5\r\nTransfer-Encoding: chunked', 'Content-Length with Transfer-Encoding'],
    ['POST /api/x HTTP/1.1\r\nHost: a\r\nExpect: 100-continue', 'Expect'],
    ['GET /api/x HTTP/1.1\r\nHost: a\r\nUpgrade: websocket', 'Upgrade'],
    ['GET /api/x HTTP/1.1\r\nHost: a\r\nConnection: x-private', 'a Connection header naming a header'],
    ['GET /api/x HTTP/1.1\r\nHost: a\r\nX-A: 1\r\n folded', 'an obs-fold line'],
    ['GET /api/x HTTP/1.1\r\nHost : a', 'space before the colon'],
    ['GET /api/x HTTP/1.1\r\nHost: a\nX-A: 1', 'a bare LF'],
    ['GET /api/x HTTP/1.1\r\nHost: a\rX-A: 1', 'a bare CR'],
    ['GET /api/x HTTP/1.1\r\nHost: a\r\nX-A: 1\x002', 'a NUL byte'],
    ['GET /api/x\x7f HTTP/1.1\r\nHost: a', 'a DEL in the target'],
    ['GET /api/x HTTP/1.1\r\nHost: a\r\nConstructor: x', 'a header named like a property of every object'],
    ['GET /api/x HTTP/1.1\r\nHost: a\r\n__proto__: x', 'a header named __proto__'],
  ];
  for (const [head, what] of toNode) t.equal(parsePlainHead(head), undefined, `${what}: Node's server parses it`);
});

/** Reads `count` responses (Content-Length or chunked bodies) from a socket, or as many as came before it closed. */
function readResponses(socket: Socket, count: number): Promise<{ responses: RawResponse[]; closed: boolean }> {
  return new Promise((resolve) => {
    let data = Buffer.alloc(0);
    const responses: RawResponse[] = [];
    const done = (closed: boolean) => {
      socket.off('data', onData);
      resolve({ responses, closed });
    };
    const onData = (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      for (;;) {
        const split = data.indexOf('\r\n\r\n');
        if (split === -1) return;
        const [statusLine, ...lines] = data.toString('latin1', 0, split).split('\r\n');
        const headers: Record<string, string> = {};
        for (const line of lines) headers[line.slice(0, line.indexOf(':')).toLowerCase()] = line.slice(line.indexOf(':') + 1).trim();
        let offset = split + 4;
        let body = Buffer.alloc(0);
        if (headers['transfer-encoding'] === 'chunked') {
          for (;;) {
            const eol = data.indexOf('\r\n', offset);
            if (eol === -1) return;
            const size = Number.parseInt(data.toString('latin1', offset, eol), 16);
            if (data.length < eol + 2 + size + 2) return;
            body = Buffer.concat([body, data.subarray(eol + 2, eol + 2 + size)]);
            offset = eol + 2 + size + 2;
            if (size === 0) break;
          }
        } else {
          const length = Number(headers['content-length'] ?? 0);
          if (data.length < offset + length) return;
          body = data.subarray(offset, offset + length);
          offset += length;
        }
        responses.push({ status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') });
        data = data.subarray(offset);
        if (responses.length === count) return done(false);
      }
    };
    socket.on('data', onData);
    socket.once('close', () => done(true));
  });
}

async function openSocket(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

interface Setup {
  upstream: Upstream;
  gateway: Gateway;
  /** Targets of the requests Node's server parsed, in order. */
  parsedByNode: string[];
}

async function setup(t: Test, env: Record<string, string> = {}): Promise<Setup> {
  const upstream = await startUpstream();
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, ...env });
  const parsedByNode: string[] = [];
  gateway.app.server.on('request', (req) => parsedByNode.push(req.url ?? ''));
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  return { upstream, gateway, parsedByNode };
}

const echoed = (response: RawResponse | undefined) => JSON.parse(response?.body ?? '{}') as { method: string; url: string; body: string };

t.test('plain calls on one connection: answered in order by the fast path, the connection kept', async (t) => {
  const { upstream, gateway, parsedByNode } = await setup(t);
  const socket = await openSocket(gateway.port);
  t.teardown(() => socket.destroy());
  for (let i = 0; i < 3; i++) {
    const reading = readResponses(socket, 1);
    socket.write(`GET /api/v2/goods?page=${i} HTTP/1.1\r\nHost: a\r\n\r\n`);
    const { responses } = await reading;
    t.equal(responses[0]?.status, 200);
    t.equal(echoed(responses[0]).url, `/api/v2/goods?page=${i}`);
    t.equal(responses[0]?.headers.connection, 'keep-alive');
    t.match(responses[0]?.headers['keep-alive'], /^timeout=\d+$/);
  }
  // Pipelined, a POST with a body among them, in one write.
  const body = '{"name":"商"}';
  const reading = readResponses(socket, 3);
  socket.write(
    `POST /api/v2/goods/add HTTP/1.1\r\nHost: a\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}` +
      'DELETE /api/v2/goods/7 HTTP/1.1\r\nHost: a\r\n\r\n' +
      'GET /user/info HTTP/1.1\r\nHost: a\r\nConnection: close\r\n\r\n',
  );
  const { responses, closed } = await reading;
  t.same(
    responses.map((r) => [r.status, echoed(r).method, echoed(r).url, echoed(r).body]),
    [
      [200, 'POST', '/api/v2/goods/add', '{"name":"商"}'],
      [200, 'DELETE', '/api/v2/goods/7', ''],
      [200, 'GET', '/user/info', ''],
    ],
    'each answer in order, the body byte for byte',
  );
  t.equal(responses[2]?.headers.connection, 'close', 'Connection: close is honoured');
  await new Promise((resolve) => (closed || socket.destroyed ? resolve(null) : socket.once('close', resolve)));
  t.pass('and the connection closes after it');
  t.equal(upstream.seen.length, 6);
  t.same(parsedByNode, [], "Node's server parsed none of them");
});

t.test('a request the fast path does not take: the connection goes to Node mid-way, nothing lost', async (t) => {
  const { upstream, gateway, parsedByNode } = await setup(t);
  const socket = await openSocket(gateway.port);
  t.teardown(() => socket.destroy());
  const reading = readResponses(socket, 4);
  socket.write(
    'GET /api/v2/first HTTP/1.1\r\nHost: a\r\n\r\n' +
      'POST /api/v2/chunked HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n' +
      'GET /api/v2/third HTTP/1.1\r\nHost: a\r\n\r\n' +
      'GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n',
  );
  const { responses } = await reading;
  t.same(
    responses.map((r) => r.status),
    [200, 200, 200, 200],
  );
  t.equal(echoed(responses[1]).body, 'hello', 'the chunked body reached the upstream whole');
  // Node's server starts pipelined requests without waiting for the previous answer, so the upstream's order varies.
  t.same(upstream.seen.map((r) => r.url).sort(), ['/api/v2/chunked', '/api/v2/first', '/api/v2/third']);
  t.same(parsedByNode, ['/api/v2/chunked', '/api/v2/third', '/healthz'], 'Node parsed from the first request the fast path did not take');
});

t.test('a header named like a property of every object: Node proxies the call, the header intact', async (t) => {
  const { upstream, gateway, parsedByNode } = await setup(t);
  const socket = await openSocket(gateway.port);
  t.teardown(() => socket.destroy());
  const reading = readResponses(socket, 1);
  socket.write('GET /api/v2/odd HTTP/1.1\r\nHost: a\r\nConstructor: c1\r\n__proto__: p1\r\n\r\n');
  t.equal((await reading).responses[0]?.status, 200);
  t.same(parsedByNode, ['/api/v2/odd'], 'by Node');
  t.equal(upstream.seen[0]?.headers.constructor, 'c1');
});

t.test('a head in pieces goes to Node; a body in pieces is awaited by the fast path', async (t) => {
  const { gateway, parsedByNode } = await setup(t);
  const split = await openSocket(gateway.port);
  t.teardown(() => split.destroy());
  let reading = readResponses(split, 1);
  split.write('GET /api/v2/split HTTP/1.1\r\nHo');
  await sleep(30);
  split.write('st: a\r\n\r\n');
  t.equal((await reading).responses[0]?.status, 200, 'a head in two writes is answered');
  t.same(parsedByNode, ['/api/v2/split'], 'by Node');

  const slowBody = await openSocket(gateway.port);
  t.teardown(() => slowBody.destroy());
  reading = readResponses(slowBody, 1);
  slowBody.write('POST /api/v2/slow HTTP/1.1\r\nHost: a\r\nContent-Length: 11\r\n\r\nhello');
  await sleep(30);
  slowBody.write(' world');
  const { responses } = await reading;
  t.equal(echoed(responses[0]).body, 'hello world', 'a body in two writes arrives whole');
  t.same(parsedByNode, ['/api/v2/split'], 'by the fast path');
});

t.test('no request is smuggled past the fast path', async (t) => {
  const { upstream, gateway } = await setup(t);
  for (const head of [
    'POST /api/v2/a HTTP/1.1\r\nHost: a\r\nContent-Length: 44\r\nTransfer-Encoding: chunked\r\n\r\n',
    'POST /api/v2/a HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\nContent-Length: 44\r\n\r\n',
    'POST /api/v2/a HTTP/1.1\r\nHost: a\r\nContent-Length : 44\r\n\r\n',
  ]) {
    const socket = await openSocket(gateway.port);
    const reading = readResponses(socket, 2);
    socket.write(`${head}0\r\n\r\nGET /api/v2/smuggled HTTP/1.1\r\nHost: a\r\n\r\n`);
    const { responses } = await reading;
    socket.destroy();
    t.equal(responses[0]?.status, 400, `${JSON.stringify(head.split('\r\n').slice(2, 4))}: refused by Node's parser`);
  }
  t.notOk(
    upstream.seen.some((r) => r.url.includes('smuggled')),
    'the hidden request never reached the upstream',
  );
});

t.test('upstream answers of every shape: chunked, sized, HEAD, 204', async (t) => {
  const sized = 'abcdefghij'.repeat(10_000);
  const upstream = await startUpstream((req, res) => {
    if (req.url === '/api/sized') {
      res.setHeader('content-length', String(sized.length));
      res.end(sized);
    } else if (req.url === '/api/stream') {
      res.write('part one,');
      setTimeout(() => res.end(' part two'), 20);
    } else if (req.url === '/api/empty') {
      res.writeHead(204).end();
    } else {
      res.setHeader('content-type', 'text/plain');
      res.setHeader('content-length', '7');
      res.end(req.method === 'HEAD' ? undefined : 'head me');
    }
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(async () => {
    await gateway.close();
    await upstream.close();
  });
  const socket = await openSocket(gateway.port);
  t.teardown(() => socket.destroy());
  const reading = readResponses(socket, 1);
  socket.write('GET /api/stream HTTP/1.1\r\nHost: a\r\n\r\n');
  const { responses } = await reading;
  t.equal(responses[0]?.headers['transfer-encoding'], 'chunked', 'a body of unknown length is sent chunked');
  t.equal(responses[0]?.body, 'part one, part two');
  const large = readResponses(socket, 1);
  socket.write('GET /api/sized HTTP/1.1\r\nHost: a\r\n\r\n');
  t.equal((await large).responses[0]?.body, sized, 'a 100 KB body with a length, whole and in order');
  // HEAD: the length is the upstream's, and no body follows, so the next answer on the connection is intact.
  const raw = readUntil(socket, /\r\n\r\nHTTP\/1\.1 204 No Content\r\n[\s\S]*\r\n\r\n$/);
  socket.write('HEAD /api/head HTTP/1.1\r\nHost: a\r\n\r\nGET /api/empty HTTP/1.1\r\nHost: a\r\n\r\n');
  t.match(await raw, /^HTTP\/1\.1 200 OK\r\n[\s\S]*content-length: 7\r\n/i, 'HEAD: the headers only, then the 204 with no body');
});

/** Everything the socket receives until it matches `pattern`. */
function readUntil(socket: Socket, pattern: RegExp): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString('latin1');
      if (!pattern.test(text)) return;
      socket.off('data', onData);
      resolve(text);
    };
    socket.on('data', onData);
  });
}

t.test('closing: an idle fast connection is closed, a call in flight finishes with Connection: close', async (t) => {
  let release: () => void = () => {};
  const upstream = await startUpstream((_req, res) => {
    release = () => res.end('{"status":0}');
  });
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url });
  t.teardown(() => upstream.close());
  const idle = await openSocket(gateway.port);
  const busy = await openSocket(gateway.port);
  const idleClosed = new Promise((resolve) => idle.once('close', resolve));
  const reading = readResponses(busy, 1);
  busy.write('GET /api/v2/slow HTTP/1.1\r\nHost: a\r\n\r\n');
  for (let i = 0; i < 100 && upstream.seen.length === 0; i++) await sleep(10);
  const closing = gateway.close();
  await idleClosed;
  t.pass('the idle connection is closed at once');
  release();
  const { responses } = await reading;
  t.equal(responses[0]?.status, 200, 'the call in flight is answered');
  t.equal(responses[0]?.headers.connection, 'close');
  await closing;
  t.pass('and the gateway stops');
});
