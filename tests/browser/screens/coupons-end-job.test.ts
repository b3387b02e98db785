/**
 * Ending coupons (停止发放 / Stop issuing) as a job in Chromium, zh and en (docs/jobs.md "In the console", issue 37's
 * "coupons end"): the coupon list's issuing tab filtered to one campaign's coupons, more than the 50 rows a batch call
 * takes, every one selected with "all matching"; the confirmation states the count and that it runs as a job; the job
 * centre shows it to its end, every row done; the upstream agrees, and the other campaign's coupons still issue.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { stateFileWith } from '../../helpers/shippingState.ts';
import { adminToken, go, logIn, newPage, startConsoleOverMock, switchToEnglish, upstreamReader } from '../console.ts';
import { rowsOf, view } from './helpers.ts';

const COUPONS = '/coupon/index';
/** Coupons per campaign: more than the batch call's 50, so the bulk action runs as a job. */
const PER_CAMPAIGN = 64;
const CAMPAIGNS = { zh: '双十二满减券', en: 'Year-end coupon' } as const;

if (requireChromium(t)) {
  const anchorDate = '2026-06-30';
  const stateFile = await stateFileWith({ anchorDate }, (s) => {
    const table = s.tables['marketing.coupons'];
    const rows = table.rows as unknown as { id: number; name: string; status: string; audience: string }[];
    const template = rows.find((c) => c.status === 'active' && c.audience === 'all');
    if (!template) throw new Error('the seed has no issuing coupon to copy');
    for (const campaign of Object.values(CAMPAIGNS)) {
      for (let n = 1; n <= PER_CAMPAIGN; n++) rows.push({ ...template, id: table.nextId++, name: `${campaign}${n}`, status: 'active' } as never);
    }
  });
  const { stack, browser } = await startConsoleOverMock(t, { anchorDate, stateFile, latencyMs: 10 });
  const api = upstreamReader(stack.url, await adminToken(stack.url));
  const issuing = async (keyword: string) =>
    (await api<{ total: number }>(`/api/v2/seller/coupons?status=active&keyword=${encodeURIComponent(keyword)}&limit=1`)).total;
  const finished = (page: Page, id: string) =>
    page.locator(`.job-centre .job-row[data-job="${id}"]:is([data-state=done], [data-state=failed], [data-state=cancelled])`).waitFor({ timeout: 60_000 });

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
