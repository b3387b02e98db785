/**
 * Who may see and steer a job, what a job may touch, and the session cookie (issue 37): a job is seen by its account
 * and administrators only; a merchant's job gets the upstream's refusal, in the starter's language, for another shop's
 * rows; the cookie reads a job's result file and nothing else; signing out cancels the account's running jobs.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as contentDisposition from 'content-disposition';
import ExcelJS from 'exceljs';
import t from 'tap';
import { fillPath, JOB_ENDPOINTS } from '../../../contract/index.ts';
import { call, type Gateway, listIds, type Mock, signIn, startJobsGateway, startMock, waitFor } from './harness.ts';

interface Job {
  id: string;
  state: string;
  total: number;
  error?: string;
  counts: Record<string, number>;
}
interface Row {
  id: number;
  outcome: string;
  reason?: string;
}
interface ExportJob {
  progress?: { done: number; total: number };
  file?: { format: string; records: number; rows: number; bytes: number };
  created_at: string;
}
const finished = (job: Job) => ['done', 'failed', 'cancelled'].includes(job.state);

/** A downloaded .xlsx's first sheet, row by row. */
async function sheetOf(download: Response): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await download.arrayBuffer());
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as ExcelJS.CellValue[]).slice(1)));
  return rows;
}
/** The platform's day (China time) of an ISO time, as a file name shows it. */
const chinaDay = (iso: string) => new Date(Date.parse(iso) + 8 * 3600_000).toISOString().slice(0, 10);
/** A port nothing listens on: a Redis that is away. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

// A little latency, so a job of a few hundred rows is still running when the test signs out.
const mock: Mock = await startMock({ scale: 'demo', latencyMs: 5 });
const exportDir = await mkdtemp(join(tmpdir(), 'jobs-access-'));
const gateway: Gateway = await startJobsGateway(mock.url, { JOB_CONCURRENCY: '2', EXPORT_DIR: exportDir });
t.teardown(async () => {
  await gateway.close();
  await mock.close();
  await rm(exportDir, { recursive: true, force: true });
});
const base = gateway.url;
const admin = await signIn(base, mock.url, 'admin', 'admin');
const operator = await signIn(base, mock.url, 'operator', 'admin');
const merchant = await signIn(base, mock.url, 'merchant', 'seller');

const start = (token: string, body: unknown, lang = 'zh-CN') => call<Job>(base, 'POST', '/gateway/jobs', { token, body, lang });
const rowsOf = async (token: string, id: string) => (await call<{ list: Row[] }>(base, 'GET', `/gateway/jobs/${id}/rows?limit=1000`, { token })).data.list;

t.test('a job is seen and steered by its account and administrators only', async (t) => {
  const ids = await listIds(base, operator.token, '/api/v2/seller/members', { status: 'normal' }, 3);
  const job = (await start(operator.token, { kind: 'bulk_action', resource: 'members', action: 'freeze', ids })).data;
  await waitFor<Job>(base, operator.token, job.id, finished);

  // Every call of one job the contract declares (contract/jobs.ts), the gateway's own, as another account makes it.
  for (const e of JOB_ENDPOINTS.filter((e) => e.ofOneJob)) {
    t.ok(gateway.app.hasRoute({ method: e.method, url: e.path.replace('{id}', ':id') }), `${e.method} ${e.path} is a route of the gateway`);
    const other = await call(base, e.method, fillPath(e.path, { id: job.id }), { token: merchant.token, lang: 'en' });
    t.match(other, { http: 404, status: 1, error: 'The job does not exist or is not yours to see.' }, `another account: ${e.method} ${e.path} answers 404`);
  }
  const zh = await call(base, 'GET', `/gateway/jobs/${job.id}`, { token: merchant.token });
  t.match(zh, { http: 404, error: '任务不存在或无权查看' }, 'in Chinese too');
  const mine = await call<{ list: Job[] }>(base, 'GET', '/gateway/jobs?all=1', { token: merchant.token });
  t.notOk(mine.data.list.some((j) => j.id === job.id), "another account's list never shows it, even asking for all");

  t.equal((await call(base, 'GET', `/gateway/jobs/${job.id}`, { token: admin.token })).status, 0, 'an administrator sees it');
  const all = await call<{ list: Job[] }>(base, 'GET', '/gateway/jobs?all=1', { token: admin.token });
  t.ok(all.data.list.some((j) => j.id === job.id), "an administrator's list of all jobs has it");
  const own = await call<{ list: Job[] }>(base, 'GET', '/gateway/jobs', { token: operator.token });
  t.ok(own.data.list.some((j) => j.id === job.id), "its account's own list has it");
});

t.test("a merchant's job on another shop's rows gets those rows refused, in the starter's language", async (t) => {
  type Goods = { list: { id: number; merchant_id: number; on_shelf: boolean; deleted: boolean }[] };
  const onShelf = (list: Goods['list']) => list.filter((g) => g.on_shelf && !g.deleted);
  const own = onShelf((await call<Goods>(base, 'GET', '/api/v2/seller/goods?limit=500', { token: merchant.token })).data.list).slice(0, 2).map((g) => g.id);
  const all = onShelf((await call<Goods>(base, 'GET', '/api/v2/seller/goods?limit=500', { token: admin.token })).data.list);
  const others = all.filter((g) => !own.includes(g.id) && g.merchant_id !== 2).slice(0, 3).map((g) => g.id);
  t.equal(own.length, 2, 'two goods of its own on the shelf');
  t.equal(others.length, 3, "three of other shops' on the shelf");

  const en = (await start(merchant.token, { kind: 'bulk_action', resource: 'goods', action: 'off_shelf', ids: [...own, ...others] }, 'en')).data;
  const done = await waitFor<Job>(base, merchant.token, en.id, finished);
  t.match(done.counts, { done: 2, refused: 3 }, "its own rows done, the other shops' refused");
  const rows = await rowsOf(merchant.token, en.id);
  for (const row of rows.filter((r) => others.includes(r.id))) {
    t.match(row, { outcome: 'refused', reason: /not exist|not found/i }, `row ${row.id}: the upstream's reason, in English`);
  }
  for (const id of others) {
    const goods = await call<{ on_shelf: boolean }>(base, 'GET', `/api/v2/seller/goods/${id}`, { token: admin.token });
    t.equal(goods.data.on_shelf, true, `goods ${id} of another shop is still on the shelf`);
  }

  const zh = (await start(merchant.token, { kind: 'bulk_action', resource: 'goods', action: 'off_shelf', ids: others })).data;
  await waitFor<Job>(base, merchant.token, zh.id, finished);
  for (const row of await rowsOf(merchant.token, zh.id)) t.match(row, { outcome: 'refused', reason: /[\u4e00-\u9fff]/ }, `row ${row.id}: in Chinese`);
});

t.test('"all rows matching the filter" is resolved on the server, and a row applied before is reported so', async (t) => {
  const inReview = await listIds(base, admin.token, '/api/v2/seller/withdrawals', { status: 'in_review', sort: 'id' }, 10_000);
  t.ok(inReview.length >= 2, `${inReview.length} withdrawals in review`);
  // One of them approved by hand first: the job finds it already approved and does not approve it again.
  t.equal((await call(base, 'PUT', `/api/v2/seller/withdrawals/${inReview[0]}/approve`, { token: admin.token, body: {} })).status, 0);
  const before = mock.applied.get(`approve:${inReview[0]}`);

  const job = (await start(admin.token, { kind: 'bulk_action', resource: 'withdrawals', action: 'approve', filter: { status: 'in_review' } })).data;
  const done = await waitFor<Job>(base, admin.token, job.id, finished);
  t.equal(done.total, inReview.length - 1, 'the filter names every row in review when the job starts');
  t.match(done.counts, { done: inReview.length - 1, failed: 0, refused: 0 }, 'each approved');
  t.same(await listIds(base, admin.token, '/api/v2/seller/withdrawals', { status: 'in_review' }, 10_000), [], 'none left in review');

  const again = (await start(admin.token, { kind: 'bulk_action', resource: 'withdrawals', action: 'approve', ids: inReview })).data;
  const twice = await waitFor<Job>(base, admin.token, again.id, finished);
  t.match(twice.counts, { already_applied: inReview.length, done: 0, refused: 0 }, 'approving them again: already applied, not refused, not applied');
  t.equal(mock.applied.get(`approve:${inReview[0]}`), before, 'the upstream applied nothing more');
});

t.test('the session cookie: set at sign-in, read-only, for downloads and the event stream only; cleared at sign-out', async (t) => {
  const cookie = admin.cookie;
  t.match(cookie, /^cc_session=[^;]+; Path=\/gateway; HttpOnly; SameSite=Strict$/, "HttpOnly, SameSite=Strict, the gateway's own routes only (no Secure over plain http)");
  const pair = cookie.split(';')[0];
  const ids = await listIds(base, admin.token, '/api/v2/seller/members', { status: 'normal' }, 2);

  const write = await call(base, 'POST', '/gateway/jobs', { headers: { cookie: pair }, body: { kind: 'bulk_action', resource: 'members', action: 'freeze', ids }, lang: 'en' });
  t.match(write, { http: 401, status: 1, error: /cookie only downloads job results/ }, 'no job is started with the cookie');
  const job = (await start(admin.token, { kind: 'bulk_action', resource: 'members', action: 'freeze', ids })).data;
  await waitFor<Job>(base, admin.token, job.id, finished);
  // Every job call but the one the contract marks for the cookie (the download) refuses it: every write among them.
  for (const e of JOB_ENDPOINTS.filter((e) => !e.sessionCookie)) {
    const body = e.method === 'GET' ? undefined : { kind: 'export', resource: 'members' };
    const answer = await call(base, e.method, fillPath(e.path, { id: job.id }), { headers: { cookie: pair }, body, lang: 'en' });
    t.match(answer, { http: 401, error: /cookie only downloads job results/ }, `${e.method} ${e.path} refuses the cookie`);
  }
  t.ok(JOB_ENDPOINTS.filter((e) => e.method !== 'GET').every((e) => !e.sessionCookie), 'no write takes the cookie');
  // The cookie's path, /gateway, covers every gateway route: any that is not one of the cookie's GETs refuses it.
  const cookieRoutes = JOB_ENDPOINTS.filter((e) => e.sessionCookie).map((e) => `GET ${e.path.replace('{id}', ':id')}`);
  t.ok(gateway.app.hasRoute({ method: 'GET', url: '/gateway/events' }), 'the event stream is a gateway route');
  const events = await fetch(`${base}/gateway/events`, { headers: { cookie: pair } });
  t.equal(events.status, 200, 'the event stream takes the cookie');
  t.match(events.headers.get('content-type'), /^text\/event-stream/);
  await events.body?.cancel();
  for (const method of ['POST', 'PUT', 'DELETE']) {
    const write = await fetch(`${base}/gateway/events`, { method, headers: { cookie: pair } });
    t.ok(write.status === 404 || write.status === 405, `${method} /gateway/events is no route (${write.status})`);
  }
  t.same(cookieRoutes.sort(), ['GET /gateway/events', 'GET /gateway/jobs/:id/download'], 'the two calls that take the cookie are GETs');
  const download = await fetch(`${base}/gateway/jobs/${job.id}/download`, { headers: { cookie: pair, 'accept-language': 'en' } });
  t.equal(download.status, 200, 'the download takes the cookie');
  t.match(download.headers.get('content-disposition'), /^attachment; filename="?Members-Freeze-result-\d{4}-\d{2}-\d{2}\.xlsx"?$/, 'a readable name');
  const nicknames = new Map((await call<{ list: { id: number; nickname: string }[] }>(base, 'GET', '/api/v2/seller/members?limit=500', { token: admin.token })).data.list.map((m) => [m.id, m.nickname]));
  t.same(
    await sheetOf(download),
    [['ID', 'Nickname', 'Outcome', 'Reason'], ...ids.sort((a, b) => a - b).map((id) => [id, nicknames.get(id), 'Done'])],
    "the result file: one row per record with its nickname and outcome",
  );
  const inUrl = await fetch(`${base}/gateway/jobs/${job.id}/download?token=${admin.token}`);
  t.equal(inUrl.status, 401, 'a token in the URL is not read');
});

t.test("signing out cancels the account's running jobs and clears the cookie", async (t) => {
  const session = await signIn(base, mock.url, 'operator', 'admin');
  const ids = await listIds(base, session.token, '/api/v2/seller/members', { status: 'normal' }, 400);
  const job = (await start(session.token, { kind: 'bulk_action', resource: 'members', action: 'freeze', ids }, 'en')).data;
  await waitFor<Job>(base, session.token, job.id, (j) => j.counts.done > 0);
  const logout = await fetch(`${base}/api/v2/admin/logout`, { headers: { token: session.token } });
  t.same(
    logout.headers.getSetCookie(),
    ['cc_session=; Max-Age=0; Path=/gateway; HttpOnly; SameSite=Strict', 'cc_session=; Max-Age=0; Path=/gateway/jobs; HttpOnly; SameSite=Strict'],
    'the sign-out clears the cookie, and the one a sign-in before the event stream set on /gateway/jobs',
  );
  // Signed out, the operator reads its job again as the administrator would.
  const after = await waitFor<Job>(base, admin.token, job.id, finished, 10_000);
  t.equal(after.state, 'cancelled', 'the job is cancelled');
  t.equal(after.error, '已退出登录，任务已取消', 'saying it was the sign-out');
  t.ok(after.counts.done > 0 && after.counts.cancelled > 0, `what was done stays done (${after.counts.done}), the rest was not run (${after.counts.cancelled})`);
  t.equal((await call(base, 'GET', '/gateway/jobs', { token: session.token })).http, 401, 'the signed-out token opens no job call');
});

t.test('bad input: a clear 400 in zh and en, nothing queued', async (t) => {
  const ids = [1];
  for (const [body, why] of [
    [{}, 'no kind'],
    [{ kind: 'bulk_action', resource: 'members', action: 'freeze' }, 'neither ids nor filter'],
    [{ kind: 'bulk_action', resource: 'members', action: 'freeze', ids, filter: { status: 'normal' } }, 'both ids and filter'],
    [{ kind: 'bulk_action', resource: 'members', action: 'freeze', ids: [] }, 'no ids'],
    [{ kind: 'bulk_action', resource: 'members', action: 'freeze', ids: ['x'] }, 'an id that is no number'],
  ] as const) {
    t.match(await start(admin.token, body, 'en'), { http: 400, status: 1, error: 'The request is invalid.' }, why);
  }
  t.match(await start(admin.token, { kind: 'bulk_action', resource: 'nothing', action: 'freeze', ids }, 'en'), { http: 400, error: 'There is no such list.' });
  t.match(await start(admin.token, { kind: 'bulk_action', resource: 'members', action: 'explode', ids }), { http: 400, error: '该列表没有这个操作' });
  t.match(await call(base, 'GET', '/gateway/jobs/not-a-job', { token: admin.token, lang: 'en' }), { http: 400, error: 'The request is invalid.' });
  t.match(await call(base, 'GET', '/gateway/jobs', { lang: 'en' }), { http: 401, error: 'Sign in first: job calls need the session token header.' });
  t.match(await call(base, 'GET', '/gateway/jobs', { token: 'not-a-session' }), { http: 401, error: '请先登录：任务接口需要请求头中的会话令牌' });
  const list = await call<{ list: Job[] }>(base, 'GET', '/gateway/jobs', { token: admin.token });
  t.notOk(list.data.list.some((j) => (j as unknown as { spec: { action: string } }).spec.action === 'explode'), 'nothing was queued');
});

t.test("an export job writes the list to a file its account downloads; a merchant's holds its shop's rows only", async (t) => {
  type Order = { id: number; order_no: string; merchant_id: number; merchant_name: string; items: unknown[] };
  const ordersOf = async (token: string) => (await call<{ list: Order[]; total: number }>(base, 'GET', '/api/v2/seller/orders?limit=500&sort=-id', { token })).data;
  const all = await ordersOf(admin.token);
  const own = await ordersOf(merchant.token);
  t.ok(own.total > 0 && own.total < all.total && own.total <= 500, `the merchant sees ${own.total} of ${all.total} orders`);

  const job = (await start(merchant.token, { kind: 'export', resource: 'orders', filter: { sort: '-id' }, columns: ['order_no', 'merchant_name'] })).data;
  const done = await waitFor<Job & ExportJob>(base, merchant.token, job.id, finished);
  t.ok((await readdir(exportDir)).includes(`${job.id}.xlsx`), 'the file is in EXPORT_DIR, named by the job id');
  t.match(done, { state: 'done', total: own.total, progress: { done: own.total, total: own.total }, file: { format: 'xlsx', records: own.total, rows: own.total } });
  const download = await fetch(`${base}/gateway/jobs/${job.id}/download`, { headers: { cookie: merchant.cookie.split(';')[0] } });
  t.equal(download.status, 200, 'the cookie downloads it');
  t.equal(contentDisposition.parse(download.headers.get('content-disposition') ?? '').parameters.filename, `订单-${chinaDay(done.created_at)}.xlsx`, 'named in Chinese, the list and the day');
  const sheet = await sheetOf(download);
  t.same(sheet[0], ['订单号', '商家'], 'the columns asked for, under the list\'s Chinese titles');
  t.same(
    sheet.slice(1).map((row) => row[0]),
    own.list.map((o) => o.order_no),
    "exactly the merchant's orders, in the list's order",
  );
  t.same(new Set(own.list.map((o) => o.merchant_id)).size, 1, 'the merchant lists one shop');
  t.same([...new Set(sheet.slice(1).map((row) => row[1]))], [own.list[0].merchant_name], "every row is its own shop's");
  t.equal((await call(base, 'GET', `/gateway/jobs/${job.id}/download`, { token: operator.token })).http, 404, "another account cannot download it");

  // The administrator's export of that shop's orders, by goods line.
  const filter = { sort: '-id', merchant_id: String(own.list[0].merchant_id) };
  const lines = (await start(admin.token, { kind: 'export', resource: 'orders', filter, format: 'csv', by_goods_line: true }, 'en')).data;
  const linesDone = await waitFor<Job & ExportJob>(base, admin.token, lines.id, finished);
  const goodsLines = own.list.reduce((sum, o) => sum + o.items.length, 0);
  t.match(linesDone.file, { format: 'csv', records: own.total, rows: goodsLines }, `by goods line: ${goodsLines} lines of ${own.total} orders`);
  const csv = await fetch(`${base}/gateway/jobs/${lines.id}/download`, { headers: { token: admin.token, 'accept-language': 'en' } });
  t.match(csv.headers.get('content-disposition'), /filename="?Orders-\d{4}-\d{2}-\d{2}\.csv"?/, 'named in English');
  t.equal((await csv.text()).trim().split('\r\n').length, goodsLines + 1, 'a line per goods line under the header');
});

t.test('an export job: cancelled while it runs leaves no file; a spec the list cannot serve is refused in zh and en', async (t) => {
  const job = (await start(admin.token, { kind: 'export', resource: 'members', filter: { sort: 'id' } })).data;
  await call(base, 'POST', `/gateway/jobs/${job.id}/cancel`, { token: admin.token });
  const cancelled = await waitFor<Job & ExportJob>(base, admin.token, job.id, finished);
  t.equal(cancelled.state, 'cancelled', 'the export is cancelled');
  t.notOk((await readdir(exportDir)).some((name) => name.startsWith(job.id)), 'and left no file, whole or partial');
  t.match(await call(base, 'GET', `/gateway/jobs/${job.id}/download`, { token: admin.token, lang: 'en' }), { http: 409, error: 'The job has not finished: its file cannot be downloaded yet.' });

  t.match(await start(admin.token, { kind: 'export', resource: 'orders', columns: ['nope'] }, 'en'), { http: 400, status: 1, error: 'The list has no column nope.' });
  t.match(await start(admin.token, { kind: 'export', resource: 'members', by_goods_line: true }), { http: 400, error: '只有订单列表可以按商品明细导出' });
  t.match(await start(admin.token, { kind: 'export', resource: 'orders', filter: { colour: 'red' } }, 'en'), { http: 400, error: 'The list cannot be filtered by colour.' });
});

t.test('REDIS_URL set and Redis away: job calls answer 503 in words, not 500', async (t) => {
  const away = await startJobsGateway(mock.url, { REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
  t.teardown(() => away.close());
  t.match(await call(away.url, 'GET', '/gateway/jobs', { token: admin.token, lang: 'en' }), { http: 503, status: 1, error: 'Jobs are unavailable for the moment. Please try again later.' });
  t.match(await call(away.url, 'POST', '/gateway/jobs', { token: admin.token, body: { kind: 'export', resource: 'members' } }), { http: 503, error: '任务服务暂不可用，请稍后重试' });
});

t.test('behind https (a trusted proxy says so) the cookie is Secure too', async (t) => {
  const behindProxy = await startJobsGateway(mock.url, { TRUST_PROXY: 'true' });
  t.teardown(() => behindProxy.close());
  const captcha = await call<{ key: string }>(behindProxy.url, 'GET', '/api/v2/admin/imgkey');
  const code = (await (await fetch(`${mock.url}/__mock/captcha?key=${captcha.data.key}`)).json()) as { data: { code: string } };
  const login = await call(behindProxy.url, 'POST', '/api/v2/admin/login', {
    body: { account: 'admin', password: '123456', key: captcha.data.key, code: code.data.code },
    headers: { 'x-forwarded-proto': 'https' },
  });
  t.equal(login.status, 0, 'signed in');
  t.match(login.headers.get('set-cookie'), /^cc_session=[^;]+; Path=\/gateway; HttpOnly; Secure; SameSite=Strict$/, 'Secure, HttpOnly, SameSite=Strict');
});
