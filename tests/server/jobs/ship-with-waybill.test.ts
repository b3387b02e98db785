/**
 * Shipping 300 orders with electronic waybills as one bulk job (docs/shipping.md), on a mock whose carrier refuses
 * some receivers (an address outside ZTO's service area, a phone the buyer mistyped) and whose calls fail at
 * MOCK_FAIL_RATE: every order ends shipped with exactly one waybill, or refused with the carrier's reason; "retry
 * failed" finishes the failed rows; the refused ones, their address or phone fixed, ship on a second job, never with a
 * second waybill; the account's balance is what it was less the waybills bought. A merchant's job ships only its shop's.
 */
import t from 'tap';
import type { Order } from '../../../contract/resources/orders.ts';
import { SERVED_EVERYWHERE, setAccount, stateFileWith } from '../../helpers/shippingState.ts';
import { ANCHOR_DATE, call, signIn, startJobsGateway, startMock, waitFor } from './harness.ts';

interface Job {
  state: string;
  counts: Record<'done' | 'refused' | 'failed' | 'already_applied' | 'cancelled', number>;
}
interface Row {
  id: number;
  outcome: string;
  reason?: string;
}

const BATCH = 300;
const BALANCE = 1000;
const ORDERS = '/api/v2/seller/orders';
let batch: number[] = [];
const tibet = new Set<number>();
const badPhone = new Set<number>();
let merchantOwn: number[] = [];
let otherShops: number[] = [];
const stateFile = await stateFileWith({ anchorDate: ANCHOR_DATE }, (s) => {
  const rows = s.tables.orders.rows as unknown as Order[];
  // orders to ship of any shop but the demo merchant's, made plain ones (no order rule holds them back)
  const toShip = rows.filter((o) => o.status === 'to_ship' && o.merchant_id !== 2 && SERVED_EVERYWHERE(o));
  const extra = rows.filter((o) => ['completed', 'closed'].includes(o.status) && o.merchant_id !== 2 && SERVED_EVERYWHERE(o));
  const chosen = [...toShip, ...extra].slice(0, BATCH + 4);
  for (const [i, o] of chosen.entries()) {
    Object.assign(o, { status: 'to_ship', type: 'normal', type_info: {}, verify_code: null, courier: null, tracking_no: null, shipped_at: null, completed_at: null, close_note: '' });
    o.paid_at ??= o.created_at;
    o.pay_method ??= 'wechat';
    // one in twelve ships to Tibet, which ZTO does not serve; one in twenty had its phone mistyped by the buyer
    if (i % 12 === 5) {
      Object.assign(o, { receiver_province: '西藏自治区', receiver_city: '拉萨市', receiver_district: '城关区', receiver_detail: '北京中路1号', receiver_address: '西藏自治区拉萨市城关区北京中路1号' });
      tibet.add(o.id);
    } else if (i % 20 === 7) {
      o.receiver_mobile = '1380013800';
      badPhone.add(o.id);
    }
  }
  batch = chosen.slice(0, BATCH).map((o) => o.id);
  otherShops = chosen.slice(BATCH).map((o) => o.id);
  const own = rows.filter((o) => o.merchant_id === 2 && o.status === 'to_ship' && SERVED_EVERYWHERE(o)).slice(0, 5);
  for (const o of own) Object.assign(o, { type: 'normal', type_info: {}, verify_code: null });
  merchantOwn = own.map((o) => o.id);
  setAccount(s, 0, 'ZTO', BALANCE);
  setAccount(s, 2, 'SF', 100);
});

const mock = await startMock({ stateFile, failRate: 0.1 });
const gateway = await startJobsGateway(mock.url, { JOB_CONCURRENCY: '8' });
t.teardown(async () => {
  await gateway.close();
  await mock.close();
});

const finished = (j: Job) => ['done', 'failed', 'cancelled'].includes(j.state);

async function runJob(token: string, ids: number[], carrier: string): Promise<{ id: string; job: Job }> {
  const started = await call<{ id: string }>(gateway.url, 'POST', '/gateway/jobs', { token, body: { kind: 'bulk_action', resource: 'orders', action: 'ship_with_waybill', body: { carrier }, ids } });
  if (started.http !== 202) throw new Error(`job refused: ${started.error}`);
  let job = await waitFor<Job>(gateway.url, token, started.data.id, finished, 300_000);
  // the mock's injected failures: "retry failed" until every row has an answer of its own
  for (let round = 0; job.counts.failed > 0 && round < 10; round++) {
    await call(gateway.url, 'POST', `/gateway/jobs/${started.data.id}/retry`, { token });
    job = await waitFor<Job>(gateway.url, token, started.data.id, (j) => finished(j) && j.state !== 'queued', 300_000);
  }
  return { id: started.data.id, job };
}

async function rowsOf(token: string, id: string): Promise<Row[]> {
  const answer = await call<{ list: Row[] }>(gateway.url, 'GET', `/gateway/jobs/${id}/rows?limit=1000`, { token });
  return answer.data.list;
}

const orderOf = async (token: string, id: number) => (await call<Order>(gateway.url, 'GET', `${ORDERS}/${id}`, { token })).data;
/** The orders, read ten at a time (the gateway's connection pool, not the test, sets the pace). */
async function ordersOf(token: string, ids: number[]): Promise<Order[]> {
  const out: Order[] = [];
  for (let i = 0; i < ids.length; i += 10) out.push(...(await Promise.all(ids.slice(i, i + 10).map((o) => orderOf(token, o)))));
  return out;
}

t.test('300 orders: each shipped with one waybill or refused in the carrier’s words; fixed, the refused ship; balances agree', async (t) => {
  const admin = await signIn(gateway.url, mock.url, 'admin', 'admin');
  const { id, job } = await runJob(admin.token, batch, 'ZTO');
  const refusedIds = [...tibet, ...badPhone];
  t.equal(job.counts.failed, 0, 'no row left failed after retries');
  t.equal(job.counts.done + job.counts.already_applied, BATCH - refusedIds.length, 'every other order shipped');
  t.equal(job.counts.refused, refusedIds.length, `${tibet.size} outside the area and ${badPhone.size} with a bad phone refused`);

  const rows = new Map((await rowsOf(admin.token, id)).map((r) => [r.id, r]));
  for (const o of tibet) t.equal(rows.get(o)?.reason, '中通快递：收件地址（西藏自治区）超出服务范围，不能收派', `order ${o}: outside the area`);
  for (const o of badPhone) t.equal(rows.get(o)?.reason, '中通快递：收件人电话 1380013800 无效，请修改收件人电话', `order ${o}: the phone`);

  const orders = await ordersOf(admin.token, batch);
  const shipped = orders.filter((o) => o.status === 'shipped');
  t.equal(shipped.length, BATCH - refusedIds.length);
  t.same(shipped.filter((o) => o.courier !== 'ZTO' || !o.waybill || o.tracking_no !== o.waybill.waybill_no || !/^75\d{12}$/.test(o.tracking_no ?? '')).map((o) => o.id), [], 'each shipped by ZTO with its waybill’s number');
  t.equal(new Set(shipped.map((o) => o.tracking_no)).size, shipped.length, 'no waybill number twice');
  t.same(orders.filter((o) => o.status !== 'shipped').filter((o) => o.waybill !== null).map((o) => o.id), [], 'no waybill bought for a refused order');
  t.same(batch.filter((o) => (mock.applied.get(`ship_with_waybill:${o}`) ?? 0) > 1), [], 'no order shipped twice');

  // the operator fixes the addresses and phones, and ships the refused ones again
  for (const o of tibet) t.equal((await call(gateway.url, 'PUT', `${ORDERS}/${o}`, { token: admin.token, body: { receiver_address: '浙江省杭州市西湖区文三路90号' } })).status, 0);
  for (const o of badPhone) t.equal((await call(gateway.url, 'PUT', `${ORDERS}/${o}`, { token: admin.token, body: { receiver_mobile: '13800138000' } })).status, 0);
  // the job centre's "retry the refused rows": exactly those run again, the shipped ones are not touched
  const retried = await call<Job>(gateway.url, 'POST', `/gateway/jobs/${id}/retry`, { token: admin.token, body: { refused: true } });
  t.equal(retried.http, 202, 'the refused rows run again');
  let again = await waitFor<Job>(gateway.url, admin.token, id, (j) => finished(j) && j.state !== 'queued', 300_000);
  for (let round = 0; again.counts.failed > 0 && round < 10; round++) {
    await call(gateway.url, 'POST', `/gateway/jobs/${id}/retry`, { token: admin.token });
    again = await waitFor<Job>(gateway.url, admin.token, id, (j) => finished(j) && j.state !== 'queued', 300_000);
  }
  t.equal(again.counts.refused, 0, 'no row refused once fixed');
  t.equal(again.counts.done + again.counts.already_applied, BATCH, 'the fixed ones shipped by the same job');
  const fixedRows = (await rowsOf(admin.token, id)).filter((r) => refusedIds.includes(r.id));
  t.same(fixedRows.filter((r) => r.outcome !== 'done' && r.outcome !== 'already_applied').map((r) => r.id), [], 'each fixed row settled as shipped');
  const nothingLeft = await call(gateway.url, 'POST', `/gateway/jobs/${id}/retry`, { token: admin.token, body: { refused: true } });
  t.equal(nothingLeft.http, 409, 'nothing refused or failed left to retry');
  // and, by mistake, the whole batch again: the shipped ones are not shipped twice
  const second = await runJob(admin.token, batch, 'ZTO');
  t.equal(second.job.counts.done, 0, 'nothing shipped again');
  t.equal(second.job.counts.refused + second.job.counts.already_applied, BATCH, 'the shipped ones are not shipped again');
  const after = await ordersOf(admin.token, batch);
  t.same(after.filter((o) => o.status !== 'shipped').map((o) => o.id), [], 'every order of the batch shipped');
  t.equal(new Set(after.map((o) => o.tracking_no)).size, BATCH, 'each with a waybill of its own');
  t.same(batch.filter((o) => (mock.applied.get(`ship_with_waybill:${o}`) ?? 0) !== 1), [], 'each shipped exactly once');

  const profile = await call<{ accounts: { carrier: string; balance: number; used: number }[] }>(gateway.url, 'GET', '/api/v2/seller/shipping/profile', { token: admin.token });
  const zto = profile.data.accounts.find((a) => a.carrier === 'ZTO');
  t.equal(zto?.used, BATCH, 'one waybill bought per order');
  t.equal(zto?.balance, BALANCE - BATCH, 'the balance is what it was less the waybills bought');
});

t.test("a merchant's job ships its own orders; another shop's are refused, untouched", async (t) => {
  const merchant = await signIn(gateway.url, mock.url, 'merchant', 'seller');
  const admin = await signIn(gateway.url, mock.url, 'admin', 'admin');
  const { id, job } = await runJob(merchant.token, [...merchantOwn, ...otherShops], 'SF');
  t.equal(job.counts.done, merchantOwn.length, 'its own orders shipped');
  t.equal(job.counts.refused, otherShops.length, 'the others refused');
  const rows = await rowsOf(merchant.token, id);
  for (const r of rows.filter((r) => otherShops.includes(r.id))) t.match(r.reason, /不存在/, `order ${r.id}: ${r.reason}`);
  for (const o of otherShops) {
    const order = await orderOf(admin.token, o);
    t.equal(order.status, 'to_ship', `order ${o} of shop ${order.merchant_id} still to ship`);
    t.equal(order.waybill, null, 'and without a waybill');
  }
  for (const o of merchantOwn) t.equal((await orderOf(merchant.token, o)).courier, 'SF');
});
