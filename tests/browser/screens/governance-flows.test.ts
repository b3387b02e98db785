/**
 * The governance flows as a user runs them in Chromium: create an administrator with two labels and log in with it
 * (its menu is exactly those routes); give the operator one more label and see its menu change at the next login;
 * reset a password; disable an account and see its login refused; the admin is not offered to disable itself; a seller's
 * forgot-password code found on the SMS-code lookup.
 */
import t from 'tap';
import type { Locator } from 'playwright-core';
import { BUSINESS_ROUTES } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, areaUrl, go, logIn, menuPaths, newPage, startConsole, upstreamReader } from '../console.ts';
import * as governanceTexts from '../../../web/src/areas/governance/texts.ts';
import { hashQuery, reloading, rowsOf, toastSaying, view } from './helpers.ts';
import { clickRowAction, rowActionsOffered } from '../rowActions.ts';

const USERS = '/user/index';
const routesOf = (...labels: string[]) => BUSINESS_ROUTES.filter((r) => labels.includes(r.label)).map((r) => r.path);


/** The row of an account, found with the list's keyword filter (freshly loaded: the same filter again refreshes). */
async function accountRow(screen: Locator, account: string): Promise<Locator> {
  await rowsOf(screen);
  const again = hashQuery(screen.page()).get('keyword') === account;
  await screen.locator('#filter-keyword').fill(account);
  const rows = await reloading(screen, () => screen.locator(again ? '.refresh-button' : '.filter-search').click());
  return rows.filter({ has: screen.page().locator('td[data-column="account"]', { hasText: new RegExp(`^${account}$`) }) });
}

/** Picks labels in the picker by filtering for each. */
async function pick(dialog: Locator, labels: string[], on = true): Promise<void> {
  for (const label of labels) {
    await dialog.locator('.label-filter').fill(label);
    const box = dialog.locator(`.label-option[data-label="${label}"] input`).first();
    if ((await box.isChecked()) !== on) await box.click();
  }
  await dialog.locator('.label-filter').fill('');
}

/** A fresh browser context logged in as the account; resolves with its business routes, or the login warning's text. */
async function loginResult(browser: Parameters<typeof newPage>[0], base: string, account: string, password: string): Promise<{ menu?: string[]; warning?: string }> {
  const { context, page } = await newPage(browser);
  try {
    await logIn(page, base, 'admin', account, password);
    if (await page.locator('.login-warning').isVisible()) return { warning: (await page.locator('.login-warning').textContent()) ?? '' };
    return { menu: (await menuPaths(page)).filter((path) => path !== '/home') };
  } finally {
    await context.close();
  }
}

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const { context, page, errors } = await newPage(browser);
  t.teardown(() => context.close());
  await logIn(page, stack.url, 'admin', 'admin');
  const open = async (path: string) => {
    await go(page, path);
    return view(page, path);
  };

  t.test('create an administrator with two labels; its login shows exactly those routes', async (t) => {
    const screen = await open(USERS);
    await rowsOf(screen);
    await screen.locator('.create-button').click();
    const dialog = page.locator('.admin-editor');
    await dialog.locator('.form-save').click();
    t.equal(await dialog.locator('[data-field=account] .field-error').textContent(), '必填', 'the account is required');
    t.equal(await dialog.locator('.label-picker .field-error').textContent(), '请至少选择一项权限', 'a label is required');
    await dialog.locator('#gov-account').fill('ops_chen');
    await dialog.locator('#gov-name').fill('陈运营');
    await dialog.locator('#gov-mobile').fill('1391234');
    await dialog.locator('#gov-password').fill('abc');
    await dialog.locator('#gov-password2').fill('abd');
    await dialog.locator('.form-save').click();
    t.match(await dialog.locator('[data-field=mobile] .field-error').textContent(), /格式应为/, 'the phone rule');
    t.equal(await dialog.locator('[data-field=password] .field-error').textContent(), '长度在 6 到 20 个字符', "the change-password dialog's rule");
    t.equal(await dialog.locator('[data-field=password2] .field-error').textContent(), '两次输入密码不一致!');
    await dialog.locator('#gov-mobile').fill('13912340001');
    await dialog.locator('#gov-password').fill('chen1234');
    await dialog.locator('#gov-password2').fill('chen1234');
    await pick(dialog, ['recommendAward_index', 'fourModules_index']);
    t.equal(await dialog.locator('.picked-count').textContent(), '已选 2 项');
    // an account that exists: the upstream refuses, the message lands on the field, nothing typed is lost
    await dialog.locator('#gov-account').fill('operator');
    await dialog.locator('.form-save').click();
    await dialog.locator('[data-field=account] .field-error', { hasText: '账号 operator 已存在' }).waitFor();
    t.equal(await dialog.locator('#gov-name').inputValue(), '陈运营', 'what was typed stays');
    await dialog.locator('#gov-account').fill('ops_chen');
    await reloading(screen, () => dialog.locator('.form-save').click());
    await toastSaying(page, '已保存');
    const row = await accountRow(screen, 'ops_chen');
    t.equal(await row.locator('td[data-column=labels_count]').textContent(), '2');
    t.equal(await row.locator('td[data-column=role]').textContent(), '运营 (admin2)', 'the role in the permission screen’s words');

    const login = await loginResult(browser, stack.url, 'ops_chen', 'chen1234');
    t.same(login.menu?.sort(), routesOf('recommendAward_index', 'fourModules_index').sort(), 'its menu is exactly its two routes');
  });

  t.test("the operator's menu changes at its next login, and back", async (t) => {
    const before = await loginResult(browser, stack.url, 'operator', '123456');
    t.notOk(before.menu?.includes('/authority/index'), 'no permission list yet');
    const screen = await open(USERS);
    const assign = async (on: boolean) => {
      const row = await accountRow(screen, 'operator');
      await clickRowAction(row, 'assign_labels');
      const dialog = page.locator('.assign-labels-dialog');
      await pick(dialog, ['authority_index'], on);
      await reloading(screen, () => dialog.locator('.form-save').click());
      await toastSaying(page, '已分配权限 operator');
      return (await accountRow(screen, 'operator')).locator('td[data-column=labels_count]').textContent();
    };
    t.equal(await assign(true), '23');
    const after = await loginResult(browser, stack.url, 'operator', '123456');
    t.same(after.menu?.filter((p) => !before.menu?.includes(p)), ['/authority/index'], 'one more route, at the next login');
    t.equal(await assign(false), '22', 'restored');
    const restored = await loginResult(browser, stack.url, 'operator', '123456');
    t.same(restored.menu, before.menu);
  });

  t.test('reset a password, disable the account: its login is refused; the admin cannot disable itself', async (t) => {
    const screen = await open(USERS);
    let row = await accountRow(screen, 'ops_chen');
    await clickRowAction(row, 'reset_password');
    const reset = page.locator('.reset-password-dialog');
    await reset.locator('#gov-password').fill('newpass1');
    await reset.locator('.form-save').click();
    t.equal(await reset.locator('[data-field=password2] .field-error').textContent(), '请再次输入密码');
    await reset.locator('#gov-password2').fill('newpass1');
    await reloading(screen, () => reset.locator('.form-save').click());
    t.same((await loginResult(browser, stack.url, 'ops_chen', 'chen1234')).warning, '账号或密码错误', 'the old password no longer works');
    t.ok((await loginResult(browser, stack.url, 'ops_chen', 'newpass1')).menu, 'the new one does');

    row = await accountRow(screen, 'ops_chen');
    await clickRowAction(row, 'disable');
    await reloading(screen, () => page.locator('.confirm-dialog .confirm-ok').click());
    row = await accountRow(screen, 'ops_chen');
    t.equal(await row.locator('td[data-column=status]').textContent(), '已停用');
    t.same((await loginResult(browser, stack.url, 'ops_chen', 'newpass1')).warning, '该账号已停用，请联系管理员', 'a disabled account cannot log in');

    // the account one is logged in with is not offered for disabling (the upstream would refuse it)
    row = await accountRow(screen, 'admin');
    t.equal(await row.locator('td[data-column=status]').textContent(), '正常', 'the admin stays enabled');
    const offered = (await rowActionsOffered(row)).map(([name]) => name);
    t.ok(offered.includes('reset_password') && !offered.includes('disable'), `no 停用 on its own row: ${offered.join(', ')}`);
  });

  t.test("a member's code appears on the SMS-code lookup; a console account's phone is refused; lookups are recorded", async (t) => {
    const api = upstreamReader(stack.url, await adminToken(stack.url));
    const member = (await api<{ mobile: string }>('/api/v2/seller/members/7')).mobile;
    // the send call answers alike for any phone: the seller login's form sends a code to a member's phone as well
    const seller = await newPage(browser);
    t.teardown(() => seller.context.close());
    await seller.page.goto(areaUrl(stack.url, 'seller'));
    await seller.page.locator('.login-links button', { hasText: '忘记密码？' }).click();
    await seller.page.locator('#reset-mobile').fill(member);
    await seller.page.locator('.send-code').click();
    await seller.page.locator('.console-toast', { hasText: '验证码已发送' }).waitFor();

    const screen = await open('/smsConfig/index');
    t.equal(await screen.locator('.sms-audit').textContent(), governanceTexts.zh.sms.audit, 'the screen says every lookup is recorded');
    await screen.locator('.sms-phone').fill('1380000');
    await screen.locator('.sms-search').click();
    t.equal(await screen.locator('.field-error').textContent(), '请输入 11 位手机号', 'a bad phone is refused before any call');
    await screen.locator('.sms-phone').fill(member);
    await screen.locator('.sms-search').click();
    await screen.locator(`.sms-lookup-screen[data-searched="${member}"]`).waitFor();
    const first = screen.locator('.sms-codes tbody tr').first();
    const [sent] = await api<{ code: string }[]>(`/api/v2/admin/smscode?mobile=${member}`);
    t.equal(await first.locator('.sms-code').textContent(), sent.code, 'the code sent');
    t.match(await first.innerText(), /找回密码[\s\S]*有效/, 'a reset code, still valid');

    await screen.locator('.sms-phone').fill('13800000001');
    await screen.locator('.sms-search').click();
    await t.resolves(screen.locator('.load-error', { hasText: '13800000001 是后台账号的手机号，其验证码不予查询' }).waitFor(), "the seller's codes are not shown");
    t.equal(await screen.locator('.sms-codes').count(), 0);
    const records = await api<{ list: { account: string; record: string; detail: string }[] }>('/api/v2/seller/log/operation?resource=smsCodes&sort=-id&limit=2');
    t.same(records.list.map((r) => [r.account, r.record, r.detail]), [
      ['admin', '短信验证码 #13800000001', '手机号: 13800000001；已拒绝'],
      ['admin', `短信验证码 #${member}`, `手机号: ${member}`],
    ], 'both lookups in the operation log, with who looked');
    t.same(errors, [], 'no page error');
  });
}
