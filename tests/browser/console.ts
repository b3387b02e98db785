/** Helpers of the console's browser tests: open an area, read the captcha like a user would, log in. */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Test } from 'tap';
import type { MockOptions } from '../../mock-upstream/options.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { startStack } from '../helpers/stack.ts';
import { addSessionCookies, captchaText, sessionCookies, solvedCaptcha } from './apiSession.ts';


export type Area = 'admin' | 'seller';

export function areaUrl(base: string, area: Area, hash = '/login'): string {
  return `${base}${area === 'seller' ? '/seller/' : '/'}#${hash}`;
}

/** The captcha picture is an SVG whose letters are <text> elements: read them off the picture's data URI. */
export async function readCaptcha(page: Page): Promise<string> {
  const img = page.locator('.captcha-picture img');
  await img.waitFor();
  return captchaText((await img.getAttribute('src')) ?? '');
}

/** Fills and submits the area's password login; resolves once the layout shows (or the login warning). */
export async function logIn(page: Page, base: string, area: Area, account: string, password = '123456'): Promise<void> {
  await page.goto(areaUrl(base, area));
  await page
    .locator('#login-account')
    .waitFor()
    .catch(async (error: Error) => {
      // say what was on screen instead of only "timeout"
      const body = await page.locator('body').innerText().catch(() => '(no body)');
      throw new Error(`${error.message}\nat ${page.url()}, the page shows: ${body.slice(0, 500)}`);
    });
  await page.locator('#login-account').fill(account);
  await page.locator('#login-password').fill(password);
  if (area === 'admin') await page.locator('#login-code').fill(await readCaptcha(page));
  await page.locator('form button[type=submit]').click();
  await page.locator('.app-wrapper, .login-warning').first().waitFor();
}

/**
 * Opens the area's home on a fresh page with a session of `account`'s own, got through the API (./apiSession.ts):
 * where the login form would have led, without its cost. For tests that are not about logging in; a page already
 * used logs in through the form (`logIn`), since the console only reads its cookies when a page loads.
 */
export async function signIn(page: Page, base: string, area: Area, account: string): Promise<void> {
  if (page.url() !== 'about:blank') throw new Error(`signIn opens a fresh page; ${page.url()} is in use: log in through the form (logIn)`);
  await addSessionCookies(page.context(), base, await sessionCookies(base, area, account));
  await page.goto(areaUrl(base, area, '/'));
  await page.locator('.app-wrapper').waitFor();
}

/** Logs out through the user menu (its label in Chinese) and waits for the login. */
export async function logOut(page: Page): Promise<void> {
  await page.locator('.user-menu').click();
  await page.locator('.user-menu .item', { hasText: '退出登录' }).click();
  await page.locator('#login-account').waitFor();
}

/** Switches the console to English through the navbar's language menu, as a user would. */
export async function switchToEnglish(page: Page): Promise<void> {
  await page.locator('.language-menu').click();
  await page.locator('.language-menu .item', { hasText: 'English' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

/** Every route title in the sidebar once each group is expanded: what the role sees. */
export async function menuPaths(page: Page): Promise<string[]> {
  await page.locator('.sidebar-menu').waitFor();
  // expanding every group renders its children's links
  const groups = page.locator('.sidebar-menu .group-title[aria-expanded=false]');
  while ((await groups.count()) > 0) await groups.first().click();
  return page.locator('.sidebar-menu a.menu-item').evaluateAll((links) =>
    links.map((a) => decodeURIComponent((a as HTMLAnchorElement).hash.slice(1))),
  );
}

export async function newPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: options.width ?? 1366, height: options.height ?? 860 } });
  const errors: string[] = [];
  // What the Content-Security-Policy refused counts as a page error: the browser would report it to /csp-report.
  await context.exposeBinding('__cspViolation', (_source, text: string) => errors.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(`CSP ${e.effectiveDirective} refused ${e.blockedURI} (${e.sourceFile}:${e.lineNumber}:${e.columnNumber})`);
    });
  });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Navigates inside the console as a link would (hash change, no reload). */
export async function go(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    window.location.hash = hash;
  }, `#${path}`);
  await page.locator(`.app-view[data-path="${path.split('?')[0]}"]:not([hidden]), .error-page`).first().waitFor();
}

export async function tagTitles(page: Page): Promise<string[]> {
  return page.locator('.tags-view .tag-link').allTextContents();
}

/** Text of the toasts on screen. */
export async function toasts(page: Page): Promise<string[]> {
  return page.locator('.console-toast').allTextContents();
}

/** An administrator-area token got through the API (reading the captcha off its SVG), for looking things up in tests. */
export async function adminToken(base: string, account = 'admin'): Promise<string> {
  const login = await fetch(`${base}/api/v2/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: '123456', ...(await solvedCaptcha(base)) }),
  });
  const body = (await login.json()) as { status: number; data: { token: string } };
  if (body.status !== 0) throw new Error(`${account} login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

/** Reads the upstream through the gateway as a logged-in operator: a record's data, or a throw naming the refusal. */
export function upstreamReader(base: string, token: string) {
  return async <T>(path: string): Promise<T> => {
    const body = (await (await fetch(`${base}${path}`, { headers: { token } })).json()) as { status: number; data: T; error?: string };
    if (body.status !== 0) throw new Error(`${path}: ${body.error}`);
    return body.data;
  };
}

/**
 * The newest SMS code a phone got, as its owner reads it off the phone: the mock's debug call, since the platform's
 * lookup never shows a console account's codes. Needs a mock the test reaches itself (`startConsoleOverMock`).
 */
export async function lastSmsCode(mockUrl: string, mobile: string): Promise<string> {
  const body = (await (await fetch(`${mockUrl}/__mock/sms?mobile=${mobile}`)).json()) as { status: number; data?: { code: string } };
  if (body.status !== 0 || !body.data) throw new Error(`no SMS code for ${mobile}: ${JSON.stringify(body)}`);
  return body.data.code;
}

/**
 * A gateway in front of a mock upstream of the test's own (so the test reaches its debug calls, or sets the mock's
 * options, e.g. an anchor day that keeps "today" from changing mid-test), and a Chromium.
 */
export async function startConsoleOverMock(t: Test, mockOptions: Partial<MockOptions> = {}): Promise<{ stack: { url: string }; browser: Browser; mockUrl: string }> {
  // imported here, not at the top: the other browser files never load the mock's modules (their stack is built in the
  // run's stack server, tests/helpers/sharedStacks.ts)
  const { buildMockUpstream } = await import('../../mock-upstream/app.ts');
  const mock = await buildMockUpstream(mockOptions, { logger: false });
  const mockUrl = await mock.listen({ host: '127.0.0.1', port: 0 });
  const stack = await startStack({ env: { UPSTREAM_URL: mockUrl } });
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.close();
    await stack.close();
    await mock.close();
  });
  return { stack, browser, mockUrl };
}

/** A gateway in demo mode and a Chromium for one test file, both closed when the file's tests end. */
export async function startConsole(t: Test): Promise<{ stack: { url: string }; browser: Browser }> {
  const stack = await startStack();
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.close();
    await stack.close();
  });
  return { stack, browser };
}

/** `startConsole` with a page logged in as `account`: how most browser test files begin. Closed when the file ends. */
export async function loggedInConsole(
  t: Test,
  area: Area = 'admin',
  account = 'admin',
): Promise<{ stack: { url: string }; browser: Browser; context: BrowserContext; page: Page; errors: string[] }> {
  const { stack, browser } = await startConsole(t);
  const { context, page, errors } = await newPage(browser);
  // tap runs teardowns last added first: the context closes before startConsole's browser and stack
  t.teardown(() => context.close());
  await logIn(page, stack.url, area, account);
  return { stack, browser, context, page, errors };
}
