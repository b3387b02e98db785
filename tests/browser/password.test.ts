/**
 * The change-password dialog in Chromium (docs/console.md, "Change password"): blur messages in zh and en, the failure and
 * success notices, a real change (then a login with the new password), the admin API for administrators, the
 * silent abort on unparsable roles, and a transport error closing the dialog.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { requireChromium } from '../helpers/browser.ts';
import { logIn, newPage, startConsole, switchToEnglish } from './console.ts';

async function openDialog(page: Page) {
  await page.locator('.user-menu').click();
  await page.locator('.user-menu .item', { hasText: /修改密码|Change password/ }).click();
  await page.locator('.password-dialog').waitFor();
}

async function fill(page: Page, values: { new?: string; newAgain?: string; old?: string }) {
  for (const [name, value] of Object.entries(values)) await page.locator(`#password-${name}`).fill(value ?? '');
}

const prompt = (page: Page, name: string) => page.locator(`#password-${name} ~ .prompt.label`);

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  t.test('blur validation messages, exactly as the spec, then in en', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'seller');
    await openDialog(page);
    for (const name of ['new', 'newAgain', 'old']) {
      await page.locator(`#password-${name}`).focus();
      await page.locator(`#password-${name}`).blur();
    }
    t.equal(await prompt(page, 'new').textContent(), '请输入密码');
    t.equal(await prompt(page, 'newAgain').textContent(), '请再次输入密码');
    t.equal(await prompt(page, 'old').textContent(), '请输入旧密码');
    await fill(page, { new: 'abc' });
    await page.locator('#password-new').blur();
    await page.locator('#password-new ~ .prompt.label', { hasText: '长度在 6 到 20 个字符' }).waitFor();
    await fill(page, { new: 'a'.repeat(21) });
    await page.locator('#password-new').blur();
    t.equal(await prompt(page, 'new').textContent(), '长度在 6 到 20 个字符');
    await fill(page, { new: 'abcdef', newAgain: 'abcdeg' });
    await page.locator('#password-newAgain').blur();
    await page.locator('#password-newAgain ~ .prompt.label', { hasText: '两次输入密码不一致!' }).waitFor();
    t.equal(await prompt(page, 'new').count(), 0, 'a valid value clears its message');
    await fill(page, { old: '12345' });
    await page.locator('#password-old').blur();
    await page.locator('#password-old ~ .prompt.label', { hasText: '长度在 6 到 20 个字符' }).waitFor();
    t.same(await page.locator('.password-dialog .actions .button').allTextContents(), ['取消', '修改密码'], 'the dialog’s button names its action, not 确定');
    await page.locator('.password-dialog .button', { hasText: '取消' }).click();

    await switchToEnglish(page);
    await openDialog(page);
    t.same(await page.locator('.password-dialog .actions .button').allTextContents(), ['Cancel', 'Change password'], 'and in English, not OK');
    await page.locator('#password-new').focus();
    await page.locator('#password-new').blur();
    t.equal(await prompt(page, 'new').textContent(), 'Enter the password');
    await fill(page, { new: 'abcdef', newAgain: 'x' });
    await page.locator('#password-newAgain').blur();
    await page.locator('#password-newAgain ~ .prompt.label', { hasText: 'The two passwords differ!' }).waitFor();
  });

  t.test('a wrong old password: 失败/操作失败; a right one: 成功/密码已修改, and the new password logs in', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'merchant');
    await openDialog(page);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/password')) calls.push(new URL(r.url()).pathname);
    });
    await fill(page, { new: 'newpass1', newAgain: 'newpass1', old: 'wrong-old' });
    await page.getByRole('button', { name: '修改密码', exact: true }).click();
    await page.locator('.console-toast', { hasText: '失败' }).filter({ hasText: '操作失败' }).waitFor();
    t.ok(await page.locator('.password-dialog').isVisible(), 'the dialog stays for another try');

    await fill(page, { old: '123456' });
    await page.getByRole('button', { name: '修改密码', exact: true }).click();
    await page.locator('.console-toast', { hasText: '成功' }).filter({ hasText: '密码已修改' }).waitFor();
    await page.locator('.password-dialog').waitFor({ state: 'detached' });
    t.same(calls, ['/api/v2/seller/password', '/api/v2/seller/password'], 'seller2 uses the seller API');

    await page.locator('.user-menu').click();
    await page.locator('.user-menu .item', { hasText: '退出登录' }).click();
    await page.locator('#login-account').waitFor();
    await logIn(page, stack.url, 'seller', 'merchant', '123456');
    await t.resolves(page.locator('.login-warning').waitFor(), 'the old password no longer works');
    await logIn(page, stack.url, 'seller', 'merchant', 'newpass1');
    await t.resolves(page.locator('.app-wrapper').waitFor(), 'the new one does');
  });

  t.test('administrators change theirs through the admin API', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'operator');
    await page.locator('.app-wrapper').waitFor();
    await openDialog(page);
    const request = page.waitForRequest((r) => r.url().includes('/password'));
    await fill(page, { new: 'operator9', newAgain: 'operator9', old: '123456' });
    await page.getByRole('button', { name: '修改密码', exact: true }).click();
    t.equal(new URL((await request).url()).pathname, '/api/v2/admin/password');
    t.same((await request).postDataJSON(), { new_pw: 'operator9', new_pw2: 'operator9', old_pw: '123456' });
    await t.resolves(page.locator('.console-toast', { hasText: '密码已修改' }).waitFor());
  });

  t.test('unparsable stored roles: the submit aborts silently', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'seller');
    await context.addCookies([{ name: 'Admin-Roles', value: 'not-json', url: `${stack.url}/` }]);
    await openDialog(page);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/password')) sent++;
    });
    await fill(page, { new: 'abcdef', newAgain: 'abcdef', old: '123456' });
    await page.getByRole('button', { name: '修改密码', exact: true }).click();
    await page.waitForTimeout(500);
    t.equal(sent, 0, 'no call');
    t.ok(await page.locator('.password-dialog').isVisible(), 'the dialog stays');
    t.equal(await page.locator('.console-toast').count(), 0, 'no notice');
  });

  t.test('a transport error closes the dialog and logs to the console', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'seller');
    await page.route('**/api/v2/seller/password', (route) => route.abort('connectionreset'));
    const logged: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') logged.push(m.text());
    });
    await openDialog(page);
    await fill(page, { new: 'abcdef', newAgain: 'abcdef', old: '123456' });
    await page.getByRole('button', { name: '修改密码', exact: true }).click();
    await page.locator('.password-dialog').waitFor({ state: 'detached' });
    t.ok(logged.some((l) => l.includes('change password failed')), 'logged');
  });
}
