/**
 * The warning before a session's lifetime ends (README "Sessions"; docs/console.md "Lifetime warning"), in Chromium
 * with the page's clock installed and moved on (Playwright's clock), since the mock's shortest lifetime is an hour:
 * five minutes before the `expires_at` of the login, the tab in use says when the session ends, once, in zh and en.
 */
import type { Browser, Page } from 'playwright-core';
import type { Test } from 'tap';
import { axeViolations } from './a11y-scan.ts';
import { areaUrl, newPage } from './console.ts';

const WARNING_BEFORE_MS = 5 * 60_000;

/** The moment an upstream time (`YYYY-MM-DD HH:mm:ss`, China time) names. */
const upstreamMoment = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);

export function sessionLifetimeTests(t: Test, stack: { url: string }, browser: Browser): void {
  /** A seller page with its clock installed, signed in as `account`; returns the login's `expires_at`. */
  const signedIn = async (t: Test, account: string, language?: 'en') => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await context.clock.install();
    if (language) await context.addCookies([{ name: 'language', value: language, url: `${stack.url}/` }]);
    await page.goto(areaUrl(stack.url, 'seller'));
    await page.locator('#login-account').fill(account);
    await page.locator('#login-password').fill('123456');
    const login = page.waitForResponse((r) => r.url().endsWith('/api/v2/seller/login'));
    await page.locator('form button[type=submit]').click();
    const body = (await (await login).json()) as { data: { session: { expires_at: string } } };
    await page.locator('.app-wrapper').waitFor();
    return { context, page, errors, expiresAt: body.data.session.expires_at };
  };

  /** Moves the page's clock to `ms` before the session's end. */
  const toBeforeEnd = async (page: Page, expiresAt: string, ms: number) => {
    const now = await page.evaluate(() => Date.now());
    await page.clock.fastForward(upstreamMoment(expiresAt) - ms - now);
  };

  const warning = (page: Page) => page.locator('.lifetime-warning');

  t.test('lifetime: five minutes before the end, once, in the tab in use, saying when it ends', async (t) => {
    const { context, page: first, errors, expiresAt } = await signedIn(t, 'merchant');
    const second = await context.newPage();
    await second.goto(areaUrl(stack.url, 'seller', '/home'));
    await second.locator('.app-wrapper').waitFor();
    // the first tab is the one in use
    await first.bringToFront();
    await first.locator('.navbar').click({ position: { x: 5, y: 5 } });

    await toBeforeEnd(first, expiresAt, WARNING_BEFORE_MS + 10_000);
    await first.waitForTimeout(300);
    t.equal(await warning(first).count(), 0, 'not yet 10 s before the five minutes');

    await first.clock.fastForward(11_000);
    await warning(first).waitFor({ timeout: 5000 });
    t.equal(await warning(second).count(), 0, 'not in the tab not in use');
    t.equal(await warning(first).getAttribute('role'), 'alert', 'announced');
    t.ok(await first.evaluate(() => document.activeElement?.closest('.lifetime-warning') === null), 'without taking the focus from the page');
    t.equal(await warning(first).locator('.header').textContent(), `登录将于 ${expiresAt.slice(11, 16)} 到期`, 'the end, HH:mm as the upstream gave it');
    t.match(await warning(first).textContent(), /请在此之前保存你的工作/);
    t.same(await axeViolations(first, 'lifetime warning', '.lifetime-warning'), [], 'no serious accessibility violation (axe-core)');

    await warning(first).locator('button', { hasText: '知道了' }).click();
    await warning(first).waitFor({ state: 'detached' });
    // a call made now does not bring it back: no call moves the lifetime's end
    await second.bringToFront();
    await second.evaluate(() => {
      window.location.hash = '#/goods/index';
    });
    await second.locator('.app-view[data-path="/goods/index"]:not([hidden])').waitFor();
    await first.clock.fastForward(60_000);
    await first.waitForTimeout(300);
    t.equal((await warning(first).count()) + (await warning(second).count()), 0, 'shown once');
    t.same(errors, []);
  });

  t.test('lifetime: the warning in English', async (t) => {
    const { page, expiresAt } = await signedIn(t, 'merchant', 'en');
    await page.locator('.navbar').click({ position: { x: 5, y: 5 } });
    await toBeforeEnd(page, expiresAt, WARNING_BEFORE_MS - 1000);
    await warning(page).waitFor({ timeout: 5000 });
    t.equal(await warning(page).locator('.header').textContent(), `Your session ends at ${expiresAt.slice(11, 16)}`);
    t.match(await warning(page).textContent(), /Save your work before then/);
    t.equal(await warning(page).locator('button').textContent(), 'Got it');
  });
}
