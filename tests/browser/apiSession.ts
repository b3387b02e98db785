/**
 * A console session opened without the login screen, for the browser tests that are not about logging in: the
 * console's own session store (web/src/stores/session.ts) logs in through the gateway from Node, onto an in-memory
 * store instead of the browser's cookies, and those cookies go into the test's browser context. What the console
 * keeps of a session (token, role labels, flags, user, limits) is therefore exactly what its login writes, with no
 * copy of that rule here. The login's own tests (login, sessions, password) keep typing into the form.
 */
import Cookies from 'js-cookie';
import type { BrowserContext } from 'playwright-core';
import type { Area } from '../../contract/shell.ts';
import { createApi } from '../../web/src/lib/api.ts';
import { createRequest } from '../../web/src/lib/request.ts';
import { memoryStorage } from '../../web/src/lib/storage.ts';
import { SessionStore } from '../../web/src/stores/session.ts';

/** The text of a captcha picture: an SVG data URI whose letters are <text> elements, read as a user would. */
export function captchaText(dataUri: string): string {
  const svg = Buffer.from(dataUri.split(',')[1] ?? '', 'base64').toString('utf8');
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join('');
}

/** A fresh captcha of the administrators' login: its key and the code it shows. */
export async function solvedCaptcha(base: string): Promise<{ key: string; code: string }> {
  const captcha = (await (await fetch(`${base}/api/v2/admin/imgkey`)).json()) as { data: { key: string; img: string } };
  return { key: captcha.data.key, code: captchaText(captcha.data.img) };
}

/** The cookies the console writes when `account` logs in to `area` (a session of its own, as a login gives). */
export async function sessionCookies(base: string, area: Area, account: string, password = '123456'): Promise<Record<string, string>> {
  const cookies = memoryStorage();
  let session: SessionStore | undefined;
  const problems: string[] = [];
  const request = createRequest({
    baseUrl: base,
    token: () => session?.requestToken,
    showError: (message) => problems.push(message ?? 'status 1'),
    sessionEnded: () => 'ended',
    logError: (message, cause) => problems.push(`${message}: ${String(cause)}`),
  });
  session = new SessionStore(cookies, createApi(request), area);
  const outcome =
    area === 'admin' ? await session.loginAdmin({ account, password, ...(await solvedCaptcha(base)) }) : await session.loginSeller({ account, password });
  if (!outcome.ok) throw new Error(`${area} login of ${account} failed: ${outcome.message ?? problems.join('; ')}`);
  return cookies.dump();
}

/** Puts a session's cookies into a browser context as the console's cookie store (js-cookie, path `/`) writes them. */
export async function addSessionCookies(context: BrowserContext, base: string, cookies: Record<string, string>): Promise<void> {
  await context.addCookies(
    Object.entries(cookies).map(([name, value]) => ({ name, value: Cookies.converter.write(value, name), url: `${base}/`, sameSite: 'Lax' as const })),
  );
}
