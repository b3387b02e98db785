/**
 * A session that ends while someone works (README "Sessions"; docs/console.md "When a session ends"), in Chromium:
 * the operator's session is ended from another client (a logout with its token) while an edit form holds what they
 * typed. A sign-in dialog opens over the page; the same account signing in keeps the form and its save goes through
 * (or meets the 409 conflict panel when someone saved first); another account starts at home with nothing of the
 * last one's on screen. The account is told by its id, so one that signed in by SMS code (its phone) and signs in
 * again with its password (its name) is the same account.
 */
import type { Browser, Page } from 'playwright-core';
import type { Test } from 'tap';
import { RESOURCES } from '../../contract/index.ts';
import { axeViolations } from './a11y-scan.ts';
import { adminToken, areaUrl, lastSmsCode, logIn, newPage, readCaptcha, tagTitles } from './console.ts';
import { toastSaying } from './screens/helpers.ts';
import { editFirst } from './screens/twoOperators.ts';

const BANNERS = '/infoManagement/banner';

export function sessionEndedTests(t: Test, stack: { url: string }, browser: Browser, mockUrl: string): void {
  const upstream = async (method: string, path: string, body?: unknown) => {
    const token = await adminToken(stack.url);
    const headers = { token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) };
    const answer = (await (await fetch(`${stack.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as {
      status: number;
      data: Record<string, unknown>;
    };
    if (answer.status !== 0) throw new Error(`${method} ${path}: ${JSON.stringify(answer)}`);
    return answer.data;
  };
  const banner = (id: number) => upstream('GET', `${RESOURCES.bannerSlides.path}/${id}`) as Promise<{ title: string; version: number }>;

  /** A page logged in as the administrator, with the first banner's edit form open. */
  const editing = async (t: Test) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    const { form, id } = await editFirst(page, BANNERS, '.form-modal', '#form-title');
    return { context, page, errors, form, id };
  };

  /** Ends the page's session from another client, as a logout elsewhere with the same token does. */
  const endSessionOf = async (page: Page) => {
    const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value ?? '';
    const answer = (await (await fetch(`${stack.url}/api/v2/admin/logout`, { headers: { token } })).json()) as { status: number };
    if (answer.status !== 0) throw new Error('logout from another client failed');
  };

  /** Signs in through the session-ended dialog (the admin area asks for the captcha too). */
  const signInAgain = async (page: Page, account: string) => {
    const dialog = page.locator('.session-dialog');
    await dialog.locator('#login-account').fill(account);
    await dialog.locator('#login-password').fill('123456');
    await dialog.locator('#login-code').fill(await readCaptcha(page));
    await dialog.locator('button[type=submit]').click();
    await dialog.waitFor({ state: 'detached' });
  };

  t.test('same account: the dialog opens over the form, and after the sign-in the save goes through', async (t) => {
    const { page, form, id, errors } = await editing(t);
    await form.locator('#form-title').fill('会话结束后保存的标题');
    await endSessionOf(page);
    const save = page.waitForRequest((r) => r.url().includes(`${RESOURCES.bannerSlides.path}/${id}`) && r.method() === 'PUT');
    await form.locator('.form-save').click();
    const dialog = page.locator('.session-dialog');
    await dialog.waitFor();
    const refusedWith = (await save).headers().token;

    t.equal(await dialog.getAttribute('role'), 'dialog');
    t.equal(await dialog.getAttribute('aria-modal'), 'true');
    const labelledBy = (await dialog.getAttribute('aria-labelledby')) ?? '';
    t.equal(await page.locator(`[id="${labelledBy}"]`).textContent(), '登录已失效', 'named by its title, in zh');
    t.equal(await dialog.locator('#login-account').inputValue(), 'admin', 'the account whose session ended is filled in');
    t.equal(await page.locator('.console-toast').count(), 0, 'no error toast: the dialog says it');
    // the focus stays in the dialog whatever is pressed
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      t.ok(await page.evaluate(() => document.activeElement?.closest('.session-dialog') !== null), `Tab ${i + 1} stays in the dialog`);
    }
    t.equal(await form.locator('#form-title').inputValue(), '会话结束后保存的标题', 'the form under the dialog keeps what was typed');
    t.same(await axeViolations(page, 'session dialog', '.session-dialog'), [], 'no serious accessibility violation (axe-core)');

    const retried = page.waitForRequest((r) => r.url().includes(`${RESOURCES.bannerSlides.path}/${id}`) && r.method() === 'PUT');
    await signInAgain(page, 'admin');
    t.not((await retried).headers().token, refusedWith, 'the save is sent again, with the new token');
    await form.waitFor({ state: 'detached' });
    await toastSaying(page, '已保存');
    t.equal((await banner(id)).title, '会话结束后保存的标题', 'saved upstream');
    t.match(page.url(), new RegExp(`#${BANNERS}$`), 'still on the same screen');
    t.same(errors, []);
  });

  t.test('same account, but someone saved first: after the sign-in the save meets the conflict panel, the text kept', async (t) => {
    const { page, form, id } = await editing(t);
    const before = await banner(id);
    await form.locator('#form-title').fill('我的标题（会话结束时）');
    await endSessionOf(page);
    await upstream('PUT', `${RESOURCES.bannerSlides.path}/${id}`, { title: '别人先保存的标题' });
    await form.locator('.form-save').click();
    await page.locator('.session-dialog').waitFor();
    await signInAgain(page, 'admin');
    const conflict = form.locator('.conflict-message');
    await conflict.waitFor();
    t.match(await conflict.textContent(), /你填写的内容仍保留在下方/);
    t.equal(await form.locator('#form-title').inputValue(), '我的标题（会话结束时）', 'what was typed is kept');
    t.match(await banner(id), { title: '别人先保存的标题', version: before.version + 1 }, 'the stale edit changed nothing');
  });

  t.test('another account: the last account\'s form and pages are gone, the new one starts at home', async (t) => {
    const { page, context, form, id } = await editing(t);
    const before = await banner(id);
    await form.locator('#form-title').fill('上一个账号的草稿');
    await endSessionOf(page);
    await form.locator('.form-save').click();
    await page.locator('.session-dialog').waitFor();
    await signInAgain(page, 'operator');
    await page.locator('.app-view[data-path="/home"]:not([hidden])').waitFor();
    t.match(page.url(), /#\/home$/);
    t.equal(await page.locator('.form-modal').count(), 0, 'the edit form is gone');
    t.equal(await page.locator(`.app-view[data-path="${BANNERS}"]`).count(), 0, 'the banner screen is not kept either');
    t.notOk((await page.locator('body').innerText()).includes('上一个账号的草稿'), 'nothing typed by the last account is on screen');
    t.same(await tagTitles(page), ['首页'], 'only the home tag');
    t.equal((await banner(id)).title, before.title, 'the draft was not saved by the next account');
    const user = JSON.parse(decodeURIComponent((await context.cookies()).find((c) => c.name === 'user')?.value ?? '{}')) as { account?: string };
    t.equal(user.account, 'operator', 'the session is the new account\'s');
  });

  /** A seller page signed in with an SMS code sent to `mobile`, as the login's SMS tab does it. */
  const smsLogIn = async (page: Page, mobile: string) => {
    await page.goto(areaUrl(stack.url, 'seller'));
    await page.locator('.login-tabs .item', { hasText: '短信登录' }).click();
    await page.locator('#sms-mobile').fill(mobile);
    await page.locator('.send-code').click();
    await page.locator('.console-toast', { hasText: '验证码已发送' }).waitFor();
    await page.locator('#sms-code').fill(await lastSmsCode(mockUrl, mobile));
    await page.locator('form button[type=submit]').click();
    await page.locator('.app-wrapper').waitFor();
  };

  /** A seller page signed in by SMS with the first row's edit form of `path` open, `draft` typed into `field`, and its session ended. */
  const smsDraft = async (t: Test, mobile: string, path: string, field: string, draft: string) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await smsLogIn(page, mobile);
    const { form, id } = await editFirst(page, path, '.form-modal', field);
    await form.locator(field).fill(draft);
    await endSessionOf(page);
    await form.locator('.form-save').click();
    await page.locator('.session-dialog').waitFor();
    return { page, form, id, errors };
  };

  /** Signs in through the session-ended dialog of the seller area (no captcha). */
  const sellerSignInAgain = async (page: Page, account: string) => {
    const dialog = page.locator('.session-dialog');
    await dialog.locator('#login-account').fill(account);
    await dialog.locator('#login-password').fill('123456');
    await dialog.locator('button[type=submit]').click();
    await dialog.waitFor({ state: 'detached' });
  };

  t.test('signed in by SMS, then with the password of the same account: the draft stays and its save goes through', async (t) => {
    // 13800000001 is the phone of the `seller` account
    const { page, form, id, errors } = await smsDraft(t, '13800000001', BANNERS, '#form-title', '短信登录后的草稿');
    t.equal(await page.locator('.session-dialog #login-account').inputValue(), 'seller', 'the dialog names the account, not the phone');
    await sellerSignInAgain(page, 'seller');
    await form.waitFor({ state: 'detached' });
    await toastSaying(page, '已保存');
    t.equal((await banner(id)).title, '短信登录后的草稿', 'saved upstream');
    t.match(page.url(), new RegExp(`#${BANNERS}$`), 'still on the same screen');
    t.same(errors, []);
  });

  t.test('signed in by SMS, then with the password of another account: the draft is discarded', async (t) => {
    // 13800000002 is the phone of `merchant`, editing one of its goods; `seller` signs in
    const { page } = await smsDraft(t, '13800000002', '/goods/index', '#form-name', '另一个账号的短信草稿');
    const writes: string[] = [];
    page.on('request', (r) => {
      if (r.method() !== 'GET') writes.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    await sellerSignInAgain(page, 'seller');
    await page.locator('.app-view[data-path="/home"]:not([hidden])').waitFor();
    t.equal(await page.locator('.form-modal').count(), 0, 'the edit form is gone');
    t.notOk((await page.locator('body').innerText()).includes('另一个账号的短信草稿'), 'nothing typed by the last account is on screen');
    t.same(writes, ['POST /api/v2/seller/login'], 'the refused save is not sent again with the next account\'s session');
  });

  t.test('en: the dialog speaks English; leaving it goes to the login', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await context.addCookies([{ name: 'language', value: 'en', url: `${stack.url}/` }]);
    await logIn(page, stack.url, 'seller', 'merchant');
    await page.locator('.app-wrapper').waitFor();
    await endSessionOf(page);
    // any call now meets the ended session: open another screen
    await page.evaluate(() => {
      window.location.hash = '#/goods/index';
    });
    const dialog = page.locator('.session-dialog');
    await dialog.waitFor();
    t.equal(await dialog.locator('h2').textContent(), 'Your session has ended');
    t.match(await dialog.textContent(), /what you typed stays/);
    t.equal(await dialog.locator('#login-account').inputValue(), 'merchant');
    await dialog.locator('.session-dialog-leave', { hasText: 'Go to the login page' }).click();
    await page.locator('.login-page #login-account').waitFor();
    t.notOk((await context.cookies()).some((c) => c.name === 'Admin-Token'), 'the session is cleared');
  });
}
