/**
 * The scaled deployment (docker-compose.scale.yml, docs/scaling.md) for real: nginx in front of three gateway replicas
 * sharing the login limit through Redis, under load while a replica is stopped and started again, with Redis and the
 * mock upstream stopped in turn. Run by run.ts after the one-gateway stack; it reports how long a replica takes to
 * leave and to rejoin, and with `throughput` (`npm run test:scaled`) req/s through the balancer with one and with three
 * replicas and the CPU each request costs.
 */
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { request as undiciRequest } from 'undici';
import { demoAccounts } from '../../contract/shell.ts';
import { browserLoad } from './browser-load.ts';
import { check, logInAsDemoSeller, request, upstreamDownError, waitUntil } from './console-client.ts';
import type { Engine } from './engine.ts';
import { exec, tail } from './exec.ts';
import { DNS_SETTLES_WITHIN_MS, waitForBalancer } from './replicas-dns.ts';
import { replicaStoppedMidJob } from './scaled-job-handover.ts';
import { inboxAcrossReplicaStop, inboxOnEveryReplica, progressOnEveryReplica } from './scaled-streams.ts';

export interface ScaledRun {
  engine: Engine;
  image: string;
  project: string;
  port: number;
  step(name: string, body: () => Promise<unknown>): Promise<boolean>;
  measured(name: string, ms: number): string;
  note(text: string): void;
  /** Also measure req/s with 1 and with 3 replicas (`npm run test:scaled`; `test:container` leaves it out for time). */
  throughput: boolean;
}

/** The part of autocannon's result used here (autocannon ships no types). */
interface LoadResult {
  requests: { average: number; total: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats: Record<string, { count: number }>;
}

/** What went wrong under load, for a failure message: autocannon's counts and the balancer's view of the same. */
function loadTrouble(result: LoadResult, lines: BalancerLine[], errorLog: string): string {
  const statuses = Object.entries(result.statusCodeStats).map(([status, { count }]) => `${status}×${count}`).join(' ');
  return [
    `${result.errors} errors (${result.timeouts} timeouts), ${result.non2xx} non-2xx of ${result.requests.total}; statuses ${statuses}`,
    balancerTrouble(lines, errorLog),
  ].join('\n');
}

/** The balancer's 4xx/5xx lines by status and replica, and nginx's distinct error lines. */
function balancerTrouble(lines: BalancerLine[], errorLog: string): string {
  const bad = new Map<string, number>();
  for (const line of lines) {
    if (line.status < 400) continue;
    const key = `${line.status} from ${line.upstream || 'nginx'}`;
    bad.set(key, (bad.get(key) ?? 0) + 1);
  }
  const nginxErrors = [...new Set(errorLog.split('\n').filter((l) => /\[(emerg|alert|crit|error|warn)\]/.test(l)).map((l) => l.replace(/^.*?\] \d+#\d+: \*?\d* ?/, '').replace(/, client:.*$/, '')))];
  return [
    `balancer: ${[...bad].map(([k, n]) => `${k} ×${n}`).join('; ') || 'no 4xx/5xx lines'}`,
    ...nginxErrors.slice(0, 8).map((l) => `nginx: ${l}`),
  ].join('\n');
}
/** autocannon's run: a promise of its result that also emits each request error. */
type Autocannon = (options: { url: string; connections: number; duration: number; timeout: number }) => Promise<LoadResult> & {
  on(event: 'reqError', listener: (error: Error & { code?: string }) => void): void;
};

const REPLICAS = 3;
const LOGIN_LIMIT = 10;
const READY_WITHIN_MS = 150_000;
const LOGIN_PATH = '/api/v2/admin/login';

/** One line of the balancer's access log (deploy/nginx/gateway.conf's console_json). */
interface BalancerLine {
  /** ISO 8601 with the zone (nginx's $time_iso8601). */
  time: string;
  request_id: string;
  status: number;
  upstream: string;
  method: string;
  uri: string;
}

export async function runScaled(run: ScaledRun): Promise<void> {
  const { engine, measured } = run;
  /** A check whose failure message ends with each replica's last warn and error lines (why, from the inside). */
  const step = (name: string, body: () => Promise<unknown>) =>
    run.step(name, async () => {
      try {
        return await body();
      } catch (error) {
        const lines: string[] = [];
        for (const g of gateways) {
          const logs = jsonLines((await exec(engine.cli, ['logs', '--tail', '400', g])).stdout);
          const trouble = logs.filter((l) => Number(l.level) >= 40).slice(-3);
          for (const l of trouble) lines.push(`${g}: ${String(l.msg)} ${JSON.stringify({ status: l.status, upstream_code: l.upstream_code, turned_away: l.turned_away, circuit: l.circuit })}`);
        }
        (error as Error).message += lines.length > 0 ? `\n${lines.join('\n')}` : '';
        throw error;
      }
    });
  const base = `http://127.0.0.1:${run.port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    GATEWAY_PORT: String(run.port),
    IMAGE: run.image,
    GATEWAY_REPLICAS: String(REPLICAS),
    LOGIN_RATE_LIMIT: String(LOGIN_LIMIT),
    // One row in flight per job: a bulk job of the demo's members then lasts long enough to stop its replica mid-way.
    JOB_CONCURRENCY: '1',
  };
  for (const name of ['UPSTREAM_URL', 'REDIS_URL', 'TRUST_PROXY', 'SHUTDOWN_ACCEPT_MS']) delete env[name];
  const compose = (...args: string[]) => engine.compose(run.project, ['-f', 'docker-compose.scale.yml', ...args], env);
  const containers = async (service: string) => {
    const found = await exec(engine.cli, [
      'ps', '-a', '--filter', `label=com.docker.compose.project=${run.project}`,
      '--filter', `label=com.docker.compose.service=${service}`, '--format', '{{.Names}}',
    ]);
    return found.stdout.trim().split('\n').filter(Boolean).sort();
  };
  const ipOf = async (container: string) =>
    (await exec(engine.cli, ['inspect', '-f', '{{range .NetworkSettings.Networks}}{{.IPAddress}}{{end}}', container])).stdout.trim();
  /** A GET answered by one replica itself, from inside its container (Node's fetch, as its health check does). */
  const onReplica = async (container: string, path: string, headers: Record<string, string> = {}) => {
    const script = `fetch('http://127.0.0.1:8080${path}', { headers: ${JSON.stringify(headers)} })
      .then(async (r) => { const text = await r.text(); console.log(JSON.stringify({ status: r.status, text: text.slice(0, 2000), length: text.length,
        sha256: require('crypto').createHash('sha256').update(text).digest('hex') })) }, (e) => console.log(JSON.stringify({ status: 0, text: String(e) })))`;
    const result = await exec(engine.cli, ['exec', container, 'node', '-e', script]);
    try {
      return JSON.parse(result.stdout) as { status: number; text: string; length?: number; sha256?: string };
    } catch {
      return { status: 0, text: tail(result) };
    }
  };
  const balancerLines = async (): Promise<BalancerLine[]> => {
    const logs = await exec(engine.cli, ['logs', balancer]);
    return jsonLines(logs.stdout).filter((l): l is BalancerLine & Record<string, unknown> => typeof l.request_id === 'string');
  };
  /** nginx's error log (the image sends it to stderr). */
  const balancerErrors = async () => (await exec(engine.cli, ['logs', balancer])).stderr;
  /** The replica address (ip:8080) of each request id, from the balancer's log; the last one when it retried. */
  const servedBy = async (ids: string[]) => {
    const lines = await balancerLines();
    return ids.map((id) => lines.find((l) => l.request_id === id)?.upstream.split(', ').at(-1) ?? '');
  };
  /**
   * Until nginx balances over exactly these replicas at their present addresses (replicas-dns.ts): a restarted
   * replica has a new address, and a reload closes the clients' idle keep-alive connections, which autocannon counts
   * as errors, so a measurement waits it out. The engine's DNS answers on the way go into the notes.
   */
  const balancerFollows = async (what: string, replicas: string[]) => {
    const addresses = await Promise.all(replicas.map(ipOf));
    const { ms, answers } = await waitForBalancer(engine, balancer, addresses);
    run.note(`${what}: the balancer followed in ${(ms / 1000).toFixed(1)} s; the DNS said ${answers.join(', ')}`);
    return ms;
  };
  const burst = async (count: number, prefix: string) => {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      const id = `${prefix}-${i}`;
      const reply = await request(`${base}${demoAccounts.path}`, { headers: { 'x-request-id': id } });
      check(reply.status === 200, `GET ${demoAccounts.path}: HTTP ${reply.status}`);
      ids.push(id);
    }
    return servedBy(ids);
  };

  let gateways: string[] = [];
  let balancer = '';
  const started = performance.now();
  const up = await step(`scaled: up with ${REPLICAS} replicas behind nginx, Redis, the mock; every replica serves`, async () => {
    const result = await compose('up', '-d');
    check(result.code === 0, tail(result));
    gateways = await containers('gateway');
    check(gateways.length === REPLICAS, `${gateways.length} gateway containers, expected ${REPLICAS}`);
    [balancer] = await containers('balancer');
    check(balancer, 'no balancer container');
    const published = await exec(engine.cli, ['port', gateways[0]]);
    check(published.stdout.trim() === '', `a replica is published: ${published.stdout.trim()}`);
    await waitUntil('GET /readyz through the balancer', READY_WITHIN_MS, async () => (await request(`${base}/readyz`)).status === 200);
    const addresses = new Set(await Promise.all(gateways.map(ipOf)));
    let round = 0;
    await waitUntil('every replica answering through the balancer', READY_WITHIN_MS, async () => {
      const seen = new Set(await burst(REPLICAS * 2, `up-${round++}`));
      return [...addresses].every((a) => seen.has(`${a}:8080`));
    });
    return measured('scaled up to every replica serving', performance.now() - started);
  });
  if (!up) {
    console.log(tail(await compose('logs'), 60));
    return;
  }
  const addressOf = new Map<string, string>(await Promise.all(gateways.map(async (g) => [g, `${await ipOf(g)}:8080`] as const)));

  await step('scaled: round robin over the replicas; the request id and the client address reach the gateway', async () => {
    const served = await burst(REPLICAS * 4, 'rr');
    const counts = [...addressOf.values()].map((a) => served.filter((s) => s === a).length);
    check(counts.every((c) => c === 4), `requests per replica ${counts.join('/')}, expected 4 each`);
    const id = 'scaled-client-address-check';
    await request(`${base}/readyz`, { headers: { 'x-request-id': id } });
    const [nginxLine] = (await balancerLines()).filter((l) => l.request_id === id);
    check(nginxLine, 'the balancer did not log the request id it was sent');
    const gatewayLine = await waitForGatewayLine(engine, gateways, id);
    const balancerIp = await ipOf(balancer);
    check(gatewayLine.client === (nginxLine as unknown as { client: string }).client, `the gateway logged client ${gatewayLine.client}, the balancer ${(nginxLine as unknown as { client: string }).client}`);
    check(gatewayLine.client !== balancerIp, `the gateway logged the balancer's address ${balancerIp} as the client`);
    return `${counts.join('/')}; client ${gatewayLine.client}`;
  });

  await step(`scaled: the login limit (${LOGIN_LIMIT} a minute) holds across the replicas: attempt ${LOGIN_LIMIT + 1} is 429`, async () => {
    const statuses: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i <= LOGIN_LIMIT; i++) {
      const id = `login-${i}`;
      const reply = await request(`${base}${LOGIN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': id },
        body: JSON.stringify({ account: 'admin', password: 'wrong', key: 'k', code: '0000' }),
      });
      statuses.push(reply.status);
      ids.push(id);
    }
    const replicas = new Set(await servedBy(ids));
    check(statuses.slice(0, LOGIN_LIMIT).every((s) => s !== 429), `429 before attempt ${LOGIN_LIMIT + 1}: ${statuses.join(' ')}`);
    check(statuses[LOGIN_LIMIT] === 429, `attempt ${LOGIN_LIMIT + 1} answered ${statuses[LOGIN_LIMIT]}`);
    check(replicas.size === REPLICAS, `the attempts reached ${replicas.size} replicas`);
    return `answered by ${replicas.size} replicas`;
  });

  const { default: autocannon } = (await import('autocannon' as string)) as { default: Autocannon };
  /** autocannon's run, with its request errors counted by kind (a failure message says which). */
  const load = async (seconds: number) => {
    const running = autocannon({ url: `${base}${demoAccounts.path}`, connections: 16, duration: seconds, timeout: 10 });
    const kinds = new Map<string, number>();
    running.on('reqError', (error: Error & { code?: string }) => {
      const kind = error.code ?? error.message;
      kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
    });
    return { result: await running, kinds };
  };

  const throughput = async (replicas: number) => {
    await load(3); // warm-up: fresh replicas compile their hot paths first
    const before = await cpuSeconds(engine, [...gateways, balancer, ...(await containers('mock-upstream'))]);
    const from = new Date().toISOString().slice(0, 19);
    const { result, kinds } = await load(8);
    const after = await cpuSeconds(engine, [...gateways, balancer, ...(await containers('mock-upstream'))]);
    if (result.errors > 0 || result.non2xx > 0) {
      // The balancer's lines of this measurement only. Its 499s are autocannon's own: at the end of a run it destroys
      // its connections with a request in flight on each, which nginx logs as closed by the client.
      const during = (await balancerLines()).filter((l) => new Date(l.time).toISOString().slice(0, 19) >= from);
      const reloads = (await exec(engine.cli, ['logs', '--since', from, balancer])).stdout.split('\n').filter((l) => l.includes('reloading nginx'));
      const errors = [...kinds].map(([k, n]) => `${k} ×${n}`).join(', ');
      check(false, `${loadTrouble(result, during, await balancerErrors())}\nerrors: ${errors}\nnginx reloads during the run: ${reloads.length}`);
    }
    const total = result.requests.total;
    const gatewayMs = ((after.gateways - before.gateways) * 1000) / total;
    const stackMs = ((after.all - before.all) * 1000) / total;
    const text = `${Math.round(result.requests.average)} req/s with ${replicas} replica(s); CPU per request ${gatewayMs.toFixed(2)} ms in the gateways, ${stackMs.toFixed(2)} ms in balancer + gateways + mock`;
    run.note(text);
    return text;
  };

  if (run.throughput) {
    await step(`scaled: load through the balancer (autocannon, 16 connections, 8 s) with 1 replica, then ${REPLICAS}`, async () => {
      const [kept, ...others] = gateways;
      const stop = await exec(engine.cli, ['stop', '-t', '20', ...others]);
      check(stop.code === 0, tail(stop));
      // Whatever the measurement with one replica finds, the others start again: `restart: unless-stopped` rightly
      // leaves a replica an operator stopped stopped, and every later step needs all of them.
      try {
        await balancerFollows(`${others.length} replicas stopped`, [kept]);
        await throughput(1);
      } finally {
        const start = await exec(engine.cli, ['start', ...others]);
        check(start.code === 0, tail(start));
        for (const g of others) addressOf.set(g, `${await ipOf(g)}:8080`);
        await balancerFollows(`${others.length} replicas started`, gateways);
        await waitUntil('all replicas serving again', 60_000, async () => new Set(await burst(REPLICAS * 2, `back-${Date.now()}`)).size === REPLICAS);
      }
      await throughput(REPLICAS);
      return 'numbers below';
    });
  }

  const [leaving] = gateways;
  await step('scaled: a replica stopped under load (16 browser-like connections, 25 s): no failed GET, the POSTs in flight complete', async () => {
    // A browser's GETs, not autocannon's: the stop makes follow-replicas.sh reload nginx, which closes idle keep-alive
    // connections, and a browser resends a GET whose reused connection closed before any answer byte (browser-load.ts).
    const loadDone = browserLoad(`${base}${demoAccounts.path}`, { connections: 16, seconds: 25, timeoutMs: 10_000 });
    await sleep(2000);
    // Slow POSTs (their bodies take 3 s to arrive), one or more on each replica, in flight when the stop begins.
    const posts = Array.from({ length: REPLICAS * 2 }, (_, i) => slowPost(`${base}/api/v2/admin/password`, `inflight-${Date.now()}-${i}`, 3000));
    await sleep(500);
    const stopAt = performance.now();
    const stopping = exec(engine.cli, ['stop', '-t', '20', leaving]);
    const answers = await Promise.all(posts);
    const stop = await stopping;
    check(stop.code === 0, tail(stop));
    const stoppedMs = performance.now() - stopAt;
    const exitCode = (await exec(engine.cli, ['inspect', '-f', '{{.State.ExitCode}}', leaving])).stdout.trim();
    check(exitCode === '0', `the stopped replica exited ${exitCode}`);
    const result = await loadDone;
    const resends = `${result.resent} resent after a reused connection closed before any answer byte`;
    check(result.failed === 0, `under load: ${result.failed} of ${result.gets} GETs failed, ${resends}\n${result.problems.join('\n')}\n${balancerTrouble(await balancerLines(), await balancerErrors())}`);
    for (const answer of answers) check(answer.ok, answer.problem);
    // From the stopped replica's own log: the balancer's has been cut by then (podman truncates a container log at
    // its max-size, and the load wrote megabytes of access lines).
    const ownLines = jsonLines((await exec(engine.cli, ['logs', leaving])).stdout);
    const onLeaving = answers.filter((a) => ownLines.some((l) => l.request_id === a.id && l.status !== 503));
    check(onLeaving.length > 0, `no slow POST was answered by the stopped replica (${answers.map((a) => a.id).join(' ')})`);
    measured('replica stop under load (3 s accept grace, in-flight, exit)', stoppedMs);
    if (result.resent > 0) {
      const reloads = (await exec(engine.cli, ['logs', balancer])).stdout.split('\n').filter((l) => l.includes('reloading nginx'));
      run.note(`stop under load: ${resends}: ${result.problems.join('; ')}; nginx reloads: ${reloads.slice(-2).join(' ')}`);
    }
    return `${result.gets} GETs, 0 failed, ${resends}; ${answers.length} POSTs completed, ${onLeaving.length} on the stopped replica`;
  });

  // A step of its own, so the later steps find every replica running whatever the one above found.
  await step('scaled: the stopped replica started again rejoins the rotation', async () => {
    // In: from its start to its first request through the balancer, at the address it has now (it may be new).
    const startAt = performance.now();
    const start = await exec(engine.cli, ['start', leaving]);
    check(start.code === 0, tail(start));
    const newAddress = `${await ipOf(leaving)}:8080`;
    addressOf.set(leaving, newAddress);
    // The DNS lists it at its new address, follow-replicas.sh puts that into nginx's list, then it answers.
    const followFrom = performance.now();
    const dnsMs = await balancerFollows('the stopped replica started', gateways);
    await waitUntil('the replica serving again', 60_000, async () => (await burst(REPLICAS, `rejoin-${Date.now()}`)).includes(newAddress));
    measured('replica start to the balancer listing it', followFrom - startAt + dnsMs);
    return measured('replica start to serving through the balancer', performance.now() - startAt);
  });

  // Before the bulk job below, which freezes every member in the normal state: a paid order needs a buyer who is not.
  await step(`scaled: the upstream's events reach streams on every replica within 2 s (p95; one feed reader, a Redis Stream)`, async () => {
    const [mock] = await containers('mock-upstream');
    return inboxOnEveryReplica({ base, replicas: REPLICAS, servedBy, engine, mock });
  });

  await step('scaled: a replica holding event streams stopped: each reconnects to another with Last-Event-ID, what was missed replayed once', async () => {
    const [mock] = await containers('mock-upstream');
    const leaving = gateways[1];
    try {
      return await inboxAcrossReplicaStop({ base, replicas: REPLICAS, servedBy, engine, mock }, async () => {
        const stop = await exec(engine.cli, ['stop', '-t', '20', leaving]);
        check(stop.code === 0, tail(stop));
        return leaving;
      });
    } finally {
      // started again whatever happened: the later steps need every replica
      const start = await exec(engine.cli, ['start', leaving]);
      check(start.code === 0, tail(start));
      addressOf.set(leaving, `${await ipOf(leaving)}:8080`);
      await balancerFollows('the streams\' replica started again', gateways);
      const address = addressOf.get(leaving) ?? '';
      await waitUntil('the streams\' replica serving again', 60_000, async () => (await burst(REPLICAS, `streams-back-${Date.now()}`)).includes(address));
    }
  });

  await step('scaled: the replica running a bulk job stopped mid-job: another finishes it, every row applied once', async () => {
    let stopped = '';
    try {
      const [mock] = await containers('mock-upstream');
      return await replicaStoppedMidJob({ engine, base, gateways, mock }, (container) => (stopped = container));
    } finally {
      // Started again whatever the job did: the later steps need every replica.
      if (stopped) {
        const start = await exec(engine.cli, ['start', stopped]);
        check(start.code === 0, tail(start));
        addressOf.set(stopped, `${await ipOf(stopped)}:8080`);
        await balancerFollows('the job replica started again', gateways);
        const address = addressOf.get(stopped) ?? '';
        await waitUntil('the job replica serving again', 60_000, async () => (await burst(REPLICAS, `job-back-${Date.now()}`)).includes(address));
      }
    }
  });

  await step(`scaled: a job's progress streams through the balancer to streams on every replica (Server-Sent Events, Redis)`, () =>
    progressOnEveryReplica({ base, replicas: REPLICAS, servedBy }));

  const redisDown = await step('scaled: Redis stopped: credential calls are refused 503 (fail closed), other calls served; /readyz, /metrics and a warn line say so', async () => {
    const stop = await compose('stop', 'redis');
    check(stop.code === 0, tail(stop));
    // Every replica says `redis-down`. Asked in turn through the balancer; a 503 on the way is reported with its
    // circuit header (`open`; `closed`: the upstream did not answer /readyz's probe within 2 s). Stopping Redis
    // reloads the engine's DNS, which can drop the probe's lookup of the mock or go silent for tens of seconds
    // (replicas-dns.ts, docs/scaling.md "Status"): the bound is the same.
    const asides = new Set<string>();
    await waitUntil('/readyz saying redis-down on every replica', DNS_SETTLES_WITHIN_MS, async () => {
      const states = new Set<string>();
      for (let i = 0; i < REPLICAS * 2; i++) {
        const reply = await request(`${base}/readyz`);
        const body = JSON.parse(reply.text) as { data?: { rate_limit_store?: string } };
        states.add(body.data?.rate_limit_store ?? `HTTP ${reply.status} circuit ${reply.headers.get('x-upstream-circuit')}`);
      }
      for (const state of states) {
        if (state === 'redis-down' || asides.has(state)) continue;
        asides.add(state);
      }
      return states.size === 1 && states.has('redis-down');
    }).catch((error: Error) => {
      throw new Error(`${error.message}; /readyz also said ${[...asides].join(' | ')}`);
    });
    if (asides.size > 0) run.note(`Redis stopped: /readyz answered ${[...asides].join(', ')} before redis-down`);
    // No attempt is let through uncounted: each is answered 503 with Retry-After, on every replica.
    const prefix = `redis-down-${Date.now()}`;
    const statuses = new Map<number, number>();
    for (let i = 1; i <= LOGIN_LIMIT * REPLICAS; i++) {
      const reply = await request(`${base}${LOGIN_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-request-id': `${prefix}-${i}` },
        body: JSON.stringify({ account: 'admin', password: 'wrong', key: 'k', code: '0000' }),
      });
      statuses.set(reply.status, (statuses.get(reply.status) ?? 0) + 1);
      if (reply.status === 503) check(reply.headers.get('retry-after') === '5', 'a 503 without Retry-After: 5');
    }
    check(statuses.size === 1 && statuses.get(503) === LOGIN_LIMIT * REPLICAS, `logins with Redis down answered ${[...statuses].map(([s, n]) => `${s} ×${n}`).join(', ')}, not 503 each`);
    const metrics = (await request(`${base}/metrics`)).text;
    check(/\ngateway_rate_limit_store_up 0\n/.test(metrics), 'gateway_rate_limit_store_up is not 0');
    const logs = await exec(engine.cli, ['logs', gateways[1]]);
    check(logs.stdout.includes('Redis unreachable'), 'no "Redis unreachable" line in a replica\'s log');
    return `${LOGIN_LIMIT * REPLICAS} logins answered 503 with Retry-After`;
  });
  if (redisDown) {
    await step('scaled: Redis started again: the replicas share the count again', async () => {
      const startAt = performance.now();
      const start = await compose('start', 'redis');
      check(start.code === 0, tail(start));
      // Each replica's two Redis clients, the login limits' and the jobs' (/readyz names both), reconnected: asked of
      // each replica itself, since the balancer may skip one for a moment while the engine's DNS reloads.
      await waitUntil('/readyz saying redis for the login limits and the jobs on every replica', 60_000, async () => {
        for (const g of gateways) {
          const reply = await onReplica(g, '/readyz');
          const body = JSON.parse(reply.text || '{}') as { data?: { rate_limit_store?: string; job_store?: string } };
          if (body.data?.rate_limit_store !== 'redis' || body.data?.job_store !== 'redis') return false;
        }
        return true;
      });
      return measured('shared limit back after Redis restarts', performance.now() - startAt);
    });
  }

  await step('scaled: an export written by one replica downloads from every replica (EXPORT_DIR, one volume)', async () => {
    // A sign-in of its own; the login limit's minute from the step above may still be running out.
    let token = '';
    await waitUntil('a demo seller signed in', 90_000, async () => {
      token = (await logInAsDemoSeller(base)).token;
      return token !== '';
    });
    const jobs = (path: string, init: RequestInit = {}, id = `export-${Date.now()}`) =>
      request(`${base}/gateway/jobs${path}`, { ...init, headers: { token, 'content-type': 'application/json', 'x-request-id': id, ...init.headers } });
    const started = await jobs('', { method: 'POST', body: JSON.stringify({ kind: 'export', resource: 'orders', format: 'csv' }) }, 'export-start');
    check(started.status === 202, `POST /gateway/jobs: HTTP ${started.status} ${started.text.slice(0, 200)}`);
    const { id } = (JSON.parse(started.text) as { data: { id: string } }).data;
    await waitUntil(`export ${id} done`, 60_000, async () => (JSON.parse((await jobs(`/${id}`)).text) as { data: { state: string } }).data.state === 'done');
    // Each replica asked itself (inside its container), not through the balancer: what is proved is that every replica
    // reads the file one of them wrote to the shared volume, whichever replica the balancer would pick.
    const [writer] = await servedBy(['export-start']);
    const files: { replica: string; length: number; sha256: string }[] = [];
    for (const g of gateways) {
      const file = await onReplica(g, `/gateway/jobs/${id}/download`, { token });
      check(file.status === 200, `download from ${g}: HTTP ${file.status} ${file.text.slice(0, 200)}`);
      files.push({ replica: g, length: file.length ?? 0, sha256: file.sha256 ?? '' });
    }
    const digests = new Set(files.map((f) => f.sha256));
    check(digests.size === 1, `the replicas served different files: ${files.map((f) => `${f.replica} ${f.length} characters`).join(', ')}`);
    const through = await jobs(`/${id}/download`, {}, 'export-download-balancer');
    check(through.status === 200 && through.text.length === files[0].length, `through the balancer: HTTP ${through.status}, ${through.text.length} characters`);
    return `started on ${writer}, the same ${files[0].length} characters from each of ${gateways.length} replicas and through the balancer`;
  });

  const mockDown = await step('scaled: the mock stopped: the replicas answer 502 JSON in zh and en through the balancer', async () => {
    const stop = await compose('stop', 'mock-upstream');
    check(stop.code === 0, tail(stop));
    const zh = await upstreamDownError(base, 'zh');
    const en = await upstreamDownError(base, 'en');
    check(/[\u4e00-\u9fff]/.test(zh) && zh !== en, `zh: ${zh}; en: ${en}`);
    return `"${en}"`;
  });
  if (mockDown) {
    await step('scaled: the mock started again: every replica recovers', async () => {
      const startAt = performance.now();
      const start = await compose('start', 'mock-upstream');
      check(start.code === 0, tail(start));
      // Proxied GETs through every replica (logins are spent for this minute by the steps above).
      await waitUntil('every replica proxying again', READY_WITHIN_MS, async () => {
        return new Set(await burst(REPLICAS * 2, `mock-back-${Date.now()}`)).size === REPLICAS;
      });
      return measured('scaled recovery after the mock restarts', performance.now() - startAt);
    });
  }

  await step('scaled: down removes the stack', async () => {
    const down = await compose('down', '-v');
    check(down.code === 0, tail(down));
    const left = await exec(engine.cli, ['ps', '-a', '-q', '--filter', `label=com.docker.compose.project=${run.project}`]);
    check(left.stdout.trim() === '', `containers left: ${left.stdout.trim()}`);
  });
}

/** Removes the scaled stack whatever state it is in. */
export async function cleanUpScaled(engine: Engine, project: string): Promise<void> {
  await engine.compose(project, ['-f', 'docker-compose.scale.yml', 'down', '-v'], process.env);
  await engine.removeLeftovers(project);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function jsonLines(text: string): Record<string, unknown>[] {
  return text.split('\n').flatMap((line) => {
    try {
      const value: unknown = JSON.parse(line);
      return value && typeof value === 'object' ? [value as Record<string, unknown>] : [];
    } catch {
      return [];
    }
  });
}

async function waitForGatewayLine(engine: Engine, gateways: string[], id: string): Promise<{ client: string }> {
  let found: Record<string, unknown> | undefined;
  await waitUntil(`a replica's log line for ${id}`, 10_000, async () => {
    for (const g of gateways) {
      const logs = await exec(engine.cli, ['logs', g]);
      found = jsonLines(logs.stdout).find((l) => l.request_id === id);
      if (found) return true;
    }
    return false;
  });
  return found as { client: string };
}

/** A POST whose JSON body arrives in pieces over `overMs`: in flight at the gateway for that long. */
async function slowPost(url: string, id: string, overMs: number): Promise<{ id: string; ok: boolean; problem: string }> {
  const body = JSON.stringify({ old_password: 'x'.repeat(20), new_password: 'y'.repeat(20), pad: 'z'.repeat(200) });
  const pieces = 6;
  const size = Math.ceil(body.length / pieces);
  async function* slowly() {
    for (let i = 0; i < pieces; i++) {
      yield Buffer.from(body.slice(i * size, (i + 1) * size));
      await sleep(overMs / pieces);
    }
  }
  try {
    const res = await undiciRequest(url, {
      method: 'POST',
      body: Readable.from(slowly()),
      headers: { 'content-type': 'application/json', 'x-request-id': id },
      headersTimeout: 30_000,
    });
    const text = await res.body.text();
    const answered = res.headers['x-request-id'] === id && /^\{"status":/.test(text);
    return { id, ok: answered && res.statusCode < 500, problem: `POST ${id}: HTTP ${res.statusCode} ${text.slice(0, 160)}` };
  } catch (error) {
    return { id, ok: false, problem: `POST ${id}: ${(error as Error).message}` };
  }
}

/** CPU seconds (user + system) of the named containers' processes, the gateways' apart. */
async function cpuSeconds(engine: Engine, containers: string[]): Promise<{ gateways: number; all: number }> {
  let gateways = 0;
  let all = 0;
  for (const container of containers) {
    const pid = Number((await exec(engine.cli, ['inspect', '-f', '{{.State.Pid}}', container])).stdout.trim());
    const seconds = pid > 0 ? await treeCpu(pid) : 0;
    all += seconds;
    if (/gateway/.test(container)) gateways += seconds;
  }
  return { gateways, all };
}

async function treeCpu(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th, in clock ticks (100 a second).
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let seconds = (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
  const children = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  for (const child of children.trim().split(/\s+/).filter(Boolean)) seconds += await treeCpu(Number(child));
  return seconds;
}
