/**
 * What the console offers follows the upstream's rules, in Chromium, in zh and en: a group-buy order whose group is
 * still forming offers no 发货 / Ship but 关闭并退款 / Close and refund, which closes it (a formed group's order ships
 * and offers no refund); the administrator list shows the logged-in admin's own row without 停用 / Disable (nor any
 * delete), each role in the permission screen's words; a staff administrator's own labels cannot lose the
 * administrators screen, said before anything is sent.
 */
import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import type { Order } from '../../../contract/resources/orders.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, loggedInConsole, logIn, newPage, switchToEnglish } from '../console.ts';
import { headers, reloading, rowsOf, toastSaying, view } from './helpers.ts';
import { clickRowAction, rowActionsOffered } from '../rowActions.ts';

/** The actions a row offers, "more" included, by name and words. */
async function offered(row: Locator): Promise<Record<string, string>> {
  return Object.fromEntries(await rowActionsOffered(row));
}

/** The order's row on the group-buy orders screen, found by its number. */
async function orderRow(page: Page, orderNo: string): Promise<Locator> {
  const path = '/order/gorder';
  await go(page, path);
  const screen = view(page, path);
  await rowsOf(screen);
  await screen.locator('#filter-order_no').fill(orderNo);
  const rows = await reloading(screen, () => screen.locator('.filter-search').click());
  return rows.filter({ has: page.locator('td[data-column=order_no]', { hasText: orderNo }) });
}

if (requireChromium(t)) {
  const { stack, browser, page, errors } = await loggedInConsole(t);
  const token = await adminToken(stack.url);
  const waiting = (
    (await (await fetch(`${stack.url}/api/v2/seller/orders?type=group&status=to_ship&limit=500`, { headers: { token } })).json()) as { data: { list: Order[] } }
  ).data.list;
  const forming = waiting.filter((o) => o.type_info.group_state === 'forming');
  const formed = waiting.find((o) => o.type_info.group_state === 'formed');

  t.test('zh: a forming group’s order offers 关闭并退款, not 发货; a formed one ships', async (t) => {
    t.ok(forming.length >= 2 && formed, 'the demo data has forming and formed groups to ship');
    let row = await orderRow(page, formed!.order_no);
    const formedActions = await offered(row);
    t.equal(formedActions.ship, '发货', 'a formed group’s order ships');
    t.notOk('refund_close' in formedActions, 'and is not refunded here');

    row = await orderRow(page, forming[0].order_no);
    t.equal(await row.locator('td[data-column="type_info.group_state"]').textContent(), '拼团中');
    const actions = await offered(row);
    t.notOk('ship' in actions, `no 发货: ${Object.values(actions).join(', ')}`);
    t.equal(actions.refund_close, '关闭并退款');

    await clickRowAction(row, 'refund_close');
    const form = page.locator('.form-modal');
    await form.locator('#form-note').fill('买家放弃拼团');
    const screen = view(page, '/order/gorder');
    await reloading(screen, () => form.locator('.form-save').click());
    await toastSaying(page, `已关闭并退款 `);
    row = await orderRow(page, forming[0].order_no);
    t.equal(await row.locator('td[data-column=status]').textContent(), '已关闭', 'the order is closed');
  });

  t.test('en: no Ship on a forming group’s order, Close and refund instead', async (t) => {
    await switchToEnglish(page);
    const row = await orderRow(page, forming[1].order_no);
    t.equal(await row.locator('td[data-column="type_info.group_state"]').textContent(), 'Forming');
    const actions = await offered(row);
    t.notOk('ship' in actions, `no Ship: ${Object.values(actions).join(', ')}`);
    t.equal(actions.refund_close, 'Close and refund');
  });

  t.test('a staff administrator cannot take the administrators screen from their own labels', async (t) => {
    const body = { account: 'ops_self', name: '自管理', mobile: '13912340002', password: 'secret1', password2: 'secret1', permission: ['user_index', 'news_index'] };
    const created = await fetch(`${stack.url}/api/v2/admin/users`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    t.equal(((await created.json()) as { status: number }).status, 0, 'account created');
    const own = await newPage(browser);
    t.teardown(() => own.context.close());
    await logIn(own.page, stack.url, 'admin', 'ops_self', 'secret1');
    await go(own.page, '/user/index');
    const rows = await rowsOf(view(own.page, '/user/index'));
    const row = rows.filter({ has: own.page.locator('td[data-column=account]', { hasText: /^ops_self$/ }) });
    const actions = await offered(row);
    t.notOk('disable' in actions, 'no 停用 on its own row');
    await clickRowAction(row, 'assign_labels');
    const dialog = own.page.locator('.assign-labels-dialog');
    await dialog.locator('.label-filter').fill('user_index');
    await dialog.locator('.label-option[data-label="user_index"] input').first().click();
    let sent = 0;
    own.page.on('request', (r) => {
      if (r.url().includes('/assign_labels')) sent++;
    });
    await dialog.locator('.form-save').click();
    t.equal(
      await dialog.locator('.label-picker .field-error').textContent(),
      '不能去掉自己账号的「管理员管理」权限：去掉后就不能再管理账号，也无法把它加回来',
      'the dialog says why, in the upstream’s words',
    );
    t.equal(sent, 0, 'nothing was sent');
  });

  t.test('the admin’s own row offers no Disable, in en and zh; roles in the permission screen’s words', async (t) => {
    for (const lang of ['en', 'zh'] as const) {
      if (lang === 'zh') {
        await page.locator('.language-menu').click();
        await page.locator('.language-menu .item', { hasText: '中文' }).click();
        await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
      }
      await go(page, '/authority/index');
      const permissions = view(page, '/authority/index');
      await rowsOf(permissions);
      const roleWords = await headers(permissions);

      await go(page, '/user/index');
      const screen = view(page, '/user/index');
      const rows = await rowsOf(screen);
      const own = rows.filter({ has: page.locator('td[data-column=account]', { hasText: /^admin$/ }) });
      const actions = await offered(own);
      t.notOk('disable' in actions, `${lang}: no ${lang === 'zh' ? '停用' : 'Disable'} on its own row (${Object.values(actions).join(', ')})`);
      t.notOk('delete' in actions, `${lang}: nor a delete`);
      const kefu = rows.filter({ has: page.locator('td[data-column=account]', { hasText: /^kefu$/ }) });
      t.equal((await offered(kefu)).disable, lang === 'zh' ? '停用' : 'Disable', `${lang}: another account may be disabled`);

      const roles = await rows.locator('td[data-column=role]').allTextContents();
      t.ok(roles.length >= 4, `${lang}: roles shown`);
      for (const role of new Set(roles)) t.ok(roleWords.includes(role), `${lang}: "${role}" is a role column of the permission screen`);
      t.equal(await own.locator('td[data-column=role]').textContent(), lang === 'zh' ? '超级管理员 (admin)' : 'Super admin (admin)');
    }
    t.same(errors, [], 'no page error');
  });
}
