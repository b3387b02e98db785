/** The stores area's resources through real calls: onboarding, store switches, payouts and the merchant ledger, offline shops. */
import t from 'tap';
import type { MerchantLedgerEntry, StoreBill, StorePayout } from '../../contract/resources/stores/payouts.ts';
import type { OfflineGoods, OfflineOrder, OfflineStore } from '../../contract/resources/stores/offline.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;
const admin = await login('admin');
const get = <T>(path: string, token = admin) => call<T>('GET', path, { token });
const put = <T>(path: string, body: unknown, token = admin, lang?: string) => call<T>('PUT', path, { token, body, lang });
const post = <T>(path: string, body: unknown, token = admin, lang?: string) => call<T>('POST', path, { token, body, lang });
type Page<T> = { list: T[]; total: number; counts?: Record<string, number> };
type Store = { id: number; name: string; status: string; open: boolean; recommend: boolean; balance: string; approved_at: string | null; licence_pictures: string[]; reject_reason: string };
const cents = (m: string) => {
  const [int, frac] = m.replace('-', '').split('.');
  return (m.startsWith('-') ? -1 : 1) * (Number(int) * 100 + Number(frac));
};

async function ledgerOf(merchantId: number): Promise<MerchantLedgerEntry[]> {
  return (await get<Page<MerchantLedgerEntry>>(`/api/v2/seller/merchant_ledger?merchant_id=${merchantId}&limit=500`)).data.list;
}
async function balanceOf(merchantId: number): Promise<number> {
  return cents((await get<Store>(`/api/v2/seller/merchants/${merchantId}`)).data.balance);
}

t.test('onboarding review: reject with a reason, approve opens the store in the store list', async (t) => {
  const pending = await get<Page<Store>>('/api/v2/seller/store_applications?status=pending&limit=2');
  t.ok(pending.data.counts && pending.data.counts.pending >= 2, 'the pending tab counts applications');
  const [a, b] = pending.data.list;
  t.ok(a.licence_pictures.length >= 4, 'licence, ID front and back, and shop photos');
  t.equal((await put(`/api/v2/seller/store_applications/${a.id}/reject`, { reason: '' }, admin, 'en')).error, 'reason must be at least 2 characters');
  const rejected = await put<Store>(`/api/v2/seller/store_applications/${a.id}/reject`, { reason: '营业执照已过期' });
  t.match(rejected.data, { status: 'rejected', reject_reason: '营业执照已过期', approved_at: null });
  const approved = await put<Store>(`/api/v2/seller/store_applications/${b.id}/approve`, {});
  t.match(approved.data, { status: 'approved', open: true, reject_reason: '' });
  t.ok(approved.data.approved_at, 'the approval time is kept');
  const inList = await get<Page<Store>>(`/api/v2/seller/merchants?status=approved&keyword=${encodeURIComponent(b.name)}`);
  t.ok(inList.data.list.some((s) => s.id === b.id && s.open), 'the approved application is an open store');
  const newcomer = await get<Page<Store>>('/api/v2/seller/new_stores?limit=1');
  t.equal(newcomer.data.list[0].id, b.id, 'and the newest of the newly joined stores');
  t.match((await put(`/api/v2/seller/store_applications/${b.id}/approve`, {})).error, /^入驻状态为「已入驻」（已由 超级管理员 于 [\d: -]+ 通过），不能通过$/, 'who approved it, and when');
  const batch = await put<{ succeeded: number[]; failed: { id: number; error: string }[] }>('/api/v2/seller/store_applications/batch/approve', { ids: [a.id, b.id] });
  t.same(batch.data.succeeded, []);
  t.equal(batch.data.failed.length, 2, 'a batch names each row it could not approve');
});

t.test('store switches and the recommend view', async (t) => {
  const [store] = (await get<Page<Store>>('/api/v2/seller/merchants?status=approved&open=true&recommend=false&limit=1')).data.list;
  t.equal((await put<Store>(`/api/v2/seller/merchants/${store.id}/close`, {})).data.open, false);
  t.equal((await put<Store>(`/api/v2/seller/merchants/${store.id}/recommend`, {})).data.recommend, true);
  const recommended = await get<Page<Store>>('/api/v2/seller/recommended_stores?recommend=true&limit=500');
  t.ok(recommended.data.list.some((s) => s.id === store.id), 'shown among the recommended stores');
  t.ok(recommended.data.list.every((s) => s.status === 'approved'));
  const pending = (await get<Page<Store>>('/api/v2/seller/merchants?status=pending&limit=1')).data.list[0];
  t.equal((await get(`/api/v2/seller/recommended_stores/${pending.id}`)).status, 1, 'a pending application is not a store to recommend');
});

t.test('payouts move the balance through the ledger; bills settle into it', async (t) => {
  const merchantId = 2;
  const start = await balanceOf(merchantId);
  const sumOfLedger = async () => (await ledgerOf(merchantId)).reduce((s, e) => s + cents(e.amount), 0);
  t.equal(start, await sumOfLedger(), 'the seeded balance is the sum of its ledger');

  const [bill] = (await get<Page<StoreBill>>(`/api/v2/seller/store_bills?merchant_id=${merchantId}&status=unsettled&limit=1`)).data.list;
  t.ok(bill, 'an unsettled bill');
  t.equal(cents(bill.net_amount), cents(bill.sales) - cents(bill.commission), 'net = sales - commission');
  await put(`/api/v2/seller/store_bills/${bill.id}/settle`, {});
  const afterBill = await balanceOf(merchantId);
  t.equal(afterBill, start + cents(bill.net_amount), 'settling credits the net amount');
  t.equal((await put(`/api/v2/seller/store_bills/${bill.id}/settle`, {})).status, 1, 'a bill settles once');

  const body = { merchant_id: merchantId, amount: '100.01', method: 'bank', account_name: '张伟', account_no: '6222000011112222', bank_name: '中国工商银行', bank_branch: '北京分行朝阳支行' };
  const tooMuch = await post('/api/v2/seller/store_payouts', { ...body, amount: `${Math.floor(afterBill / 100) + 1}.00` }, admin, 'en');
  t.match(tooMuch.error, /^The amount is above the payable balance of /);
  t.equal(await balanceOf(merchantId), afterBill, 'a refused payout moves nothing');

  const p1 = (await post<StorePayout>('/api/v2/seller/store_payouts', body)).data;
  const p2 = (await post<StorePayout>('/api/v2/seller/store_payouts', { ...body, amount: '0.99' })).data;
  t.equal(p1.status, 'pending');
  t.equal(await balanceOf(merchantId), afterBill - 10001 - 99, 'an application takes the amount at once');

  t.equal((await put(`/api/v2/seller/store_payouts/${p1.id}/transfer`, { transfer_no: 'TR20261120' })).status, 1, 'no transfer before approval');
  t.equal((await put<StorePayout>(`/api/v2/seller/store_payouts/${p1.id}/approve`, {})).data.status, 'to_transfer');
  const done = await put<StorePayout>(`/api/v2/seller/store_payouts/${p1.id}/transfer`, { transfer_no: 'TR20261120' });
  t.match(done.data, { status: 'transferred', transfer_no: 'TR20261120' });
  t.equal((await put(`/api/v2/seller/store_payouts/${p1.id}/reject`, { reason: '重复申请' })).status, 1, 'a transferred payout cannot be rejected');

  const rejected = await put<StorePayout>(`/api/v2/seller/store_payouts/${p2.id}/reject`, { reason: '账户信息有误' });
  t.match(rejected.data, { status: 'rejected', reject_reason: '账户信息有误' });
  const end = await balanceOf(merchantId);
  t.equal(end, afterBill - 10001, 'the rejected amount came back, the transferred one did not');
  t.equal(end, await sumOfLedger(), 'the balance still equals the sum of its ledger');
  const types = (await ledgerOf(merchantId)).slice(0, 4).map((e) => e.type);
  t.same(types, ['payout_refund', 'payout', 'payout', 'settlement'], 'one ledger entry per movement, newest first');
});

t.test('every open store\'s seeded balance is its ledger\'s sum and never negative', async (t) => {
  const stores = (await get<Page<Store>>('/api/v2/seller/merchants?status=approved&limit=500')).data.list;
  for (const s of stores.slice(0, 12)) {
    const ledger = await ledgerOf(s.id);
    t.equal(cents(s.balance), ledger.reduce((sum, e) => sum + cents(e.amount), 0), `${s.name}`);
    t.ok(ledger.every((e) => cents(e.balance_after) >= 0), `${s.name}: never below zero`);
  }
});

t.test('offline stores: places from the area tree, hours, verifiers', async (t) => {
  const created = await post<OfflineStore>('/api/v2/seller/offline_stores', {
    merchant_id: 2, name: '鸿福优选西湖店', province: '浙江省', city: '杭州市', district: '西湖区', address: '文三路100号', phone: '0571-88886666', open_time: '09:00', close_time: '21:00',
  });
  t.match(created.data, { status: 'pending', merchant_name: '鸿福优选生活馆', verifiers: [] });
  const wrongPlace = await post('/api/v2/seller/offline_stores', {
    merchant_id: 2, name: '错地址店', province: '浙江省', city: '杭州市', district: '朝阳区', address: '文三路1号', phone: '0571-88886666', open_time: '09:00', close_time: '21:00',
  }, admin, 'en');
  t.equal(wrongPlace.error, 'The area "浙江省 杭州市 朝阳区" is not in the province/city/district tree');
  const hours = await post('/api/v2/seller/offline_stores', {
    merchant_id: 2, name: '夜店', province: '浙江省', city: '杭州市', district: '西湖区', address: '文三路1号', phone: '0571-88886666', open_time: '21:00', close_time: '09:00',
  }, admin, 'en');
  t.equal(hours.error, 'close_time must be after the opening time', 'closing before opening is refused');
  t.equal((await put(`/api/v2/seller/offline_stores/${created.data.id}/add_verifier`, { name: '王五', mobile: '13912345678' })).status, 1, 'verifiers once approved');
  await put(`/api/v2/seller/offline_store_applications/${created.data.id}/approve`, {});
  const added = await put<OfflineStore>(`/api/v2/seller/offline_stores/${created.data.id}/add_verifier`, { name: '王五', mobile: '13912345678' });
  t.same(added.data.verifiers, [{ name: '王五', mobile: '13912345678' }]);
  t.equal((await put(`/api/v2/seller/offline_stores/${created.data.id}/add_verifier`, { name: '王五', mobile: '13912345678' })).error, '手机号 13912345678 已是该门店的核销员');
  t.equal((await put(`/api/v2/seller/offline_stores/${created.data.id}/remove_verifier`, { mobile: '13912345678' })).error, '门店至少保留 1 名核销员');
});

t.test('offline shop: a merchant sees and works on its own shop only', async (t) => {
  const merchant = await login('merchant', 'seller');
  const own = await get<Page<OfflineGoods>>('/api/v2/seller/offline_goods?limit=500', merchant);
  t.ok(own.data.total > 0);
  t.ok(own.data.list.every((g) => g.merchant_id === 2), 'goods: only its own');
  const orders = await get<Page<OfflineOrder>>('/api/v2/seller/offline_orders?limit=500', merchant);
  t.ok(orders.data.total > 0 && orders.data.list.every((o) => o.merchant_id === 2), 'orders: only its own');
  const other = (await get<Page<OfflineGoods>>('/api/v2/seller/offline_goods?limit=500')).data.list.find((g) => g.merchant_id !== 2);
  t.ok(other);
  t.equal((await get(`/api/v2/seller/offline_goods/${other?.id}`, merchant)).status, 1, 'another shop\'s goods are not found');
  t.equal((await get('/api/v2/seller/offline_goods_review?limit=1', merchant)).error, '无权限', 'the review is the platform\'s');

  const toUse = orders.data.list.find((o) => o.status === 'to_use');
  t.ok(toUse);
  if (!toUse) return;
  const wrongCode = toUse.verify_code === '00000000' ? '11111111' : '00000000';
  t.equal((await put(`/api/v2/seller/offline_orders/${toUse.id}/verify`, { code: wrongCode }, merchant)).error, '核销码不正确');
  const used = await put<OfflineOrder>(`/api/v2/seller/offline_orders/${toUse.id}/verify`, { code: toUse.verify_code }, merchant);
  t.match(used.data, { status: 'used', verifier: '商家张伟' });

  // an edit of what buyers see sends approved goods back to review
  const approved = own.data.list.find((g) => g.audit_state === 'approved');
  t.ok(approved);
  if (!approved) return;
  const edited = await call<OfflineGoods>('PUT', `/api/v2/seller/offline_goods/${approved.id}`, { token: merchant, body: { price: '1.00' } });
  t.match(edited.data, { audit_state: 'pending', on_shelf: false });
});

t.test('business circles count the approved stores of their district', async (t) => {
  const circles = (await get<Page<{ id: number; city: string; district: string; store_count: number }>>('/api/v2/seller/business_circles?limit=100')).data.list;
  t.ok(circles.length > 0);
  const stores = (await get<Page<OfflineStore>>('/api/v2/seller/offline_stores?limit=500')).data.list;
  for (const c of circles.slice(0, 5)) {
    t.equal(c.store_count, stores.filter((s) => s.status === 'approved' && s.city === c.city && s.district === c.district).length, `${c.district}`);
  }
});

t.test('store profile changes: approving writes the new value on the store', async (t) => {
  type Change = { id: number; merchant_id: number; field: string; new_value: string; status: string };
  const [change] = (await get<Page<Change>>('/api/v2/seller/store_changes?status=pending&limit=1')).data.list;
  t.ok(change, 'a pending change');
  const approved = await put<Change>(`/api/v2/seller/store_changes/${change.id}/approve`, {});
  t.equal(approved.data.status, 'approved');
  const store = (await get<Record<string, unknown>>(`/api/v2/seller/merchants/${change.merchant_id}`)).data;
  t.equal(store[change.field], change.new_value, `the store's ${change.field} is the new value`);
  const renamed = (await get<Page<Change>>('/api/v2/seller/store_changes?status=pending&field=name&limit=1')).data.list[0];
  if (renamed) {
    await put(`/api/v2/seller/store_changes/${renamed.id}/approve`, {});
    const ledger = await ledgerOf(renamed.merchant_id);
    t.ok(ledger.every((e) => e.merchant_name === renamed.new_value), 'a new name follows into its ledger');
  }
});
