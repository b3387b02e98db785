/**
 * The print calls of the mock upstream (docs/shipping.md, "Reprints, recorded") through real HTTP: a print is recorded
 * with who and when, a label's prints are counted per order, bad input is refused in zh and en with nothing recorded,
 * and a merchant reaches only its own orders. Who may call them at all (the ship action's labels) is
 * tests/mock/write-permissions.test.ts's, generated from the contract for every write call and role.
 */
import t from 'tap';
import type { PrintResult, SheetOrder } from '../../contract/resources/orderPrints.ts';
import type { Order } from '../../contract/resources/orders.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const seller = await mock.login('seller', 'seller');
const merchant = await mock.login('merchant', 'seller');
const ORDERS = '/api/v2/seller/orders';
const sheet = async (ids: number[], token = seller) => mock.call<{ list: SheetOrder[] }>('GET', `${ORDERS}/print_sheet?ids=${ids.join(',')}`, { token });
const print = (body: unknown, token = seller, lang?: string) => mock.call<PrintResult>('POST', `${ORDERS}/prints`, { body, token, lang });
const orders = (await mock.call<{ list: Order[] }>('GET', `${ORDERS}?status=to_ship&limit=3`, { token: seller })).data.list;
const ids = orders.map((o) => o.id);

t.test('a print is recorded with who and when; labels count per order, slips and pick lists do not', async (t) => {
  const before = await sheet(ids);
  t.same(before.data.list.map((e) => [e.order.id, e.label_prints, e.last_print]), ids.map((id) => [id, 0, null]), 'in the order asked, never printed');
  // an order with no waybill yet prints the default address of the printer's own book (docs/shipping.md, "Shipping settings")
  const profile = (await mock.call<{ senders: { name: string; mobile: string; is_default: boolean }[] }>('GET', '/api/v2/seller/shipping/profile', { token: seller })).data;
  const home = profile.senders.find((a) => a.is_default);
  t.ok(home, 'the platform has a default sender address');
  t.match(before.data.list[0].sender, { name: home?.name }, 'the sender is the default address of the book, not the shop');

  const first = await print({ kind: 'labels', ids });
  t.equal(first.status, 0);
  t.match(first.data, { kind: 'labels', account: 'seller', operator: '自营店长' }, 'who printed');
  t.same(first.data.orders.map((o) => o.label_prints), [1, 1, 1], 'each label printed once');
  t.same((await print({ kind: 'slips', ids: [ids[0]] })).data.orders[0].label_prints, 1, 'a packing slip is no label print');
  const again = await print({ kind: 'labels', ids: [ids[0], ids[0]] });
  t.same(again.data.orders.map((o) => [o.id, o.label_prints]), [[ids[0], 2]], 'an order named twice is printed once: its reprint is 2');
  const after = await sheet(ids);
  t.same(after.data.list.map((e) => e.label_prints), [2, 1, 1]);
  t.match(after.data.list[0].last_print, { kind: 'labels', account: 'seller', order_id: ids[0], label_prints: 2, printed_at: again.data.printed_at }, 'its last print');
});

t.test('bad input is refused in zh and en, and nothing is recorded', async (t) => {
  const counts = async () => (await sheet(ids)).data.list.map((e) => e.label_prints);
  const before = await counts();
  for (const [body, why] of [
    [{ kind: 'labels', ids: [] }, 'no orders'],
    [{ kind: 'stickers', ids }, 'an unknown format'],
    [{ kind: 'labels', ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'over 500 orders'],
    [{ kind: 'labels', ids: [ids[0], 99_999_999] }, 'an order that does not exist'],
  ] as const) {
    const zh = await print(body, seller, 'zh');
    const en = await print(body, seller, 'en');
    t.not(zh.status, 0, `${why}: refused`);
    t.match(zh.error, /[\u4e00-\u9fff]/, `${why}: in Chinese (${zh.error})`);
    t.match(en.error, /^[\x20-\x7e]+$/, `${why}: in English (${en.error})`);
  }
  t.same(await counts(), before, 'no print recorded');
  const garbled = await mock.call('GET', `${ORDERS}/print_sheet?ids=1,,x`, { token: seller, lang: 'en' });
  t.not(garbled.status, 0, `a garbled id list: ${garbled.error}`);
});

t.test('a merchant prints its own orders only', async (t) => {
  const own = (await mock.call<{ list: Order[] }>('GET', `${ORDERS}?limit=2`, { token: merchant })).data.list;
  t.ok(own.every((o) => o.merchant_id === 2), 'the merchant\'s orders');
  t.equal((await sheet(own.map((o) => o.id), merchant)).status, 0, 'its own: the sheet');
  t.equal((await print({ kind: 'pick_list', ids: own.map((o) => o.id) }, merchant)).status, 0, 'and the print');
  const other = orders.find((o) => o.merchant_id !== 2) ?? (await mock.call<{ list: Order[] }>('GET', `${ORDERS}?merchant_id=1&limit=1`, { token: seller })).data.list[0];
  const refused = await sheet([own[0].id, other.id], merchant);
  t.match(refused, { status: 1, error: '订单不存在' }, 'another merchant\'s order is not found');
  t.not((await print({ kind: 'labels', ids: [other.id] }, merchant)).status, 0, 'nor printed');
});
