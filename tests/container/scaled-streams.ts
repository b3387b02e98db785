/**
 * The scaled stack's event streams (docs/jobs.md "Progress, streamed"): streams opened through the balancer land on
 * every replica; a job started through the balancer runs on one of them, and its progress reaches each stream, as it
 * happens (nginx's `location = /gateway/events` passes the stream unbuffered), carried between replicas by Redis.
 */
import { type OpenStream, openStream } from '../server/jobs/event-stream.ts';
import { check, logInAsDemoSeller, request, waitUntil } from './console-client.ts';

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
    const ofJob = (state?: string) => (event: { name: string; data: unknown }) =>
      event.name === 'job' && (event.data as JobData).id === job.id && (state === undefined || (event.data as JobData).state === state);

    // Each stream sees the job, then sees it done; the gap between the first and the last stream to see it done is
    // what the balancer and Redis add (the stream on the job's own replica has no hop between replicas).
    const done = await Promise.all(streams.map((s) => s.next(ofJob('done'), 120_000)));
    const spread = Math.max(...done.map((e) => e.at)) - Math.min(...done.map((e) => e.at));
    check(spread <= PROGRESS_WITHIN_MS, `the job's end reached the streams ${spread} ms apart (bound ${PROGRESS_WITHIN_MS})`);
    for (const [i, stream] of streams.entries()) {
      const seen = stream.events.filter(ofJob());
      check(seen.length >= 2, `stream ${ids[i]} saw the job ${seen.length} time(s), expected its start and its end`);
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  // nginx logs a stream when it ends: the streams just closed name the replicas that held them.
  let served: string[] = [];
  await waitUntil('the balancer logging the closed streams', 10_000, async () => {
    served = await stack.servedBy(ids);
    return served.every(Boolean);
  });
  const replicas = new Set(served);
  check(replicas.size === stack.replicas, `the streams were held by ${replicas.size} replicas, expected ${stack.replicas}: ${served.join(' ')}`);
  return `${streams.length} streams on ${replicas.size} replicas each saw the export start and end`;
}
