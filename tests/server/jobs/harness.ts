/**
 * The jobs' test stack on real ports: the mock upstream (pinned to a fixed day, so the same rows whatever the hour),
 * a gateway in front of it, sign-ins through the gateway (it must see them), and a client that tries again when the
 * mock's MOCK_FAIL_RATE fails one of the test's own calls.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildMockUpstream } from '../../../mock-upstream/app.ts';
import type { MockOptions } from '../../../mock-upstream/options.ts';
import { buildGateway, type GatewayOptions } from '../../../server/app.ts';
import { loadConfig } from '../../../server/config.ts';

export const ANCHOR_DATE = '2026-06-01';

export interface Mock {
  url: string;
  app: FastifyInstance;
  /** Successful applications of an action, per `<action>:<id>`, as the upstream counted them. */
  applied: Map<string, number>;
  /** When the upstream answered the last successful application of `<action>:<id>` (Date.now()). */
  appliedAt: Map<string, number>;
  close(): Promise<void>;
}

/** The mock on a real port; `applied` counts every action call it answered status 0. */
export async function startMock(options: Partial<MockOptions> = {}): Promise<Mock> {
  const app = await buildMockUpstream({ anchorDate: ANCHOR_DATE, ...options }, { logger: false });
  const applied = new Map<string, number>();
  const appliedAt = new Map<string, number>();
  app.addHook('onSend', async (request, reply, payload) => {
    const action = /^\/api\/v2\/seller\/[a-z_]+\/(\d+)\/([a-z_]+)$/.exec(request.url.split('?')[0]);
    if (request.method === 'PUT' && action && reply.statusCode === 200 && typeof payload === 'string' && payload.startsWith('{"status":0')) {
      const key = `${action[2]}:${action[1]}`;
      applied.set(key, (applied.get(key) ?? 0) + 1);
      appliedAt.set(key, Date.now());
    }
    return payload;
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, app, applied, appliedAt, close: () => app.close() };
}

export interface Gateway {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startJobsGateway(upstreamUrl: string, env: Record<string, string> = {}, options: GatewayOptions = {}): Promise<Gateway> {
  const config = loadConfig({
    UPSTREAM_URL: upstreamUrl,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    LOGIN_RATE_LIMIT: '100000',
    // The test process runs the mock, the gateway and the client at once: its lag is not the gateway's.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  });
  const app = await buildGateway(config, options);
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, app, close: () => app.close() };
}

export interface Answer<T = unknown> {
  http: number;
  status: number;
  data: T;
  error?: string;
  headers: Headers;
}

/** A call through the gateway; a 503 the mock injected (MOCK_FAIL_RATE) is tried again, a job route's answer never is. */
export async function call<T = unknown>(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; lang?: string; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        'accept-language': options.lang ?? 'zh-CN',
        ...(options.token ? { token: options.token } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    const body = text ? JSON.parse(text) : {};
    if (response.status === 503 && !path.startsWith('/gateway/') && attempt < 20) continue;
    return { http: response.status, status: body.status, data: body.data, error: body.error, headers: response.headers };
  }
}

/** Signs in through the gateway (the administrator with the mock's captcha answer); the token and the answer. */
export async function signIn(gateway: string, mock: string, account: string, area: 'admin' | 'seller'): Promise<{ token: string; cookie: string }> {
  let body: Record<string, unknown> = { account, password: '123456' };
  if (area === 'admin') {
    const captcha = await call<{ key: string }>(gateway, 'GET', '/api/v2/admin/imgkey');
    const code = (await (await fetch(`${mock}/__mock/captcha?key=${captcha.data.key}`)).json()) as { data: { code: string } };
    body = { ...body, key: captcha.data.key, code: code.data.code };
  }
  const answer = await call<{ token: string }>(gateway, 'POST', `/api/v2/${area}/login`, { body });
  if (answer.status !== 0) throw new Error(`sign-in ${account}: ${answer.error}`);
  return { token: answer.data.token, cookie: answer.headers.get('set-cookie') ?? '' };
}

/** The ids of the rows a list answers for `query`, page by page. */
export async function listIds(gateway: string, token: string, path: string, query: Record<string, string>, max: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 1; ids.length < max; page++) {
    const answer = await call<{ list: { id: number }[] }>(gateway, 'GET', `${path}?${new URLSearchParams({ ...query, page: String(page), limit: '500' })}`, { token });
    if (answer.status !== 0) throw new Error(`${path}: ${answer.error}`);
    ids.push(...answer.data.list.map((r) => r.id));
    if (answer.data.list.length < 500) break;
  }
  return ids.slice(0, max);
}

/** Polls the job until `done` says so (or 120 s pass); answers the job as last read. */
export async function waitFor<J>(gateway: string, token: string, id: string, done: (job: J) => boolean, timeoutMs = 120_000): Promise<J> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call<J>(gateway, 'GET', `/gateway/jobs/${id}`, { token });
    if (answer.status !== 0) throw new Error(`job ${id}: ${answer.error}`);
    if (done(answer.data) || Date.now() > until) return answer.data;
    await new Promise((r) => setTimeout(r, 100));
  }
}
