/** Starts a mock upstream on a real loopback port and talks to it the way the console does. */
import type { FastifyInstance } from 'fastify';
import { buildMockUpstream, type MockOptions } from '../../mock-upstream/app.ts';

export interface Answer<T = unknown> {
  http: number;
  status: number;
  data: T;
  error?: string;
}

export interface Mock {
  app: FastifyInstance;
  url: string;
  call<T = unknown>(method: string, path: string, opts?: { body?: unknown; token?: string; lang?: string; headers?: Record<string, string> }): Promise<Answer<T>>;
  /** Logs in with a demo account through the area's real login call (the admin one reads the captcha via /__mock). */
  login(account: string, area?: 'admin' | 'seller', password?: string): Promise<string>;
  close(): Promise<void>;
}

export const FIXED_DAY = '2026-11-20';

export async function startMock(options: Partial<MockOptions> = {}): Promise<Mock> {
  const app = await buildMockUpstream({ anchorDate: FIXED_DAY, ...options }, { logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  const call: Mock['call'] = async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    if (opts.token) headers.token = opts.token;
    if (opts.lang) headers['accept-language'] = opts.lang;
    const res = await fetch(url + path, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
    const json = (await res.json()) as { status: number; data: never; error?: string };
    return { http: res.status, ...json };
  };
  const login: Mock['login'] = async (account, area = 'admin', password = '123456') => {
    let answer: Answer<{ token: string }>;
    if (area === 'admin') {
      const captcha = await call<{ key: string }>('GET', '/api/v2/admin/imgkey');
      const code = await call<{ code: string }>('GET', `/__mock/captcha?key=${captcha.data.key}`);
      answer = await call('POST', '/api/v2/admin/login', { body: { account, password, key: captcha.data.key, code: code.data.code } });
    } else {
      answer = await call('POST', '/api/v2/seller/login', { body: { account, password } });
    }
    if (answer.status !== 0) throw new Error(`login ${account}: ${answer.error}`);
    return answer.data.token;
  };
  return { app, url, call, login, close: () => app.close() };
}
