/**
 * What a browser or an operator does against a running gateway: open the console, log in as a demo seller, watch
 * the gateway's answer when the upstream is down. Each function throws an Error saying what was wrong.
 */
import { demoAccounts, sellerLogin, userInfo } from '../../contract/shell.ts';

export interface Reply {
  status: number;
  headers: Headers;
  text: string;
}

export async function request(url: string, init: RequestInit = {}): Promise<Reply> {
  const res = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

function json(reply: Reply, what: string): Record<string, unknown> {
  try {
    return JSON.parse(reply.text) as Record<string, unknown>;
  } catch {
    throw new Error(`${what}: HTTP ${reply.status}, not JSON: ${reply.text.slice(0, 200)}`);
  }
}

/** Polls until `probe` holds; returns the milliseconds it took, or throws after `timeoutMs`. */
export async function waitUntil(what: string, timeoutMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  let lastError = '';
  while (performance.now() - started < timeoutMs) {
    try {
      if (await probe()) return performance.now() - started;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what}: not within ${timeoutMs / 1000} s${lastError ? ` (last error: ${lastError})` : ''}`);
}

export async function isAnswering(base: string, path: string): Promise<boolean> {
  return (await request(`${base}${path}`)).status === 200;
}

/** The page both areas load, and the script it names, as a browser would fetch them. */
export async function checkConsolePage(base: string): Promise<string> {
  const pages: string[] = [];
  for (const path of ['/', '/seller/']) {
    const page = await request(`${base}${path}`);
    check(page.status === 200, `GET ${path}: HTTP ${page.status}`);
    check(page.headers.get('content-type')?.startsWith('text/html'), `GET ${path}: content-type ${page.headers.get('content-type')}`);
    pages.push(page.text);
  }
  const script = /<script type="module" src="(\/assets\/[^"]+\.js)"/.exec(pages[0])?.[1];
  check(script, 'GET /: no module script under /assets/ in the page');
  check(pages[1] === pages[0], 'GET /seller/ is not the same page as GET /');
  const asset = await request(`${base}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
  check(asset.status === 200, `GET ${script}: HTTP ${asset.status}`);
  check(/javascript/.test(asset.headers.get('content-type') ?? ''), `GET ${script}: content-type ${asset.headers.get('content-type')}`);
  return script;
}

export interface Session {
  token: string;
  name: string;
  /** The request id the gateway gave the login call, to find it in the logs. */
  loginRequestId: string;
}

/** The seller login page's flow: the demo accounts list, the password login, then the user's info. */
export async function logInAsDemoSeller(base: string): Promise<Session> {
  const listed = json(await request(`${base}${demoAccounts.path}`), `GET ${demoAccounts.path}`);
  check(listed.status === 0, `GET ${demoAccounts.path}: status ${listed.status} ${listed.error ?? ''}`);
  const seller = demoAccounts.response.parse(listed.data).accounts.find((a) => a.account === 'seller');
  check(seller, `GET ${demoAccounts.path}: no "seller" demo account`);

  const login = await request(`${base}${sellerLogin.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account: seller.account, password: seller.password }),
  });
  const loggedIn = json(login, `POST ${sellerLogin.path}`);
  check(loggedIn.status === 0, `POST ${sellerLogin.path}: status ${loggedIn.status} ${loggedIn.error ?? ''}`);
  const { token } = sellerLogin.response.parse(loggedIn.data);

  const info = json(await request(`${base}${userInfo.path}`, { headers: { token } }), `GET ${userInfo.path}`);
  check(info.status === 0, `GET ${userInfo.path}: status ${info.status} ${info.error ?? ''}`);
  const user = userInfo.response.parse(info.data);
  check(user.roles.length > 0, `GET ${userInfo.path}: no roles`);
  return { token, name: user.name, loginRequestId: login.headers.get('x-request-id') ?? '' };
}

/** The JSON error the console shows when the upstream is down: `{status: 1, error, request_id}` with HTTP 502. */
export async function upstreamDownError(base: string, language: 'zh' | 'en'): Promise<string> {
  const reply = await request(`${base}${demoAccounts.path}`, { headers: { 'accept-language': language } });
  const body = json(reply, `GET ${demoAccounts.path} with the upstream down`);
  check(reply.status === 502, `GET ${demoAccounts.path} with the upstream down: HTTP ${reply.status}, expected 502`);
  check(body.status === 1, `502 body: status ${body.status}, expected 1`);
  check(typeof body.error === 'string' && body.error.length > 0, '502 body: no error text');
  check(
    typeof body.request_id === 'string' && body.request_id === reply.headers.get('x-request-id'),
    `502 body: request_id ${body.request_id} does not match the x-request-id header ${reply.headers.get('x-request-id')}`,
  );
  return body.error as string;
}
