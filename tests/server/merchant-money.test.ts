/**
 * A merchant's own money (docs/money.md, "A merchant's own money"), on a real mock and a real gateway on real ports:
 * the merchant lists its shop's bills, payouts and withdrawals and no other shop's, whatever its filter names; a record
 * of another shop is refused, in zh and en; every decision on them (settle, approve, reject, transfer, pay) is refused
 * with 无权限 and changes nothing; its statement for a period, the export job of its bills under the list's filters,
 * holds its shop's rows of that period only, read back from the file.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import t from 'tap';
import { MERCHANT_MONEY_LABELS } from '../../contract/merchantMoney.ts';
import { call, type Gateway, type Mock, signIn, startJobsGateway, startMock, waitFor } from './jobs/harness.ts';

interface Row {
  id: number;
  status: string;
  created_at: string;
}
interface Job {
  id: string;
  state: string;
  file?: { records: number };
}

const mock: Mock = await startMock({ scale: 'demo' });
const exportDir = await mkdtemp(join(tmpdir(), 'merchant-money-'));
const gateway: Gateway = await startJobsGateway(mock.url, { EXPORT_DIR: exportDir });
t.teardown(async () => {
  await gateway.close();
  await mock.close();
  await rm(exportDir, { recursive: true, force: true });
});

/** A seller-area login straight at the upstream, as the gateway passes it on. */
async function upstreamLogin(account: string): Promise<string> {
  const answer = await call<{ token: string; permission: string[] }>(mock.url, 'POST', '/api/v2/seller/login', { body: { account, password: '123456' } });
  return answer.data.token;
}
const merchantLogin = await call<{ token: string; permission: string[] }>(mock.url, 'POST', '/api/v2/seller/login', { body: { account: 'merchant', password: '123456' } });
const SHOP = 2; // the demo merchant's shop (docs/mock.md, "Demo accounts")
const upstream = { platform: await upstreamLogin('seller'), merchant: merchantLogin.data.token };
const viaGateway = { platform: (await signIn(gateway.url, mock.url, 'seller', 'seller')).token, merchant: (await signIn(gateway.url, mock.url, 'merchant', 'seller')).token };

/** The three lists, where each names the shop, and the decisions the platform takes on them. */
const LISTS = [
  { name: 'bills', path: '/api/v2/seller/store_bills', shopOf: (r: Record<string, unknown>) => r.merchant_id, actions: ['settle'] },
  { name: 'payouts', path: '/api/v2/seller/store_payouts', shopOf: (r: Record<string, unknown>) => r.merchant_id, actions: ['approve', 'reject', 'transfer'] },
  { name: 'withdrawals', path: '/api/v2/seller/withdrawals_seller', shopOf: (r: Record<string, unknown>) => r.applicant_id, actions: ['approve', 'reject', 'mark_paid'] },
] as const;

async function listAll(base: string, token: string, path: string, query: Record<string, string> = {}): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let page = 1; ; page++) {
    const answer = await call<{ list: Record<string, unknown>[]; total: number }>(base, 'GET', `${path}?${new URLSearchParams({ ...query, page: String(page), limit: '500' })}`, { token });
    if (answer.status !== 0) throw new Error(`${path}: ${answer.error}`);
    rows.push(...answer.data.list);
    if (rows.length >= answer.data.total) return rows;
  }
}

t.test('the merchant signs in with its three money labels, read labels only', async (t) => {
  for (const label of Object.values(MERCHANT_MONEY_LABELS)) t.ok(merchantLogin.data.permission.includes(label), `holds ${label}`);
  t.notOk(merchantLogin.data.permission.some((l) => ['store_billList', 'store_storePayout', 'withDraw_seller'].includes(l)), "holds none of the platform's money screens");
});

for (const [where, base, tokens] of [['the upstream', mock.url, upstream], ['the gateway', gateway.url, viaGateway]] as const) {
  for (const list of LISTS) {
    t.test(`${where}: the merchant's ${list.name} are its shop's, and another shop's record is refused`, async (t) => {
      const all = await listAll(base, tokens.platform, list.path);
      const own = all.filter((r) => list.shopOf(r) === SHOP);
      const other = all.find((r) => list.shopOf(r) !== SHOP);
      t.ok(own.length > 0 && other, `the platform lists ${own.length} of the shop's ${list.name} among ${all.length}`);
      const mine = await listAll(base, tokens.merchant, list.path);
      t.same(mine.map((r) => r.id).sort(), own.map((r) => r.id).sort(), "the merchant lists exactly its shop's rows");
      const filtered = await listAll(base, tokens.merchant, list.path, { merchant_id: String(list.shopOf(other!)), keyword: '' });
      t.ok(filtered.every((r) => list.shopOf(r) === SHOP), "a filter naming another shop does not widen it");

      const ownRecord = await call<Record<string, unknown>>(base, 'GET', `${list.path}/${own[0].id}`, { token: tokens.merchant });
      t.equal(ownRecord.status, 0, 'its own record opens');
      for (const lang of ['zh-CN', 'en'] as const) {
        const refused = await call(base, 'GET', `${list.path}/${other!.id}`, { token: tokens.merchant, lang });
        t.equal(refused.status, 1, `another shop's record is refused (${lang})`);
        t.match(refused.error, lang === 'en' ? new RegExp(`${other!.id} not found`) : new RegExp(`${other!.id} 不存在`), `in ${lang}: ${refused.error}`);
      }
    });
  }
}

t.test('the merchant never decides on its own money: every action is refused with 无权限 and nothing changes', async (t) => {
  for (const list of LISTS) {
    const own = (await listAll(mock.url, upstream.merchant, list.path))[0];
    for (const action of list.actions) {
      for (const lang of ['zh-CN', 'en'] as const) {
        const refused = await call(gateway.url, 'PUT', `${list.path}/${own.id}/${action}`, { token: viaGateway.merchant, lang, body: { reason: '测试驳回原因', transfer_no: 'TR123456', proof: 'x.png' } });
        t.equal(refused.status, 1, `${list.name} ${action}: refused (${lang})`);
        t.match(refused.error, lang === 'en' ? /Permission denied/ : /无权限/, `${list.name} ${action}: ${refused.error}`);
      }
    }
    const after = await call<Record<string, unknown>>(mock.url, 'GET', `${list.path}/${own.id}`, { token: upstream.merchant });
    t.equal(after.data.status, own.status, `${list.name}: the record's state is unchanged`);
  }
});

t.test("the merchant's statement for a period: the export of its bills under the list's filters holds its shop's rows of that period only", async (t) => {
  const all = await listAll(gateway.url, viaGateway.platform, '/api/v2/seller/store_bills');
  const own = all.filter((r) => r.merchant_id === SHOP).sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  t.ok(own.length >= 3, `the shop has ${own.length} bills`);
  // a period that holds some of the shop's bills, not all: from its second bill's day to its second-to-last one's
  const from = String(own[1].created_at).slice(0, 10);
  const to = String(own.at(-2)!.created_at).slice(0, 10);
  const period = { start_time: `${from} 00:00:00`, end_time: `${to} 23:59:59` };
  const expected = own.filter((r) => String(r.created_at) >= period.start_time && String(r.created_at) <= period.end_time);
  t.ok(expected.length > 0 && expected.length < own.length, `the period ${from} ~ ${to} holds ${expected.length} of the shop's ${own.length} bills`);
  const inPeriodElsewhere = all.filter((r) => r.merchant_id !== SHOP && String(r.created_at) >= period.start_time && String(r.created_at) <= period.end_time);
  t.ok(inPeriodElsewhere.length > 0, "other shops have bills in the period too");

  for (const lang of ['zh-CN', 'en'] as const) {
    const started = await call<Job>(gateway.url, 'POST', '/gateway/jobs', {
      token: viaGateway.merchant,
      lang,
      body: { kind: 'export', resource: 'storeBills', filter: { ...period, sort: 'id' }, columns: ['bill_no', 'merchant_name', 'net_amount', 'status'], format: 'csv' },
    });
    t.equal(started.status, 0, `the export starts (${lang})`);
    const done = await waitFor<Job>(gateway.url, viaGateway.merchant, started.data.id, (j) => ['done', 'failed', 'cancelled'].includes(j.state));
    t.equal(done.state, 'done');
    const file = await fetch(`${gateway.url}/gateway/jobs/${done.id}/download`, { headers: { token: viaGateway.merchant } });
    t.equal(file.status, 200);
    const rows = parse(await file.text(), { bom: true }) as string[][];
    t.same(rows[0], lang === 'en' ? ['Bill no.', 'Shop', 'Net amount', 'Status'] : ['账单号', '店铺', '应结金额', '状态'], `the list's headers in ${lang}`);
    t.same(rows.slice(1).map((r) => r[0]).sort(), expected.map((r) => String(r.bill_no)).sort(), "exactly the shop's bills of the period");
    t.same([...new Set(rows.slice(1).map((r) => r[1]))], [String(own[0].merchant_name)], "every row names the merchant's own shop");
  }
});

/** The three "my" money routes, by their path in the permission list. */
const MY_PATHS: readonly string[] = ['/finance/myBills', '/finance/myPayouts', '/finance/myWithdrawals'];

t.test("the platform's accounts have no \"my\" money: only the merchant holds its labels, and the upstream's menu offers them in the seller area only", async (t) => {
  const admin = (await signIn(gateway.url, mock.url, 'admin', 'admin')).token;
  const rows = await listAll(gateway.url, admin, '/api/v2/admin/permissions');
  for (const path of MY_PATHS) {
    const row = rows.find((r) => r.path === path);
    t.match(row, { admin: false, operator: false, finance: false, seller: false, merchant: true }, `${path}: the merchant's alone`);
  }
  const menuLabels = async (token: string) => (await call<{ children: { label: string }[] }[]>(gateway.url, 'GET', '/api/v2/seller/auth', { token })).data.flatMap((g) => g.children.map((c) => c.label));
  const adminMenu = await menuLabels(admin);
  const sellerMenu = await menuLabels(viaGateway.platform);
  for (const label of Object.values(MERCHANT_MONEY_LABELS)) {
    t.notOk(adminMenu.includes(label), `${label}: not a label an administrator account can be given`);
    t.ok(sellerMenu.includes(label), `${label}: a label a merchant account can be given`);
  }
});

t.test("an administrator account made with the three labels holds none of them: the merchant's lists refuse it in zh and en, the platform's own scope answers the platform", async (t) => {
  const admin = (await signIn(gateway.url, mock.url, 'admin', 'admin')).token;
  const made = await call(gateway.url, 'POST', '/api/v2/admin/users', {
    token: admin,
    body: { account: 'mymoney1', name: '越权小赵', mobile: '13700005678', password: 'abc12345', password2: 'abc12345', permission: Object.values(MERCHANT_MONEY_LABELS) },
  });
  t.equal(made.status, 0, 'the account is made');
  const captcha = await call<{ key: string }>(gateway.url, 'GET', '/api/v2/admin/imgkey');
  const code = await call<{ code: string }>(mock.url, 'GET', `/__mock/captcha?key=${captcha.data.key}`);
  const login = await call<{ token: string }>(gateway.url, 'POST', '/api/v2/admin/login', { body: { account: 'mymoney1', password: 'abc12345', key: captcha.data.key, code: code.data.code } });
  t.equal(login.status, 0, 'it signs in');
  for (const list of LISTS) {
    for (const lang of ['zh-CN', 'en'] as const) {
      const refused = await call(gateway.url, 'GET', list.path, { token: login.data.token, lang });
      t.equal(refused.status, 1, `${list.name}: refused (${lang})`);
      t.match(refused.error, lang === 'en' ? /Permission denied/ : /无权限/, `${list.name}: ${refused.error}`);
    }
    const shops = new Set((await listAll(gateway.url, admin, list.path)).map(list.shopOf));
    t.ok(shops.size > 1, `${list.name}: the administrator reads every shop's on the platform's screen (${shops.size} shops)`);
  }
});

t.test("an export of the platform's payouts holds every payee's account masked, as the answers do (docs/money.md, \"The payee\")", async (t) => {
  const exports = [
    { resource: 'storePayouts', columns: ['payout_no', 'account_name', 'bank_name', 'account_no'] },
    { resource: 'sellerWithdrawals', columns: ['withdraw_no', 'payee_name', 'bank_name', 'account'] },
  ];
  for (const { resource, columns } of exports) {
    const started = await call<Job>(gateway.url, 'POST', '/gateway/jobs', { token: viaGateway.platform, body: { kind: 'export', resource, filter: { sort: 'id' }, columns, format: 'csv' } });
    t.equal(started.status, 0, `${resource}: the export starts`);
    const done = await waitFor<Job>(gateway.url, viaGateway.platform, started.data.id, (j) => ['done', 'failed', 'cancelled'].includes(j.state));
    t.equal(done.state, 'done');
    const file = await fetch(`${gateway.url}/gateway/jobs/${done.id}/download`, { headers: { token: viaGateway.platform } });
    const [, ...rows] = parse(await file.text(), { bom: true }) as string[][];
    t.ok(rows.length > 10, `${resource}: ${rows.length} rows`);
    const cards = rows.filter((r) => r[2] !== '');
    t.ok(cards.length > 0 && cards.length < rows.length, `${resource}: cards and wallets`);
    for (const r of cards) t.match(r[3], /^\d{4} \*{4} \*{4} \d{4}$/, `${r[0]}: ${r[1]}, ${r[2]}, the card masked`);
    for (const r of rows.filter((x) => x[2] === '')) t.match(r[3], /^1\d{2}\*{4}\d{4}$/, `${r[0]}: the phone masked`);
  }
});
