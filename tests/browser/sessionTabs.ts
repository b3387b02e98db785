/**
 * Tabs agree (README "Sessions"; docs/console.md "Tabs agree"), in Chromium with two pages of one browser context: a
 * logout, a login, a language or a theme chosen in one reaches the other within a second; an idle warning shows once,
 * in the tab in use, and activity in any tab counts.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { Test } from 'tap';
import { axeViolations } from './a11y-scan.ts';
import { areaUrl, logIn, logOut, newPage, switchToEnglish } from './console.ts';

/** How soon another tab must follow. */
const WITHIN_MS = 1000;

export function sessionTabsTests(t: Test, stack: { url: string }, browser: Browser): void {

  /** Two pages of one browser context, the first logged in as `account`, the second opened after it. */
  const twoTabs = async (t: Test, account = 'merchant', prepare?: (context: BrowserContext) => Promise<unknown>) => {
    const { context, page: first, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await prepare?.(context);
    await logIn(first, stack.url, 'seller', account);
    await first.locator('.app-wrapper').waitFor();
    const second = await context.newPage();
    second.on('pageerror', (error) => errors.push(error.message));
    await second.goto(areaUrl(stack.url, 'seller', '/home'));
    await second.locator('.app-wrapper').waitFor();
    return { context, first, second, errors };
  };

  /**
   * Records in the page the moment (its clock, which every page of the machine shares) `condition` first holds, polled
   * every 10 ms; `seenAt` then resolves to it.
   */
  const watch = async (page: Page, condition: string) => {
    const name = `__seen_${Math.random().toString(36).slice(2)}`;
    await page.evaluate(
      ([name, condition]) => {
        const holds = new Function(`return (${condition});`) as () => boolean;
        const w = window as unknown as Record<string, number>;
        const poll = setInterval(() => {
          if (!holds()) return;
          w[name] = Date.now();
          clearInterval(poll);
        }, 10);
      },
      [name, condition],
    );
    return { seenAt: async () => (await page.waitForFunction((name) => (window as unknown as Record<string, number>)[name], name)).jsonValue() as Promise<number> };
  };

  /** How long after the first tab the second shows `condition`. */
  const lag = async (first: Page, second: Page, condition: string, action: () => Promise<unknown>) => {
    const [here, there] = [await watch(first, condition), await watch(second, condition)];
    await action();
    return (await there.seenAt()) - (await here.seenAt());
  };

  const LOGIN_SHOWN = "document.querySelector('.login-page #login-account') !== null";
  const CONSOLE_SHOWN = "document.querySelector('.app-wrapper') !== null";

  /** When (the machine's clock) the page's request to `path` started. */
  const requestTime = (page: Page, path: string) =>
    new Promise<number>((resolve) =>
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === path) resolve(Date.now());
      }),
    );

  t.test('a logout in one tab takes the other to the login within a second, and a login there brings it back', async (t) => {
    const { first, second, errors } = await twoTabs(t);
    // the logout reloads its own page, so its moment is taken from its call
    const loggedOut = await watch(second, LOGIN_SHOWN);
    const logoutSent = requestTime(first, '/api/v2/admin/logout');
    await logOut(first);
    const out = (await loggedOut.seenAt()) - (await logoutSent);
    t.ok(out < WITHIN_MS, `the other tab shows the login ${out} ms after the logout call left`);

    const loggedIn = await watch(second, CONSOLE_SHOWN);
    const loginSent = requestTime(first, '/api/v2/seller/login');
    await logIn(first, stack.url, 'seller', 'merchant');
    const back = (await loggedIn.seenAt()) - (await loginSent);
    t.ok(back < WITHIN_MS, `the other tab is in again ${back} ms after the login call left`);
    t.same(errors, []);
  });

  t.test('the language and the theme chosen in one tab reach the other within a second', async (t) => {
    const { first, second } = await twoTabs(t);
    const english = await lag(first, second, "document.documentElement.lang === 'en'", () => switchToEnglish(first));
    t.ok(english < WITHIN_MS, `English in the other tab ${english} ms after this one`);
    t.equal(await second.title(), await first.title(), 'the same page title, in English');

    const theme = await lag(first, second, "getComputedStyle(document.documentElement).getPropertyValue('--theme').trim() === '#11a983'", async () => {
      await first.locator('.theme-picker-trigger').click();
      await first.locator('.theme-swatch[title="#11a983"]').click();
    });
    t.ok(theme < WITHIN_MS, `the theme colour in the other tab ${theme} ms after this one`);
  });

  t.test('signing in as another account in one tab clears the other tab\'s pages', async (t) => {
    const { first, second } = await twoTabs(t, 'seller');
    await second.evaluate(() => {
      window.location.hash = '#/goods/index';
    });
    await second.locator('.app-view[data-path="/goods/index"]:not([hidden])').waitFor();
    await logOut(first);
    await second.locator('.login-page').waitFor({ timeout: WITHIN_MS });
    await logIn(first, stack.url, 'seller', 'merchant');
    await second.locator('.app-view[data-path="/home"]:not([hidden])').waitFor({ timeout: WITHIN_MS * 3 });
    t.equal(await second.locator('.app-view[data-path="/goods/index"]').count(), 0, 'the last account\'s screen is gone');
  });

  t.test('the idle warning: once, in the tab in use, put off by a call in another tab, kept away by input', async (t) => {
    // The mock's login does not yet say when sessions end: its answer gets a 63 s idle time, so the warning (60 s
    // before the end) comes 3 s after the last call.
    const idleSeconds = 63;
    const { first, second } = await twoTabs(t, 'merchant', (context) =>
      context.route('**/api/v2/seller/login', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { status: number; data?: Record<string, unknown> };
        if (body.data) body.data.session = { idle_seconds: idleSeconds, expires_at: '2099-01-01 00:00:00' };
        await route.fulfill({ response, json: body });
      }),
    );
    const warning = (page: Page) => page.locator('.idle-warning');
    // the last answer either tab got from the upstream: where the idle time starts
    let lastAnswer = Date.now();
    for (const page of [first, second]) {
      page.on('response', (r) => {
        // the console's calls (pictures are fetched from /api paths too, but are no call)
        if (r.request().resourceType() === 'fetch' && /^\/(api|user)\//.test(new URL(r.url()).pathname)) lastAnswer = Date.now();
      });
    }
    const quietFor = () => Date.now() - lastAnswer;
    // the first tab is the one in use
    await first.bringToFront();
    await first.locator('.navbar').click({ position: { x: 5, y: 5 } });
    await warning(first).waitFor({ timeout: 8000 });
    const quiet = quietFor();
    t.ok(quiet >= (idleSeconds - 60) * 1000, `not before ${idleSeconds - 60} s without a call (${quiet} ms)`);
    t.equal(await warning(second).count(), 0, 'not in the tab not in use');
    t.equal(await warning(first).getAttribute('role'), 'alertdialog');
    t.match(await warning(first).textContent(), /如无操作，登录将在 \d+ 秒后失效/);
    t.same(await axeViolations(first, 'idle warning', '.idle-warning'), [], 'no serious accessibility violation (axe-core)');

    // a call in the other tab (a screen it opens) starts the time again everywhere: the warning goes, and comes back
    // (once) only when the time has run again
    // (timed from the other tab's answer, not from its navigation: on a loaded machine the list call alone can take
    // longer than the tabs have to agree)
    const answered = second.waitForResponse(
      (r) => r.request().resourceType() === 'fetch' && /^\/(api|user)\//.test(new URL(r.url()).pathname),
      { timeout: 30_000 },
    );
    await second.evaluate(() => {
      window.location.hash = '#/goods/index';
    });
    await answered;
    await warning(first).waitFor({ state: 'detached', timeout: WITHIN_MS * 2 });
    await warning(first).waitFor({ timeout: 8000 });
    const again = quietFor();
    t.ok(again >= (idleSeconds - 60) * 1000, `again ${idleSeconds - 60} s after the other tab's last call (${again} ms)`);
    t.equal(await warning(first).count(), 1, 'one warning');
    t.equal(await warning(second).count(), 0, 'none in the other tab');

    // "stay signed in" makes a call that keeps the session
    const kept = first.waitForRequest((r) => r.url().endsWith('/user/info'));
    await warning(first).locator('button', { hasText: '保持登录' }).click();
    t.ok((await kept).headers().token, 'a call with the session\'s token');
    await warning(first).waitFor({ state: 'detached' });

    // input in the other tab after that call: when the last minute comes, that tab keeps the session, and no warning shows
    await (await kept).response();
    await second.locator('.navbar').click({ position: { x: 5, y: 5 } });
    await t.resolves(second.waitForRequest((r) => r.url().endsWith('/user/info'), { timeout: 8000 }), 'the tab with the input sends the keep-alive call');
    t.equal((await warning(first).count()) + (await warning(second).count()), 0, 'and no warning shows');
  });
}
