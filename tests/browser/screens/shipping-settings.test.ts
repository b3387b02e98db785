/**
 * The shipping settings screen in Chromium (docs/shipping.md, "Shipping settings"). zh, the platform: a top-up says
 * the balance before and after before it is done, and the upstream agrees after; one confirmed against a balance that
 * moved since is refused in its words; the default carrier changed; a sender address added as the default, another
 * made the default, the added one deleted. en, a merchant: its own shop's profile; an order's waybill got in the ship
 * dialog and cancelled there after saying what that does: the balance comes back and the order has no waybill.
 */
import { clickRowAction } from '../rowActions.ts';
import t from 'tap';
import type { ShippingProfile } from '../../../contract/resources/carriers.ts';
import type { Order } from '../../../contract/resources/orders.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { SERVED_EVERYWHERE, setAccount, stateFileWith } from '../../helpers/shippingState.ts';
import { adminToken, go, logIn, newPage, startConsoleOverMock, switchToEnglish, upstreamReader } from '../console.ts';
import { rowsOf, view } from './helpers.ts';

const SETTINGS = '/shipments/settings';
const SHIPMENTS = '/shipments/shipments';

if (requireChromium(t)) {
  const anchorDate = '2026-06-30';
  let merchantOrder = 0;
  const stateFile = await stateFileWith({ anchorDate }, (s) => {
    setAccount(s, 0, 'SF', 120);
    setAccount(s, 0, 'EMS', 30);
    setAccount(s, 2, 'SF', 40);
    const own = (s.tables.orders.rows as unknown as Order[])
      .filter((o) => o.merchant_id === 2 && o.status === 'to_ship' && SERVED_EVERYWHERE(o))
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0];
    Object.assign(own, { type: 'normal', type_info: {}, verify_code: null, waybill: null });
    merchantOrder = own.id;
  });
  const { stack, browser } = await startConsoleOverMock(t, { anchorDate, stateFile });
  const admin = await adminToken(stack.url);
  const profileOf = (token: string) => upstreamReader(stack.url, token)<ShippingProfile>('/api/v2/seller/shipping/profile');
  const balance = async (token: string, carrier: string) => (await profileOf(token)).accounts.find((a) => a.carrier === carrier)?.balance;

  t.test('zh, the platform: a top-up said before it is done; the default carrier; the address book', async (t) => {
    const { page, context, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, SETTINGS);
    const screen = page.locator('.shipping-settings');
    await screen.locator('.carrier-account').first().waitFor();
    t.equal(await screen.locator('.screen-title').textContent(), '发货设置');
    t.equal(await screen.locator('.shipping-owner').textContent(), '平台的发货设置');
    const sf = screen.locator('.carrier-account[data-carrier=SF]');
    t.equal(await sf.locator('.carrier-balance').textContent(), '120');

    await sf.locator('.carrier-top-up').click();
    const dialog = page.locator('.top-up-dialog');
    await dialog.locator('.top-up-count').fill('0');
    t.equal(await dialog.locator('.top-up-invalid').textContent(), '请输入 1 到 10000 之间的整数', 'a count out of range is refused before anything is asked');
    t.ok(await dialog.locator('.top-up-review').isDisabled());
    await dialog.locator('.top-up-count').fill('500');
    await dialog.locator('.top-up-review').click();
    t.equal(await dialog.locator('.header').first().textContent(), '确认为 顺丰速运 充值 500 单电子面单');
    t.match(await dialog.locator('.top-up-facts').textContent(), '顺丰速运面单余额将从 120 单变为 620 单', 'the balance before and after, said first');
    t.equal(await balance(admin, 'SF'), 120, 'nothing done before the confirmation');
    await dialog.locator('.top-up-confirm').click();
    await sf.and(page.locator('[data-balance="620"]')).waitFor();
    t.equal(await balance(admin, 'SF'), 620, 'the upstream agrees');

    // a top-up confirmed against a balance that moved meanwhile (another tab bought waybills) is refused
    await sf.locator('.carrier-top-up').click();
    await dialog.locator('.top-up-count').fill('100');
    await dialog.locator('.top-up-review').click();
    await page.evaluate(async (token) => {
      await fetch('/api/v2/seller/shipping/top_up', { method: 'POST', headers: { token, 'content-type': 'application/json' }, body: JSON.stringify({ carrier: 'SF', count: 5, balance_before: 620 }) });
    }, admin);
    await dialog.locator('.top-up-confirm').click();
    t.equal(await dialog.locator('.top-up-error').textContent(), '顺丰速运面单余额已变为 625 单（确认时为 620 单），请核对后重新充值');
    await dialog.locator('.top-up-review').waitFor();
    await page.keyboard.press('Escape');
    t.equal(await balance(admin, 'SF'), 625, 'the refused top-up added nothing');

    // the default carrier
    const ems = screen.locator('.carrier-account[data-carrier=EMS]');
    if ((await profileOf(admin)).default_carrier === 'EMS') await sf.locator('.carrier-make-default').click();
    await ems.locator('.carrier-make-default').click();
    await ems.locator('.carrier-default').waitFor();
    t.equal((await profileOf(admin)).default_carrier, 'EMS', 'EMS is the default carrier');

    // the address book: one added as the default, another made the default, the added one deleted
    const before = (await profileOf(admin)).senders;
    await screen.locator('.sender-add').click();
    const form = page.locator('.sender-dialog');
    const typed = { name: '仓库老周', mobile: '1390000', province: '浙江省', city: '杭州市', district: '余杭区', detail: '文一西路998号3号仓' };
    for (const [field, value] of Object.entries(typed)) await form.locator(`.sender-${field}`).fill(value);
    await form.locator('.sender-default').check();
    await form.locator('.sender-save').click();
    t.match(await form.locator('.sender-error').textContent(), '手机号', "a mistyped phone refused in the upstream's words");
    await form.locator('.sender-mobile').fill('13900001111');
    await form.locator('.sender-save').click();
    const added = screen.locator('.sender-row', { hasText: '浙江省杭州市余杭区文一西路998号3号仓' });
    await added.and(page.locator('[data-default=true]')).waitFor();
    const book = (await profileOf(admin)).senders;
    t.equal(book.length, before.length + 1);
    t.same(book.filter((s) => s.is_default).map((s) => s.address), ['浙江省杭州市余杭区文一西路998号3号仓'], 'the added address is the one default');

    const old = screen.locator(`.sender-row[data-id="${before[0].id}"]`);
    await old.locator('.sender-make-default').click();
    await old.and(page.locator('[data-default=true]')).waitFor();
    await added.locator('.sender-delete').click();
    const confirm = page.locator('.confirm-dialog');
    t.equal(await confirm.locator('.header').first().textContent(), '删除发货地址？');
    t.match(await confirm.textContent(), '浙江省杭州市余杭区文一西路998号3号仓', 'it names the address first');
    await confirm.locator('.confirm-ok').click();
    await added.waitFor({ state: 'detached' });
    t.same((await profileOf(admin)).senders.map((s) => s.id), before.map((s) => s.id), 'the book as it was');
    t.equal((await profileOf(admin)).senders.find((s) => s.is_default)?.id, before[0].id);
    t.same(errors, [], 'no page error');
  });

  t.test("en, a merchant: its own profile; an order's waybill cancelled from the ship dialog, said first", async (t) => {
    const { page, context, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'merchant');
    await switchToEnglish(page);
    await go(page, SETTINGS);
    const screen = page.locator('.shipping-settings');
    await screen.locator('.carrier-account').first().waitFor();
    t.equal(await screen.locator('.screen-title').textContent(), 'Shipping settings');
    t.match(await screen.locator('.shipping-owner').textContent(), /^Shipping settings of .+/, "the merchant's own shop");
    t.equal(await screen.locator('.carrier-account[data-carrier=SF] .carrier-balance').textContent(), '40');

    await go(page, SHIPMENTS);
    const list = view(page, SHIPMENTS);
    await rowsOf(list);
    await clickRowAction(list.locator(`tr[data-id="${merchantOrder}"]`), 'ship');
    const dialog = page.locator('.ship-dialog');
    await dialog.locator('.ship-courier').selectOption('SF');
    await dialog.locator('.get-waybill').click();
    await dialog.locator('.cancel-waybill').waitFor();
    const no = await dialog.locator('.ship-tracking').inputValue();
    t.match(no, /^SF\d{13}$/, 'a waybill got');
    await dialog.locator('.cancel-waybill').click();
    const ask = dialog.locator('.cancel-waybill-confirm');
    t.equal(await ask.locator('.header').textContent(), `Cancel SF Express e-waybill ${no}?`);
    t.match(await ask.textContent(), "The order's waybill is cleared and 1 waybill goes back to the SF Express balance", 'what it does, said first');
    await ask.locator('.cancel-waybill-ok').click();
    t.equal(await dialog.locator('.ship-waybill-note').textContent(), `Waybill ${no} cancelled: the SF Express balance is back to 40`);
    t.equal(await dialog.locator('.ship-tracking').inputValue(), '', 'the number cleared');
    t.equal(await dialog.locator('.get-waybill').isDisabled(), false, 'a new waybill may be got');
    await page.keyboard.press('Escape');
    const order = await upstreamReader(stack.url, admin)<Order>(`/api/v2/seller/orders/${merchantOrder}`);
    t.equal(order.waybill, null, "the upstream agrees: the order's waybill is cleared");
    t.equal(order.status, 'to_ship');
    t.same(errors, [], 'no page error');
  });
}
