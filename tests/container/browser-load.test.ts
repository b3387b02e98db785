/**
 * The load client of the scaled stop check (browser-load.ts) resends a GET exactly when a browser would: its reused
 * connection closed before any byte of the answer. Against a real server on a real port that misbehaves on purpose.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import t from 'tap';
import { browserLoad } from './browser-load.ts';

/** A server whose `misbehave` decides, from the request's number on its connection (1 = first), what happens. */
async function serverWhere(misbehave: (nthOnConnection: number, socket: Socket, res: ServerResponse) => boolean) {
  const served = new WeakMap<Socket, number>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const nth = (served.get(req.socket) ?? 0) + 1;
    served.set(req.socket, nth);
    if (misbehave(nth, req.socket, res)) return;
    res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
}

const brief = { connections: 2, seconds: 0.4, timeoutMs: 2000 };

t.test('a reused connection closed before any byte of the answer: the GET is resent, and does not fail', async (t) => {
  const url = await serverWhere((nth, socket) => {
    if (nth === 3) socket.destroy();
    return nth === 3;
  });
  const result = await browserLoad(url, brief);
  t.ok(result.resent > 0, `resent ${result.resent}`);
  t.equal(result.failed, 0, result.problems.join('\n'));
});

t.test('a reused connection closed after the first byte of the answer: a failed GET, not resent', async (t) => {
  const url = await serverWhere((nth, socket) => {
    if (nth === 3) socket.end('HTTP/1.1 200 OK\r\n');
    return nth === 3;
  });
  const result = await browserLoad(url, brief);
  t.equal(result.resent, 0, result.problems.join('\n'));
  t.ok(result.failed > 0, `failed ${result.failed}`);
});

t.test('a new connection closed before any answer: a failed GET, not resent', async (t) => {
  let closed = 0;
  const url = await serverWhere((nth, socket) => {
    const close = nth === 1 && closed++ < 2;
    if (close) socket.destroy();
    return close;
  });
  const result = await browserLoad(url, brief);
  t.equal(result.resent, 0, result.problems.join('\n'));
  t.equal(result.failed, 2);
});

t.test('a non-2xx answer is a failed GET, not resent', async (t) => {
  const url = await serverWhere((nth, _socket, res) => {
    if (nth === 2) res.writeHead(503).end();
    return nth === 2;
  });
  const result = await browserLoad(url, { ...brief, connections: 1 });
  t.equal(result.failed, 1, result.problems.join('\n'));
  t.equal(result.resent, 0);
  t.ok(result.gets > 10, `${result.gets} GETs in 0.4 s`);
});
