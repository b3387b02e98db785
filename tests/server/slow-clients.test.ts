/**
 * Slow and many clients (docs/gateway.md "Slow and many clients"): 200 connections that send a byte a second, heads
 * and bodies, hold no upstream connection and slow nobody down; each is closed by its timeout with one log line. A
 * client address holds at most MAX_CONNECTIONS_PER_CLIENT connections. The timeouts are short here to keep the run
 * short; the defaults are the same mechanism at 10 s and 120 s.
 */
import { connect, type Socket } from 'node:net';
import t from 'tap';
import { request } from 'undici';
import { startGateway, startUpstream } from './helpers.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A connection from `localAddress` (any 127.x address is this machine) that sends `first` at once, then `bytes` one a second. */
function slowClient(port: number, localAddress: string, bytes: string, first = ''): { closed: Promise<string>; socket: Socket } {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  let received = '';
  let timer: NodeJS.Timeout | undefined;
  let sent = 0;
  socket.on('connect', () => {
    if (first) socket.write(first);
    const tick = () => {
      if (socket.destroyed || sent >= bytes.length) return;
      socket.write(bytes[sent++]);
      timer = setTimeout(tick, 1000);
    };
    tick();
  });
  socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(received);
    }),
  );
  return { closed, socket };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

t.test('200 connections sending a byte a second: normal calls keep their latency, the slow ones end by timeout', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const gateway = await startGateway({
    UPSTREAM_URL: upstream.url,
    // a small pool: a slow body holding a connection would show at once
    UPSTREAM_CONNECTIONS: '4',
    HEADERS_TIMEOUT_MS: '1500',
    REQUEST_TIMEOUT_MS: '3000',
  });
  t.teardown(() => gateway.close());

  // The normal client's calls for `ms`: their latencies sorted, and their statuses.
  const normalCalls = async (ms: number) => {
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    const started = performance.now();
    while (performance.now() - started < ms) {
      const t0 = performance.now();
      const res = await request(`${gateway.url}/api/v2/orders?page=1`, { method: 'GET' });
      await res.body.dump();
      latencies.push(performance.now() - t0);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      await sleep(20);
    }
    return { latencies: latencies.sort((a, b) => a - b), statuses };
  };
  // Its usual latency on this machine right now, connected already as an open console is.
  const usual = percentile((await normalCalls(2000)).latencies, 99);

  const slow: Promise<string>[] = [];
  for (let i = 0; i < 200; i++) {
    // 50 per address, under the per-client cap (64); half dribble their head, half a declared 100 KB body.
    const address = `127.0.0.${2 + (i % 4)}`;
    const head = i % 2 === 0;
    const client = head
      ? slowClient(gateway.port, address, 'POST /api/v2/goods HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\n{}')
      : slowClient(gateway.port, address, 'X'.repeat(100), 'POST /api/v2/upload HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n');
    slow.push(client.closed);
  }
  await sleep(300);

  // The normal client's calls meanwhile, for longer than the slow ones live.
  const { latencies, statuses } = await normalCalls(3500);
  const answers = await Promise.all(slow);
  const p99 = percentile(latencies, 99);
  t.same([...statuses.keys()], [200], `${latencies.length} normal calls, every one answered 200`);
  // Under 500 ms, or (on a machine so loaded that its usual p99 is past half of that) within twice the usual.
  const bound = Math.max(500, 2 * usual);
  t.ok(p99 < bound, `p99 ${p99.toFixed(1)} ms (p50 ${percentile(latencies, 50).toFixed(1)} ms; usual p99 ${usual.toFixed(1)} ms) under ${bound.toFixed(0)} ms`);
  t.equal(answers.filter((a) => a.startsWith('HTTP/1.1 408 ')).length, 200, 'every slow connection was answered 408 and closed');
  t.equal(upstream.seen.filter((r) => r.method === 'POST').length, 0, 'none of them reached the upstream');

  const slowLines = gateway.logs.filter((l) => typeof l.client === 'string' && /^127\.0\.0\.[2-5]$/.test(l.client as string));
  t.equal(slowLines.length, 200, 'one log line per slow connection');
  t.ok(
    slowLines.every((l) => l.status === 408 && l.code === 'ERR_HTTP_REQUEST_TIMEOUT' && l.level === 40),
    'each at warn: 408, the request timeout',
  );
});

t.test('a client address holds at most MAX_CONNECTIONS_PER_CLIENT connections; others are not affected', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  const gateway = await startGateway({ UPSTREAM_URL: upstream.url, MAX_CONNECTIONS_PER_CLIENT: '10', HEADERS_TIMEOUT_MS: '5000' });
  t.teardown(() => gateway.close());
  const held = Array.from({ length: 12 }, () => slowClient(gateway.port, '127.0.0.7', 'GET /api/x HTTP/1.1\r\n'));
  t.teardown(() => {
    for (const c of held) c.socket.destroy();
  });
  await sleep(500);
  const closed = held.filter((c) => c.socket.destroyed || c.socket.readableEnded).length;
  t.equal(closed, 2, 'the 11th and 12th connections of one address are closed at once');
  const res = await request(`${gateway.url}/api/v2/ping`);
  await res.body.dump();
  t.equal(res.statusCode, 200, 'another address is served');
  t.equal(gateway.logs.filter((l) => String(l.msg).startsWith('connection refused')).length, 2, 'one log line per refused connection');
});
