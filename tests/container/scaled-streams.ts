/**
 * The scaled stack's event streams (docs/jobs.md "Progress, streamed"): streams opened through the balancer land on
 * every replica; a job started through the balancer runs on one of them, and its progress reaches each stream, as it
 * happens (nginx's `location = /gateway/events` passes the stream unbuffered), carried between replicas by Redis; and
 * the upstream's events (docs/events.md), read from its feed by one replica and shared through a Redis Stream, reach
 * streams on every replica within the 2 s at the 95th percentile.
 */
import { type OpenStream, openStream } from '../server/events/stream.ts';
import { check, logInAsDemoSeller, request, waitUntil } from './console-client.ts';
import type { Engine } from './engine.ts';
import { exec, tail } from './exec.ts';

export interface StreamStack {
  base: string;
  replicas: number;
  /** The replica address (ip:8080) that served each request id, from the balancer's log. */
  servedBy(ids: string[]): Promise<string[]>;
}

interface JobData {
  id: string;
  state: string;
  total: number;
  counts: Record<string, number>;
}

/** Two streams per replica: round robin spreads consecutive requests over every replica. */
const STREAMS_PER_REPLICA = 2;
/** The bound on progress reaching the console. */
const PROGRESS_WITHIN_MS = 2_000;

export async function progressOnEveryReplica(stack: StreamStack): Promise<string> {
  const { base } = stack;
  let token = '';
  await waitUntil('a demo seller signed in', 90_000, async () => {
    token = (await logInAsDemoSeller(base).catch(() => ({ token: '' }))).token;
    return token !== '';
  });
  const prefix = `stream-${Date.now()}`;
  let spread = 0;
  const streams: OpenStream[] = [];
  const ids: string[] = [];
  try {
    for (let i = 0; i < stack.replicas * STREAMS_PER_REPLICA; i++) {
      const id = `${prefix}-${i}`;
      const stream = await openStream(base, { token, 'x-request-id': id });
      check(stream.status === 200, `GET /gateway/events through the balancer: HTTP ${stream.status} ${stream.text().slice(0, 200)}`);
      streams.push(stream);
      ids.push(id);
    }
    const started = await request(`${base}/gateway/jobs`, {
      method: 'POST',
      headers: { token, 'content-type': 'application/json', 'x-request-id': `${prefix}-job` },
      body: JSON.stringify({ kind: 'export', resource: 'orders', format: 'csv' }),
    });
    check(started.status === 202, `POST /gateway/jobs: HTTP ${started.status} ${started.text.slice(0, 200)}`);
    const job = (JSON.parse(started.text) as { data: JobData }).data;
    const ofJob = (state: string) => (event: { name: string; data: unknown }) =>
      event.name === 'job' && (event.data as JobData).id === job.id && (event.data as JobData).state === state;

    // Each stream sees the job, then sees it done; the gap between the first and the last stream to see it done is
    // what the balancer and Redis add (the stream on the job's own replica has no hop between replicas).
    const done = await Promise.all(streams.map((s) => s.next(ofJob('done'), 120_000)));
    spread = Math.max(...done.map((e) => e.at)) - Math.min(...done.map((e) => e.at));
    check(spread <= PROGRESS_WITHIN_MS, `the job's end reached the streams ${spread} ms apart (bound ${PROGRESS_WITHIN_MS})`);
    // (how many events came before the end depends on the job's speed: changes are gathered for 200 ms, and a quick
    // export may end within the first gathering)
  } finally {
    for (const stream of streams) stream.close();
  }
  // nginx logs a stream when it ends: the streams just closed name the replicas that held them.
  let served: string[] = [];
  // up to a heartbeat (15 s) and more: a closed stream nginx has not seen end yet is seen at the next write
  await waitUntil('the balancer logging the closed streams', 30_000, async () => {
    served = await stack.servedBy(ids);
    return served.every(Boolean);
  });
  const replicas = new Set(served);
  check(replicas.size === stack.replicas, `the streams were held by ${replicas.size} replicas, expected ${stack.replicas}: ${served.join(' ')}`);
  return `${streams.length} streams on ${replicas.size} replicas each saw the export end, ${spread} ms apart`;
}

export interface InboxStack extends StreamStack {
  engine: Engine;
  /** The mock upstream's container: its captcha and its event maker are asked from inside (never proxied). */
  mock: string;
}

/** Events the mock makes, one every EVENT_GAP_MS (the feed is polled every 500 ms by default). */
const EVENTS = 20;
const EVENT_GAP_MS = 700;
const DELIVERED_P95_MS = 2_000;
const MOCK = 'http://127.0.0.1:3001';

/** A GET or POST made inside the mock's container, its JSON answer printed (Node's fetch, as the image's health check). */
export async function insideMock(stack: InboxStack, script: string): Promise<unknown> {
  const result = await exec(stack.engine.cli, ['exec', stack.mock, 'node', '-e', script]);
  check(result.code === 0, tail(result));
  return JSON.parse(result.stdout);
}

/** The platform administrator's sign-in: the captcha's code read from the mock, as a person reads the picture. */
export async function adminToken(stack: InboxStack): Promise<string> {
  const key = (JSON.parse((await request(`${stack.base}/api/v2/admin/imgkey`)).text) as { data: { key: string } }).data.key;
  const code = (await insideMock(stack, `fetch('${MOCK}/__mock/captcha?key=${key}').then((r) => r.json()).then((b) => console.log(JSON.stringify(b)))`)) as { data: { code: string } };
  const login = await request(`${stack.base}/api/v2/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'admin', password: '123456', key, code: code.data.code }),
  });
  return (JSON.parse(login.text) as { data?: { token?: string } }).data?.token ?? '';
}

export async function inboxOnEveryReplica(stack: InboxStack): Promise<string> {
  let token = '';
  // The login limit's minute from earlier steps may still be running out.
  await waitUntil('the administrator signed in', 90_000, async () => {
    token = await adminToken(stack).catch(() => '');
    return token !== '';
  });
  const prefix = `inbox-${Date.now()}`;
  const streams: OpenStream[] = [];
  const ids: string[] = [];
  const latencies: number[] = [];
  try {
    for (let i = 0; i < stack.replicas * STREAMS_PER_REPLICA; i++) {
      const id = `${prefix}-${i}`;
      const stream = await openStream(stack.base, { token, 'x-request-id': id });
      check(stream.status === 200, `GET /gateway/events through the balancer: HTTP ${stream.status} ${stream.text().slice(0, 200)}`);
      streams.push(stream);
      ids.push(id);
    }
    // Made inside the mock one after another, each with the time just before it was asked for (the container shares
    // the host's clock): a delivery is measured from before the upstream made the event to its arrival on a stream.
    const made = (await insideMock(
      stack,
      `(async () => { const out = []; for (let i = 0; i < ${EVENTS}; i++) { const asked = Date.now();
        const reply = await fetch('${MOCK}/__mock/events/order_paid', { method: 'POST' }); const body = await reply.json();
        out.push({ asked, status: reply.status, ids: (body.data ? body.data.events : []).filter((e) => e.kind === 'order_paid').map((e) => e.id) });
        await new Promise((r) => setTimeout(r, ${EVENT_GAP_MS})); } console.log(JSON.stringify(out)); })()`,
    )) as { asked: number; status: number; ids: number[] }[];
    const events = made.flatMap((m) => m.ids.map((id) => ({ id: String(id), asked: m.asked })));
    check(events.length >= EVENTS, `the mock made ${events.length} order_paid events of ${EVENTS} asked: ${JSON.stringify(made.filter((m) => m.status !== 200))}`);
    for (const [i, stream] of streams.entries()) {
      for (const event of events) {
        const arrived = await stream.next((e) => e.name === 'inbox' && e.id === event.id, 15_000).catch(() => {
          throw new Error(`stream ${ids[i]} never received event ${event.id}`);
        });
        latencies.push(arrived.at - event.asked);
      }
      const twice = events.filter((event) => stream.events.filter((e) => e.name === 'inbox' && e.id === event.id).length > 1);
      check(twice.length === 0, `stream ${ids[i]} received ${twice.length} events twice`);
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  latencies.sort((a, b) => a - b);
  const p95 = latencies[Math.ceil(latencies.length * 0.95) - 1];
  const p50 = latencies[Math.ceil(latencies.length * 0.5) - 1];
  check(p95 <= DELIVERED_P95_MS, `upstream event to stream p95 ${p95} ms (bound ${DELIVERED_P95_MS}); p50 ${p50}, max ${latencies.at(-1)}`);
  let served: string[] = [];
  // up to a heartbeat (15 s) and more: a closed stream nginx has not seen end yet is seen at the next write
  await waitUntil('the balancer logging the closed streams', 30_000, async () => {
    served = await stack.servedBy(ids);
    return served.every(Boolean);
  });
  const replicas = new Set(served);
  check(replicas.size === stack.replicas, `the streams were held by ${replicas.size} replicas, expected ${stack.replicas}: ${served.join(' ')}`);
  return `${latencies.length} deliveries (${EVENTS} events × ${streams.length} streams on ${replicas.size} replicas): p50 ${p50} ms, p95 ${p95} ms, max ${latencies.at(-1)} ms, none twice`;
}

/** Makes `count` order_paid events inside the mock, one every EVENT_GAP_MS; answers their ids. */
async function makeEvents(stack: InboxStack, count: number): Promise<string[]> {
  const made = (await insideMock(
    stack,
    `(async () => { const ids = []; for (let i = 0; i < ${count}; i++) {
      const body = await (await fetch('${MOCK}/__mock/events/order_paid', { method: 'POST' })).json();
      for (const e of body.data ? body.data.events : []) if (e.kind === 'order_paid') ids.push(e.id);
      await new Promise((r) => setTimeout(r, ${EVENT_GAP_MS})); } console.log(JSON.stringify(ids)); })()`,
  )) as number[];
  check(made.length >= count, `the mock made ${made.length} order_paid events of ${count} asked`);
  return made.map(String);
}

/**
 * A replica stopped while it holds streams: they end, and each reconnects through the balancer (to another replica)
 * with the last id it saw as `Last-Event-ID`, as a browser's EventSource does; what was made meanwhile is replayed,
 * nothing twice. The streams on the other replicas carry on live. `stop` stops a replica (the caller starts it again).
 */
export async function inboxAcrossReplicaStop(stack: InboxStack, stop: () => Promise<string>): Promise<string> {
  let token = '';
  await waitUntil('the administrator signed in', 90_000, async () => {
    token = await adminToken(stack).catch(() => '');
    return token !== '';
  });
  const streams: OpenStream[] = [];
  const lastSeen = (stream: OpenStream) => stream.events.filter((e) => e.name === 'inbox' && e.id).at(-1)?.id ?? '';
  try {
    for (let i = 0; i < stack.replicas * STREAMS_PER_REPLICA; i++) {
      const stream = await openStream(stack.base, { token, 'x-request-id': `inbox-stop-${Date.now()}-${i}` });
      check(stream.status === 200, `GET /gateway/events through the balancer: HTTP ${stream.status}`);
      streams.push(stream);
    }
    const [first] = await makeEvents(stack, 1);
    await Promise.all(streams.map((s) => s.next((e) => e.name === 'inbox' && e.id === first, 15_000)));
    const stopped = await stop();
    let ended: OpenStream[] = [];
    await waitUntil(`the streams held by ${stopped} ending`, 30_000, async () => {
      ended = streams.filter((s) => s.ended());
      return ended.length > 0;
    });
    const kept = streams.filter((s) => !s.ended());
    const missed = await makeEvents(stack, 5);
    const resumed: OpenStream[] = [];
    for (const [i, old] of ended.entries()) {
      const after = lastSeen(old);
      const stream = await openStream(stack.base, { token, 'last-event-id': after, 'x-request-id': `inbox-resume-${Date.now()}-${i}` });
      check(stream.status === 200, `a reconnect with Last-Event-ID ${after}: HTTP ${stream.status} ${stream.text().slice(0, 200)}`);
      streams.push(stream);
      resumed.push(stream);
    }
    for (const stream of [...kept, ...resumed]) {
      for (const id of missed) await stream.next((e) => e.name === 'inbox' && e.id === id, 15_000).catch(() => {
        throw new Error(`event ${id} never reached a ${resumed.includes(stream) ? 'resumed' : 'kept'} stream`);
      });
      const ids = stream.events.filter((e) => e.name === 'inbox').map((e) => e.id);
      check(new Set(ids).size === ids.length, `a stream received an event twice: ${ids.join(' ')}`);
      if (resumed.includes(stream)) check(!ids.includes(first), `a resumed stream replayed event ${first}, which it had seen`);
    }
    return `${ended.length} streams ended with ${stopped}, resumed elsewhere with Last-Event-ID: the ${missed.length} events made meanwhile replayed, none twice; ${kept.length} others carried on live`;
  } finally {
    for (const stream of streams) stream.close();
  }
}
