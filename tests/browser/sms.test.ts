/** The seller login's SMS paths in Chromium: log in with a code, and reset a forgotten password by SMS. */
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { areaUrl, lastSmsCode, logIn, newPage, startConsoleOverMock } from './console.ts';

if (requireChromium(t)) {
  const { stack, browser, mockUrl } = await startConsoleOverMock(t);

  t.test('log in with an SMS code', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await page.goto(areaUrl(stack.url, 'seller'));
    await page.locator('.login-tabs .item', { hasText: '短信登录' }).click();
    await page.locator('#sms-mobile').waitFor();
    await page.locator('.send-code').click();
    t.equal(await page.locator('#sms-mobile ~ .prompt.label').textContent(), '请输入正确的手机号', 'the contract rule on the mobile');
    await page.locator('#sms-mobile').fill('13800000001');
    await page.locator('.send-code').click();
    await page.locator('.console-toast', { hasText: '验证码已发送' }).waitFor();
    t.match(await page.locator('.send-code').textContent(), /\d+ 秒后重发/, 'the countdown');
    t.ok(await page.locator('.send-code').isDisabled());
    await page.locator('#sms-code').fill('12');
    await page.locator('form button[type=submit]').click();
    t.equal(await page.locator('.field:has(#sms-code) .prompt.label').textContent(), '请输入 6 位数字验证码');
    await page.locator('#sms-code').fill(await lastSmsCode(mockUrl, '13800000001'));
    await page.locator('form button[type=submit]').click();
    await t.resolves(page.locator('.app-wrapper').waitFor());
    // The name shows the mobile until getInfo answers with the account's name.
    await t.resolves(page.locator('.user-name', { hasText: '自营店长' }).waitFor(), 'the name from getInfo');
    t.same(errors, []);
  });

  t.test('forgot password: a code, a new password, then a login with it', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await page.goto(areaUrl(stack.url, 'seller'));
    await page.locator('.login-links button', { hasText: '忘记密码？' }).click();
    await page.locator('#reset-mobile').fill('13800000002');
    await page.locator('.send-code').click();
    await page.locator('.console-toast', { hasText: '验证码已发送' }).waitFor();
    await page.locator('#reset-code').fill(await lastSmsCode(mockUrl, '13800000002'));
    await page.locator('#reset-password').fill('abc');
    await page.locator('form button[type=submit]').click();
    t.equal(await page.locator('#reset-password ~ .prompt.label').textContent(), '长度在 6 到 20 个字符');
    await page.locator('#reset-password').fill('merchant-new');
    await page.locator('form button[type=submit]').click();
    await page.locator('.console-toast', { hasText: '密码已重置' }).waitFor();
    await page.locator('#login-account').waitFor();
    await logIn(page, stack.url, 'seller', 'merchant', 'merchant-new');
    await t.resolves(page.locator('.app-wrapper').waitFor());
  });
}
