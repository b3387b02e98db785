/**
 * Bulk work as jobs in Chromium, zh then en (docs/jobs.md "In the console"): on the goods list, tick the page, select
 * all N rows matching the on-sale tab, take them off shelf; the confirmation states the count and that it runs as a
 * job; the toast links to the job centre, which shows the progress as the gateway's event stream brings it, without
 * a request of the job list. The tab is closed; a new page, in English, finds
 * the job in the centre with its outcomes, downloads the result by its plain link (the session cookie, no token in the
 * URL) and reads it back: one row per goods, each done, and the upstream agrees. Then the export as a job: a list over
 * the browser's export limit offers it, the centre follows it to its end, and its file holds every row. Ending coupons
 * (停止发放 / Stop issuing, issue 37's "coupons end"), zh and en: the coupon list's issuing tab filtered to one
 * campaign's coupons, more than the 50 rows a batch call takes, every one selected with "all matching"; the
 * confirmation states the count and that it runs as a job; the job centre shows it to its end, every row done; the
 * upstream agrees, and the other campaign's coupons still issue.
 */
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { stateFileWith } from '../../helpers/shippingState.ts';
import { adminToken, go, logIn, newPage, startConsoleOverMock, switchToEnglish, upstreamReader } from '../console.ts';
import { countRequests, downloadBytes, rowsOf, view } from './helpers.ts';

const GOODS = '/goods/index';
const COUPONS = '/coupon/index';
/** Coupons per campaign: more than the batch call's 50, so the bulk action runs as a job. */
const PER_CAMPAIGN = 64;
const CAMPAIGNS = { zh: '双十二满减券', en: 'Year-end coupon' } as const;

/** A job's file as rows of texts, header first: an .xlsx (a bulk job's result, an export) or an export's .csv. */
async function resultTable(download: Download): Promise<string[][]> {
  const bytes = Buffer.from(await downloadBytes(download));
  if (download.suggestedFilename().endsWith('.csv')) return parse(bytes, { bom: true }) as string[][];
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  book.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

if (requireChromium(t)) {
  // the data pinned to a day, so the counts do not move with the hour; a little latency so the job runs long enough to watch
  const anchorDate = '2026-06-30';
  // two campaigns' coupons, each more than a batch call takes
  const stateFile = await stateFileWith({ anchorDate }, (s) => {
    const table = s.tables['marketing.coupons'];
    const rows = table.rows as unknown as { id: number; name: string; status: string; audience: string }[];
    const template = rows.find((c) => c.status === 'active' && c.audience === 'all');
    if (!template) throw new Error('the seed has no issuing coupon to copy');
    for (const campaign of Object.values(CAMPAIGNS)) {
      for (let n = 1; n <= PER_CAMPAIGN; n++) rows.push({ ...template, id: table.nextId++, name: `${campaign}${n}`, status: 'active' } as never);
    }
  });
  const { stack, browser } = await startConsoleOverMock(t, { anchorDate, stateFile, latencyMs: 15 });
  const api = upstreamReader(stack.url, await adminToken(stack.url));
  const onSale = async () => (await api<{ total: number }>('/api/v2/seller/goods?state=on_sale&limit=1')).total;

  const signedIn = async () => {
    const opened = await newPage(browser);
    await logIn(opened.page, stack.url, 'admin', 'admin');
    return opened;
  };
  const jobRow = (page: Page, id: string) => page.locator(`.job-centre .job-row[data-job="${id}"]`);
  const finished = (page: Page, id: string) => page.locator(`.job-centre .job-row[data-job="${id}"]:is([data-state=done], [data-state=failed], [data-state=cancelled])`).waitFor({ timeout: 60_000 });

  t.test('select all matching, off shelf as a job, followed after the tab closed, result read back', async (t) => {
    const matching = await onSale();
    const first = await signedIn();
    await go(first.page, `${GOODS}?tab=on_sale`);
    const screen = view(first.page, GOODS);
    const rows = await rowsOf(screen);
    const shown = await rows.count();
    t.ok(matching > Math.max(shown, 50), `more goods on sale (${matching}) than one page (${shown}) and than the batch call takes (50)`);

    // zh: tick the page, then every matching row
    await screen.locator('thead .select-all').check();
    await screen.locator('.select-all-matching').click();
    t.equal(Number(await screen.locator('.selection-count.all-matching').getAttribute('data-count')), matching, 'the whole tab is selected');
    t.match(await screen.locator('.selection-count.all-matching').textContent(), `已选择全部 ${matching} 条`);

    await screen.locator('[data-bulk=off_shelf]').click();
    const confirm = first.page.locator('.confirm-dialog');
    t.match(await confirm.locator('.header').textContent(), `下架 ${matching} 条`, 'the confirmation states the count');
    t.equal(Number(await confirm.locator('.bulk-job-facts').getAttribute('data-count')), matching);
    t.match(await confirm.textContent(), '将作为任务在服务器上运行', 'and that it runs as a job');
    await confirm.locator('.confirm-ok').click();

    const started = first.page.locator('.job-started');
    const id = (await started.getAttribute('data-job')) ?? '';
    t.match(await started.textContent(), `已开始下架 ${matching} 件商品`, 'the toast says what the job does, counted as goods');
    t.equal(await first.page.locator('.confirm-dialog').count(), 0, 'the dialog closed');

    // the badge counts it while it runs and lists it
    await first.page.locator('.jobs-badge button').first().click();
    await first.page.locator(`.jobs-badge [data-job="${id}"]`).waitFor();
    await first.page.keyboard.press('Escape');

    await started.locator('.job-started-link').click();
    const row = jobRow(first.page, id);
    await row.waitFor();
    t.equal(await row.getAttribute('class').then((c) => c?.includes('active')), true, 'the job the toast linked to is marked');
    t.equal(await row.locator('.job-what').textContent(), '下架');
    t.equal(await row.locator('.job-list').textContent(), '商品');
    t.match(await row.locator('.job-filter').textContent(), '出售中', 'the filter in words, not state=on_sale');
    // progress moves with no request of the list: the gateway's event stream carries it
    await first.page.locator('.job-centre[data-live=stream]').waitFor();
    const listCalls = countRequests(first.page, (request) => request.method() === 'GET' && new URL(request.url()).pathname === '/gateway/jobs');
    const settledNow = async () => Number((await row.locator('.job-progress .label').textContent())?.split('/')[0]);
    const before = await settledNow();
    const wasDone = (await row.getAttribute('data-state')) === 'done';
    await first.page.waitForFunction(
      ([el, n]) => Number((el as Element).querySelector('.job-progress .label')?.textContent?.split('/')[0]) > (n as number) || (el as Element).getAttribute('data-state') === 'done',
      [await row.elementHandle(), before] as const,
      { timeout: 30_000 },
    );
    t.ok(wasDone || (await settledNow()) > before || (await row.getAttribute('data-state')) === 'done', `the progress moved on screen (${before} → ${await settledNow()})`);
    t.equal(listCalls(), 0, 'with no GET /gateway/jobs: the stream brought it, nothing polled');
    t.match(await first.page.locator('.job-engine').textContent(), '网关重启后', 'the page says jobs do not survive a restart (in-process engine)');

    // the tab closes, maybe mid-job
    await first.context.close();

    const second = await signedIn();
    t.teardown(() => second.context.close());
    await switchToEnglish(second.page);
    await go(second.page, '/jobs');
    await finished(second.page, id);
    const again = jobRow(second.page, id);
    t.equal(await again.getAttribute('data-state'), 'done', 'the job ran to its end with the tab closed');
    t.equal(await again.locator('.job-state').textContent(), 'Done');
    t.equal(await again.locator('.job-what').textContent(), 'Take off shelf');
    t.equal(await again.locator('.job-list').textContent(), 'Goods');
    t.match(await again.locator('.job-filter').textContent(), 'On sale');
    t.equal(Number(await again.locator('.job-total').textContent()), matching);
    t.equal(Number(await again.locator('[data-outcome=done]').getAttribute('data-count')), matching, 'every row done');
    t.equal(await again.locator('.job-owner').textContent(), 'admin');
    t.equal(await again.locator('.job-retry').count(), 0, 'nothing failed: no retry offered');

    const href = (await again.locator('.job-download').getAttribute('href')) ?? '';
    t.notMatch(href, /token/i, 'the link carries no token: the cookie does');
    const [download] = await Promise.all([second.page.waitForEvent('download'), again.locator('.job-download').click()]);
    const [head, ...outcomes] = await resultTable(download);
    const outcome = head.indexOf('Outcome');
    t.ok(head[0] === 'ID' && outcome > 0, `the columns: ${head.join(', ')}`);
    t.equal(outcomes.length, matching, 'one row per goods');
    t.ok(outcomes.every((row) => row[outcome] === 'Done'), 'each done, in words');
    t.equal(await onSale(), 0, 'the upstream agrees: nothing is on sale any more');
    const sample = await api<{ on_shelf: boolean }>(`/api/v2/seller/goods/${outcomes[0][0]}`);
    t.equal(sample.on_shelf, false, `goods ${outcomes[0][0]} is off shelf`);
    t.same(second.errors, [], 'no page error');
  });

  t.test('paying withdrawals runs as a job confirmed with the count and total; a list over the export limit exports as a job', async (t) => {
    const { page, context, errors } = await signedIn();
    t.teardown(() => context.close());

    // mark paid has no batch call: it runs as a job at any size, and names the money it moves first
    const approved = await api<{ list: { id: number; net: string }[] }>('/api/v2/seller/withdrawals?status=approved&limit=100');
    await go(page, '/withDraw/index?tab=approved');
    const withdrawals = view(page, '/withDraw/index');
    const toPay = await rowsOf(withdrawals);
    t.equal(await toPay.count(), approved.list.length, 'the to-pay tab shows every approved withdrawal');
    await withdrawals.locator('thead .select-all').check();
    await withdrawals.locator('[data-bulk=mark_paid]').click();
    const form = page.locator('.ui.modal');
    await form.locator('.bulk-job-facts').waitFor();
    const net = approved.list.reduce((sum, w) => sum + Math.round(Number(w.net) * 100), 0);
    const yuan = `¥${(net / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    t.equal(await form.locator('.bulk-job-facts').getAttribute('data-total'), yuan, `the total to pay is the sum of the nets (${yuan})`);
    t.match(await form.locator('.header').first().textContent(), `${approved.list.length} 条，合计 ${yuan}`, 'the title states the count and the total');
    await page.keyboard.press('Escape');

    // agree refunds each after-sale its own requested amount: no amount asked, the total of the amounts confirmed
    const asked = await api<{ list: { id: number; apply_amount: string }[] }>('/api/v2/seller/after_sales?status=applied&in_store=false&limit=100');
    await go(page, '/afterSale/index?tab=applied');
    const afterSales = view(page, '/afterSale/index');
    // a job that ends reloads the lists it touched, and a reload clears the selection: tick again after one
    for (let tries = 0; !(await afterSales.locator('thead .select-all').isChecked()); tries++) {
      if (tries === 3) throw new Error('the page stayed unticked after three reloads');
      await rowsOf(afterSales);
      await afterSales.locator('thead .select-all').check().catch(() => {});
    }
    await afterSales.locator('.select-all-matching').click();
    await afterSales.locator('[data-bulk=agree]').click();
    await form.locator('.bulk-job-facts').waitFor();
    const refunds = asked.list.reduce((sum, a) => sum + Math.round(Number(a.apply_amount) * 100), 0);
    const refundYuan = `¥${(refunds / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    t.equal(await form.locator('.bulk-job-facts').getAttribute('data-total'), refundYuan, `the total refund is the sum of the requested amounts (${refundYuan})`);
    t.match(await form.locator('.header').first().textContent(), `${asked.list.length} 条，合计 ${refundYuan}`, 'the title states the count and the total refund');
    t.equal(await form.locator('.bulk-job-from-record').textContent(), '每一行的退款金额取该行的申请金额。', 'it says where each refund comes from');
    t.equal(await form.locator('input').count(), 0, 'no refund amount is asked once for all rows');
    await form.locator('.confirm-ok').click();
    const agreeJob = (await page.locator('.job-started').getAttribute('data-job')) ?? '';
    t.ok(agreeJob, 'the job is started');

    await go(page, '/memberList/list');
    const screen = view(page, '/memberList/list');
    await rowsOf(screen);
    await screen.locator('.export-button button').first().click();
    const choice = page.locator('.export-job[data-export=job-xlsx]');
    t.match(await choice.textContent(), /导出全部 \d+ 行为 \.xlsx 文件（任务）/);
    await choice.click();
    // the export's toast: the after-sales job's may still show
    const exportToast = page.locator(`.job-started:not([data-job="${agreeJob}"])`);
    const id = (await exportToast.getAttribute('data-job')) ?? '';
    await exportToast.locator('.job-started-link').click();
    await finished(page, id);
    const row = jobRow(page, id);
    t.equal(await row.locator('.job-what').textContent(), '导出 .xlsx');
    t.equal(await row.getAttribute('data-state'), 'done', 'the export ran to its end');
    // the file holds every member the list holds, one row each, under the list's column titles in the reader's language
    const members = (await api<{ total: number }>('/api/v2/seller/members?limit=1')).total;
    const [download] = await Promise.all([page.waitForEvent('download'), row.locator('.job-download').click()]);
    // named in the language it was written in (the console's, Chinese), whatever the browser's Accept-Language says
    t.match(download.suggestedFilename(), /^[\u4e00-\u9fff]+-\d{4}-\d{2}-\d{2}\.xlsx$/, `an .xlsx file named in Chinese (${download.suggestedFilename()})`);
    const [head, ...lines] = await resultTable(download);
    t.equal(lines.length, members, `one row per member (${members})`);
    t.ok(head.length > 1 && head.some((title) => /[\u4e00-\u9fff]/.test(title)), `column titles in the reader's language: ${head.join(', ')}`);
    t.same(errors, [], 'no page error');
  });

  const issuing = async (keyword: string) =>
    (await api<{ total: number }>(`/api/v2/seller/coupons?status=active&keyword=${encodeURIComponent(keyword)}&limit=1`)).total;

  const cases = [
    { lang: 'zh', started: `已开始停止发放 ${PER_CAMPAIGN} 张优惠券，在任务中心查看进度`, title: `停止发放 ${PER_CAMPAIGN} 条`, asJob: '将作为任务在服务器上运行', what: '停止发放', list: '优惠券', state: '已完成', other: CAMPAIGNS.en },
    { lang: 'en', started: `Started: Stop issuing ${PER_CAMPAIGN} coupons, followed in the job centre`, title: `Stop issuing ${PER_CAMPAIGN} rows`, asJob: 'This runs as a job on the server', what: 'Stop issuing', list: 'Coupons', state: 'Done', other: null },
  ] as const;

  for (const c of cases) {
    t.test(`${c.lang}: every issuing coupon of a campaign stopped as one job`, async (t) => {
      const campaign = CAMPAIGNS[c.lang];
      t.equal(await issuing(campaign), PER_CAMPAIGN, `${PER_CAMPAIGN} coupons of ${campaign} issuing`);
      const { page, context, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'admin');
      if (c.lang === 'en') await switchToEnglish(page);
      await go(page, `${COUPONS}?tab=active&keyword=${encodeURIComponent(campaign)}`);
      const screen = view(page, COUPONS);
      const rows = await rowsOf(screen);
      t.ok((await rows.count()) < PER_CAMPAIGN, 'more coupons than one page shows');
      await screen.locator('thead .select-all').check();
      await screen.locator('.select-all-matching').click();
      t.equal(Number(await screen.locator('.selection-count.all-matching').getAttribute('data-count')), PER_CAMPAIGN, 'every matching coupon selected');

      await screen.locator('[data-bulk=stop]').click();
      const confirm = page.locator('.confirm-dialog');
      t.match(await confirm.locator('.header').textContent(), c.title, 'the confirmation states the action and the count');
      t.equal(Number(await confirm.locator('.bulk-job-facts').getAttribute('data-count')), PER_CAMPAIGN);
      t.match(await confirm.textContent(), c.asJob, 'and that it runs as a job');
      await confirm.locator('.confirm-ok').click();

      const started = page.locator('.job-started');
      const id = (await started.getAttribute('data-job')) ?? '';
      t.ok(id, 'a job started');
      t.match(await started.textContent(), c.started, 'its toast says what runs, counted in coupons, with a link to the job');
      await started.locator('.job-started-link').click();
      await finished(page, id);
      const row = page.locator(`.job-centre .job-row[data-job="${id}"]`);
      t.equal(await row.getAttribute('data-state'), 'done');
      t.equal(await row.locator('.job-state').textContent(), c.state);
      t.equal(await row.locator('.job-what').textContent(), c.what);
      t.equal(await row.locator('.job-list').textContent(), c.list);
      t.match(await row.locator('.job-filter').textContent(), campaign, 'the filter in words');
      t.equal(Number(await row.locator('.job-total').textContent()), PER_CAMPAIGN);
      t.equal(Number(await row.locator('[data-outcome=done]').getAttribute('data-count')), PER_CAMPAIGN, 'every coupon done');

      t.equal(await issuing(campaign), 0, 'the upstream agrees: none of the campaign issues any more');
      const stopped = await api<{ total: number }>(`/api/v2/seller/coupons?status=stopped&keyword=${encodeURIComponent(campaign)}&limit=1`);
      t.equal(stopped.total, PER_CAMPAIGN, 'each stopped');
      if (c.other) t.equal(await issuing(c.other), PER_CAMPAIGN, 'the other campaign, outside the filter, still issues');
      t.same(errors, [], 'no page error');
    });
  }
}
