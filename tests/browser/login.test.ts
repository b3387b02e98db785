/**
 * Logins in Chromium against the gateway and the mock: every demo account in its areas and the menu it sees, the
 * login warning, the guard's redirects and 401/404, and the area switch clearing the session.
 */
import t from 'tap';
import { demoAccounts, effectiveLabels } from '../../mock-upstream/accounts.ts';
import { ROUTE_GROUPS } from '../../contract/routes.ts';
import { requireChromium } from '../helpers/browser.ts';
import { areaUrl, logIn, menuPaths, newPage, startConsole, type Area } from './console.ts';

/** What the mock says the account may see in the area, as menu paths (home first). */
function expectedMenu(account: string, area: Area): string[] {
  const user = demoAccounts().find((a) => a.account === account)!;
  const labels = effectiveLabels(user, area);
  const paths = ROUTE_GROUPS.flatMap((g) => g.children)
    .filter((r) => (area === 'admin' || !r.adminOnly) && labels.has(r.label))
    .map((r) => r.path);
  return ['/home', ...paths];
}

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  const cases: [Area, string, number?][] = [
    ['admin', 'admin', 239],
    ['admin', 'operator'],
    ['admin', 'finance'],
    ['seller', 'finance'],
    ['seller', 'seller', 233],
    ['seller', 'merchant'],
  ];
  for (const [area, account, count] of cases) {
    t.test(`${account} in the ${area} area sees its menu`, async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await logIn(page, stack.url, area, account);
      await page.locator('.app-wrapper').waitFor();
      const menu = await menuPaths(page);
      const expected = expectedMenu(account, area);
      t.same(menu, expected);
      if (count !== undefined) t.equal(menu.length, count + 1, 'every route of the set, plus home');
      t.ok(menu.length > 1, 'more than home');
      // Until getInfo answers, the name shows the account typed in; then the account's own name.
      const named = (typed: string) => {
        const text = document.querySelector('.user-name')?.textContent ?? '';
        return text !== '' && text !== typed;
      };
      await t.resolves(page.waitForFunction(named, account), 'the user name from getInfo');
      t.same(errors, []);
    });
  }

  t.test('a wrong password keeps the login with the server text as a warning', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'merchant', 'wrong-pass');
    await t.resolves(page.locator('.login-warning', { hasText: '账号或密码错误' }).waitFor());
    t.equal(await page.locator('.app-wrapper').count(), 0);
  });

  t.test('an account of the other area is refused', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'operator');
    await t.resolves(page.locator('.login-warning', { hasText: '该账号不能登录此后台' }).waitFor());
  });

  t.test('the demo accounts list fills the form; the other area lists its own', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await page.goto(areaUrl(stack.url, 'seller'));
    await page.locator('.demo-name').nth(2).waitFor();
    const names = await page.locator('.demo-name').allTextContents();
    t.same(names.sort(), ['finance', 'merchant', 'seller']);
    await page.locator('.demo-account', { hasText: 'merchant' }).click();
    // the form takes the pick in the render after the click's (read at once, a loaded machine saw it empty)
    await page.waitForFunction(() => (document.querySelector('#login-account') as HTMLInputElement | null)?.value !== '');
    t.equal(await page.locator('#login-account').inputValue(), 'merchant');
    t.equal(await page.locator('#login-password').inputValue(), '123456');
    await page.locator('form button[type=submit]').click();
    await t.resolves(page.locator('.app-wrapper').waitFor());
  });

  t.test('the guard: login first, then back to the path; 401 and 404', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await page.goto(areaUrl(stack.url, 'seller', '/order/index'));
    await page.locator('#login-account').waitFor();
    t.match(page.url(), /#\/login\?redirect=%2Forder%2Findex$/);
    await page.locator('#login-account').fill('merchant');
    await page.locator('#login-password').fill('123456');
    await page.locator('form button[type=submit]').click();
    await page.locator('.app-view[data-path="/order/index"]').waitFor();
    t.match(page.url(), /#\/order\/index$/);

    await page.goto(areaUrl(stack.url, 'seller', '/finance/bossAudit'));
    await t.resolves(page.locator('.error-page .error-code', { hasText: '401' }).waitFor(), 'a route merchant may not see');
    await page.goto(areaUrl(stack.url, 'seller', '/no/such/page'));
    await t.resolves(page.locator('.error-page .error-code', { hasText: '404' }).waitFor());
    await page.goto(areaUrl(stack.url, 'seller', '/login'));
    await t.resolves(page.locator('.app-view[data-path="/home"]').waitFor(), '/login with a token goes home');
    await page.goto(areaUrl(stack.url, 'seller', ''));
    await page.locator('.app-view[data-path="/home"]').waitFor();
    t.match(page.url(), /#\/home$/, 'the empty path redirects to home');
  });

  t.test('an expired session (status 10): the toast, the session cleared, the login shown', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await page.goto(areaUrl(stack.url, 'seller'));
    await context.addCookies(
      [
        ['Admin-Token', 'expired-token'],
        ['Admin-Roles', '["seller"]'],
      ].map(([name, value]) => ({ name, value, url: `${stack.url}/` })),
    );
    // a full load (a hash change alone would keep the logged-out app), as when a stale tab is reopened
    await page.goto(areaUrl(stack.url, 'seller', '/goods/index'));
    await page.reload();
    await page.locator('.console-toast').waitFor();
    await t.resolves(page.locator('#login-account').waitFor(), 'back to the login');
    t.ok(await page.locator('.console-toast').count(), 'the toast with the upstream text');
    t.notOk((await context.cookies()).some((c) => c.name === 'Admin-Token'), 'token cleared');
  });

  t.test('a passing upstream failure on the user call keeps the session, and the call is tried again', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'seller');
    await page.locator('.app-wrapper').waitFor();
    let calls = 0;
    let retried = () => {};
    const again = new Promise<void>((resolve) => {
      retried = resolve;
    });
    await page.route((url) => url.pathname === '/user/info', async (route) => {
      calls += 1;
      if (calls > 1) {
        retried();
        return route.continue();
      }
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 1, error: '上游服务暂时不可用' }) });
    });
    await page.reload();
    await page.locator('.app-wrapper').waitFor();
    await again;
    await page.waitForLoadState('networkidle');
    t.equal(calls, 2, 'the user call failed once and was tried again');
    t.notMatch(page.url(), /login/, 'still in the console, not sent to the login');
    t.ok((await context.cookies()).some((c) => c.name === 'Admin-Token'), 'the token kept');
    t.same(errors, []);
  });

  t.test('the area switch clears the session', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'finance');
    await page.locator('.app-wrapper').waitFor();
    const before = await context.cookies();
    t.ok(before.some((c) => c.name === 'Admin-Token'));
    await page.goto(areaUrl(stack.url, 'admin', '/home'));
    await t.resolves(page.locator('#login-account').waitFor(), 'the admin area asks for a login');
    const after = (await context.cookies()).map((c) => c.name);
    for (const name of ['Admin-Token', 'Admin-Roles', 'Admin-State']) t.notOk(after.includes(name), `${name} cleared`);
    // and back: the seller session is gone too
    await page.goto(areaUrl(stack.url, 'seller', '/home'));
    await t.resolves(page.locator('#login-account').waitFor());
  });
}
