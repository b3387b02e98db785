/**
 * The marketing flows as admin in Chromium: create a coupon (refused first, the typed values kept), issue it to
 * members by phone and see its counts change; a lottery whose probabilities do not add up to 100 % is refused with
 * what they add up to, then saved; the group-buy setting refused, changed and read back after a reload.
 */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, loggedInConsole } from '../console.ts';
import { reloading, rowsOf, toastSaying, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

if (requireChromium(t)) {
  const { stack, page, errors } = await loggedInConsole(t);
  const token = await adminToken(stack.url);
  const upstream = async <T>(path: string): Promise<T> => ((await (await fetch(`${stack.url}${path}`, { headers: { token } })).json()) as { data: T }).data;
  const open = async (path: string) => {
    await go(page, path);
    return view(page, path);
  };

  t.test('coupons: a refused form keeps what was typed; issuing to members moves the counts', async (t) => {
    const screen = await open('/coupon/index');
    // a validity's days never break at their hyphens, however narrow the column
    const days = screen.locator('td[data-column=valid] .keep-together');
    await days.first().waitFor();
    t.same(await days.evaluateAll((spans) => spans.filter((s) => s.getClientRects().length !== 1).map((s) => s.textContent)), [], 'each day on one line');
    await rowsOf(screen);
    await screen.locator('.create-button').click();
    const form = page.locator('.coupon-editor');
    await form.locator('#mk-name').fill('浏览器满减券');
    await form.locator('#mk-amount').fill('20');
    await form.locator('#mk-threshold').fill('10');
    // days alone: the validity runs from the first day's first second to the last day's last
    await form.locator('#mk-start_at').fill('2026-01-01');
    await form.locator('#mk-end_at').fill('2030-12-31');
    t.equal(await form.locator('#mk-start_at-time').inputValue(), '00:00:00');
    t.equal(await form.locator('#mk-end_at-time').inputValue(), '23:59:59');
    await form.locator('#mk-total').fill('50');
    await form.locator('#mk-per_limit').fill('2');
    await form.locator('.form-save').click();
    t.equal(await form.locator('[data-field=threshold] .field-error').textContent(), '使用门槛不能低于优惠金额', 'the rule between amount and threshold');
    t.equal(await form.locator('#mk-name').inputValue(), '浏览器满减券', 'what was typed is kept');
    t.equal(await form.locator('#mk-amount').inputValue(), '20');

    await form.locator('#mk-threshold').fill('100');
    await form.locator('.form-save').click();
    await toastSaying(page, '已保存');
    await screen.locator('#filter-keyword').fill('浏览器满减券');
    let rows = await reloading(screen, () => screen.locator('.filter-search').click());
    t.equal(await rows.count(), 1, 'the new coupon is listed');
    const cell = (column: string) => rows.first().locator(`td[data-column="${column}"]`).textContent();
    t.equal(await cell('claimed'), '0');
    t.equal(await cell('remaining'), '50');

    const members = await upstream<{ list: { mobile: string }[] }>('/api/v2/seller/members?limit=2&status=normal');
    await clickRowAction(rows.first(), 'issue');
    const issue = page.locator('.form-modal');
    await issue.locator('#form-target').selectOption('mobiles');
    await issue.locator('#form-mobiles').fill(`${members.list[0].mobile}\n13000000000`);
    await issue.locator('#form-per_member').fill('2');
    await issue.locator('.form-save').click();
    t.equal(await issue.locator('.form-error, .field-error').first().textContent(), 'mobiles 中的手机号未注册：13000000000', 'an unknown phone is named');
    await issue.locator('#form-mobiles').fill(members.list.map((m) => m.mobile).join('\n'));
    rows = await reloading(screen, () => issue.locator('.form-save').click());
    t.equal(await cell('claimed'), '4', 'two members, two each');
    t.equal(await cell('issued'), '4');
    t.equal(await cell('remaining'), '46');

    await clickRowAction(rows.first(), 'view');
    const claims = page.locator('.coupon-claims');
    await claims.waitFor();
    t.equal(await claims.getAttribute('data-total'), '4', 'the drawer lists the claim records');
    await page.keyboard.press('Escape');
  });

  t.test('lottery: probabilities that do not add up to 100 % are refused with their sum, then saved', async (t) => {
    const screen = await open('/lottery/activityList');
    await rowsOf(screen);
    await screen.locator('.create-button').click();
    const form = page.locator('.lottery-editor');
    await form.locator('#mk-name').fill('浏览器抽奖');
    await form.locator('#mk-start_at').fill('2026-01-01');
    await form.locator('#mk-start_at-time').fill('08:00');
    await form.locator('#mk-end_at').fill('2030-12-31');
    const prize = (i: number) => form.locator(`tr[data-prize="${i}"]`);
    await prize(0).locator('input').first().fill('蓝牙耳机');
    await prize(0).locator('.prize-probability').fill('10');
    await prize(1).locator('input').first().fill('谢谢参与');
    await prize(1).locator('.prize-probability').fill('80');
    t.equal(await form.locator('.probability-sum').textContent(), '概率合计 90%', 'the sum shows as it is typed');
    await form.locator('.form-save').click();
    t.equal(await form.locator('[data-field=prizes] > label .field-error').textContent(), '奖品概率合计须为 100%，当前为 90%');
    t.equal(await form.locator('#mk-name').inputValue(), '浏览器抽奖', 'what was typed is kept');
    await prize(1).locator('.prize-probability').fill('90');
    t.equal(await form.locator('.probability-sum').textContent(), '概率合计 100%');
    await reloading(screen, () => form.locator('.form-save').click());
    await toastSaying(page, '已保存');
    const saved = await upstream<{ list: { name: string; start_at: string; end_at: string; prizes: { probability: number }[]; status: string }[] }>('/api/v2/seller/lottery/activities?keyword=浏览器抽奖');
    t.match(saved.list[0], { name: '浏览器抽奖', status: 'draft', start_at: '2026-01-01 08:00:00', end_at: '2030-12-31 23:59:59', prizes: [{ probability: 10 }, { probability: 90 }] });
  });

  t.test('group-buy setting: refused below 1, saved with its own call, read back after a reload', async (t) => {
    let screen = await open('/marketingSection/groupSetting');
    await screen.locator('.settings-screen[data-loaded=true]').waitFor();
    await screen.locator('#form-valid_hours').fill('0');
    await screen.locator('.settings-save').click();
    t.equal(await screen.locator('[data-field=valid_hours] .field-error').textContent(), '不能小于 1');
    t.ok(await screen.locator('.unsaved-warning').isVisible(), 'unsaved changes are flagged');
    await screen.locator('#form-valid_hours').fill('48');
    await screen.locator('#form-rules').fill('48 小时内未成团自动退款');
    await screen.locator('.settings-save').click();
    await toastSaying(page, '已保存「拼团设置」');
    const config = await (await fetch(`${stack.url}/api/v2/common/config`, { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ keys: ['groupbuy_setting'] }) })).json();
    t.match((config as { data: { groupbuy_setting: unknown } }).data.groupbuy_setting, { valid_hours: 48, rules: '48 小时内未成团自动退款' });
    await page.reload();
    screen = view(page, '/marketingSection/groupSetting');
    await screen.locator('.settings-screen[data-loaded=true]').waitFor();
    t.equal(await screen.locator('#form-valid_hours').inputValue(), '48', 'read back after a reload');
    t.same(errors, [], 'no page error');
  });
}
