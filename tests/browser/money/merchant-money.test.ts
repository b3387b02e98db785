/**
 * A merchant's own money in Chromium, zh and en (docs/money.md, "A merchant's own money"), on a mock pinned to a day:
 * the merchant's finance group holds its bills, payouts and withdrawals and none of the platform's money screens; each
 * list shows exactly its shop's records, offers no decision on them, and the bills of a period export as a statement
 * job whose file, read back, holds those bills only. The platform's accounts (the administrator, finance, the self-run
 * shop) have none of the three: no menu entry, nothing in the palette, the no-access page when the address is typed.
 */
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import t from 'tap';
import { MERCHANT_MONEY_ROUTES } from '../../../contract/merchantMoney.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { areaUrl, go, logIn, menuPaths, newPage, startConsoleOverMock, switchToEnglish, upstreamReader } from '../console.ts';
import { rowActionsOffered } from '../rowActions.ts';
import { downloadBytes, rowsOf, view } from '../screens/helpers.ts';

interface Listed<R> {
  list: R[];
  total: number;
}
type Bill = { id: number; bill_no: string; merchant_id: number; merchant_name: string; created_at: string };

if (requireChromium(t)) {
  const { stack, browser } = await startConsoleOverMock(t, { anchorDate: '2026-06-30' });
  const merchantToken = async () => {
    const body = (await (await fetch(`${stack.url}/api/v2/seller/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: 'merchant', password: '123456' }) })).json()) as { data: { token: string } };
    return body.data.token;
  };
  const asMerchant = upstreamReader(stack.url, await merchantToken());
  const SOURCES = {
    [MERCHANT_MONEY_ROUTES.bills]: '/api/v2/seller/store_bills',
    [MERCHANT_MONEY_ROUTES.payouts]: '/api/v2/seller/store_payouts',
    [MERCHANT_MONEY_ROUTES.withdrawals]: '/api/v2/seller/withdrawals_seller',
  };
  const shots = (page: Page, name: string) => page.screenshot({ path: `/tmp/merchant-money-${name}.png` });

  for (const lang of ['zh', 'en'] as const) {
    const words = {
      zh: { bills: '我的账单', payouts: '我的结算', withdrawals: '我的提现', statement: /导出对账单：\d+ 行，\.csv 文件（任务）/, header: ['账单号', '账期开始', '账期结束'] },
      en: { bills: 'My bills', payouts: 'My payouts', withdrawals: 'My withdrawals', statement: /Statement: (the )?\d+ rows? as a \.csv file \(job\)/, header: ['Bill no.', 'Period from', 'Period to'] },
    }[lang];

    t.test(`the merchant opens its bills, payouts and withdrawals, read-only (${lang})`, async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'seller', 'merchant');
      if (lang === 'en') await switchToEnglish(page);

      const menu = await menuPaths(page);
      for (const path of Object.values(MERCHANT_MONEY_ROUTES)) t.ok(menu.includes(path), `the menu has ${path}`);
      t.notOk(menu.some((p) => ['/store/billList', '/store/storePayout', '/withDraw/seller'].includes(p)), "none of the platform's money screens");
      const group = await page.locator('.sidebar-menu').textContent();
      t.ok([words.bills, words.payouts, words.withdrawals].every((w) => group?.includes(w)), 'the three entries under their titles');

      for (const [path, source] of Object.entries(SOURCES)) {
        const own = await asMerchant<Listed<{ id: number }>>(`${source}?limit=500`);
        await go(page, path);
        const screen = view(page, path);
        const rows = await rowsOf(screen);
        t.equal(await rows.count(), Math.min(own.total, 20), `${path}: a row per record of the shop (${own.total})`);
        const offered = (await rowActionsOffered(rows.first())).map(([name]) => name);
        t.same(offered, ['view'], `${path}: a record to open, no decision on it`);
        t.equal(await screen.locator('.create-button, .bulk-actions [data-bulk]').count(), 0, `${path}: no create, no batch action`);
        await shots(page, `${path.split('/').pop()}-${lang}`);
      }
      t.same(errors, [], 'no page error');
    });

    t.test(`the merchant exports the statement of a period and reads back its own bills of it (${lang})`, async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'seller', 'merchant');
      if (lang === 'en') await switchToEnglish(page);

      const own = (await asMerchant<Listed<Bill>>('/api/v2/seller/store_bills?limit=500&sort=created_at')).list;
      t.ok(own.length >= 3, `the shop has ${own.length} bills`);
      const from = own[1].created_at.slice(0, 10);
      const to = own.at(-2)!.created_at.slice(0, 10);
      const period = { start_time: `${from} 00:00:00`, end_time: `${to} 23:59:59` };
      const expected = own.filter((b) => b.created_at >= period.start_time && b.created_at <= period.end_time).map((b) => b.bill_no);
      t.ok(expected.length > 0 && expected.length < own.length, `the period ${from} ~ ${to} holds ${expected.length} of ${own.length}`);

      const path = MERCHANT_MONEY_ROUTES.bills;
      await go(page, `${path}?${new URLSearchParams(period)}`);
      const screen = view(page, path);
      await rowsOf(screen);
      await screen.locator('.export-button button').first().click();
      const choice = page.locator('.export-job[data-export=job-csv]');
      t.match(await choice.textContent(), words.statement, 'the export menu offers the statement as a job');
      await choice.click();
      const toast = page.locator('.job-started');
      const id = (await toast.getAttribute('data-job')) ?? '';
      t.ok(id, 'the statement job started');
      await toast.locator('.job-started-link').click();
      const row = page.locator(`.job-centre .job-row[data-job="${id}"]`);
      await page.locator(`.job-centre .job-row[data-job="${id}"]:is([data-state=done], [data-state=failed])`).waitFor({ timeout: 60_000 });
      t.equal(await row.getAttribute('data-state'), 'done', 'the statement was written');
      await shots(page, `statement-${lang}`);
      const [download] = await Promise.all([page.waitForEvent('download'), row.locator('.job-download').click()]);
      const [head, ...lines] = parse(Buffer.from(await downloadBytes(download)), { bom: true }) as string[][];
      t.same(head.slice(0, 3), words.header, `the list's column titles in ${lang}`);
      t.same(lines.map((l) => l[0]).sort(), [...expected].sort(), "exactly the shop's bills of the period");
      t.same(errors, [], 'no page error');
    });

    for (const [area, account] of [['admin', 'admin'], ['seller', 'finance'], ['seller', 'seller']] as const) {
      t.test(`${account} (${area} area) has no "my" money: not in the menu, not in the palette, no access by address (${lang})`, async (t) => {
        const { context, page, errors } = await newPage(browser);
        t.teardown(() => context.close());
        await logIn(page, stack.url, area, account);
        if (lang === 'en') await switchToEnglish(page);
        const menu = await menuPaths(page);
        for (const path of Object.values(MERCHANT_MONEY_ROUTES)) t.notOk(menu.includes(path), `the menu has no ${path}`);
        t.ok(menu.includes('/store/billList'), "the platform reads every shop's bills on its own screen");

        const palette = page.locator('.palette input[role=combobox]');
        for (const title of [words.bills, words.payouts, words.withdrawals]) {
          if (!(await palette.isVisible())) await page.keyboard.press('Control+k');
          await palette.fill(title);
          await page.waitForFunction(() => !document.querySelector('.palette-status')?.textContent?.match(/正在搜索|Searching/));
          const pages = await page.locator('.palette [role=option][data-kind=page] .palette-option-title').allTextContents();
          t.notOk(pages.includes(title), `the palette does not find ${title} (${pages.join(', ') || 'nothing'})`);
        }
        await page.keyboard.press('Escape');

        for (const path of Object.values(MERCHANT_MONEY_ROUTES)) {
          await page.goto(areaUrl(stack.url, area, path));
          await page.locator('.error-page .error-code', { hasText: '401' }).waitFor();
          t.equal(await page.locator('.error-page .error-text').textContent(), lang === 'zh' ? '抱歉，您没有权限访问该页面' : 'Sorry, you may not open this page', `${path}: the no-access page`);
        }
        await shots(page, `no-access-${account}-${lang}`);
        t.same(errors, [], 'no page error');
      });
    }
  }
}
