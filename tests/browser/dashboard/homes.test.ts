/**
 * Each role's home in Chromium (docs/homes.md), zh and en, on a mock whose clock stands at 2026-11-20 14:30: the
 * operator's queues oldest first with their ages, a card opening the list of exactly the records it counts (the list
 * the console asks for has the card's total); the finance clerk's payouts by channel, failures and waiting withdrawals;
 * a merchant's money and queues. Screenshots: /tmp/homes-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, newPage, startConsoleOverMock, switchToEnglish } from '../console.ts';

const CLOCK = { anchorDate: '2026-11-20', anchorTime: '14:30' };
const RAW_KEY = /\bdashboard\.[a-z_]+/;

function home(page: Page): Locator {
  return page.locator('.app-view[data-path="/home"]:not([hidden])');
}

/**
 * Clicks a card and returns the `total` of the list call the opened screen makes under `apiPath` with the query
 * parameters `expected` (what the user expects the list to be filtered by).
 */
async function openedTotal(page: Page, card: Locator, apiPath: string, expected: Record<string, string>): Promise<number> {
  const answer = page.waitForResponse((r) => {
    const url = new URL(r.url());
    return url.pathname === apiPath && Object.entries(expected).every(([k, v]) => url.searchParams.get(k) === v);
  });
  await card.click();
  const body = (await (await answer).json()) as { data: { total: number } };
  return body.data.total;
}

const countOf = async (card: Locator) => Number((await card.locator('.dashboard-todo-count').innerText()).replace(/\D/g, ''));

if (requireChromium(t)) {
  const { stack, browser } = await startConsoleOverMock(t, CLOCK);

  async function consolePage() {
    const opened = await newPage(browser);
    opened.page.on('console', (message) => {
      if (message.type() === 'error') opened.errors.push(message.text());
    });
    return opened;
  }

  t.test('operator: queues oldest first with their ages; a card opens exactly its records', async (t) => {
    const { context, page, errors } = await consolePage();
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'operator');
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await switchToEnglish(page);
      await go(page, '/home');
      const queues = home(page).locator('.dashboard-queue');
      await queues.first().waitFor();
      const keys = await queues.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.queue));
      t.same([...keys].sort(), ['after_sales', 'goods_review', 'unshipped_24h', 'unshipped_48h'], `${lang}: the operator's four queues`);
      const oldest = await queues.locator('[data-oldest]').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.oldest ?? ''));
      t.same(oldest, [...oldest].sort(), `${lang}: oldest first`);
      const text = await home(page).locator('.dashboard-work').innerText();
      t.match(text, lang === 'zh' ? /超 24 小时未发货[\s\S]*最早 \d+ 天 \d+ 小时前/ : /Unshipped over 24 h[\s\S]*Oldest \d+ d \d+ h ago/, `${lang}: titles and ages`);
      t.notMatch(text, RAW_KEY, `${lang}: no raw key`);
      await page.screenshot({ path: `/tmp/homes-operator-${lang}.png`, fullPage: true });
    }

    const over24 = home(page).locator('.dashboard-queue[data-queue=unshipped_24h]');
    const count = await countOf(over24);
    // orders to ship placed 24 h before the clock or earlier
    const opened = await openedTotal(page, over24, '/api/v2/seller/orders', { status: 'to_ship', end_time: '2026-11-19 14:30:00' });
    t.equal(opened, count, `the list shows the card's ${count} orders`);

    await go(page, '/home');
    const afterSales = home(page).locator('.dashboard-queue[data-queue=after_sales]');
    const waiting = await countOf(afterSales);
    t.equal(await openedTotal(page, afterSales, '/api/v2/seller/after_sales', { status: 'applied', in_store: 'false' }), waiting, `after-sales: the list shows the card's ${waiting}`);
    t.same(errors, [], 'no console error');
  });

  t.test('finance: payouts by channel, failures, waiting withdrawals, money in and out', async (t) => {
    const { context, page, errors } = await consolePage();
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'finance');
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await switchToEnglish(page);
      await go(page, '/home');
      const cards = home(page).locator('[data-finance]');
      await cards.first().waitFor();
      t.same(
        await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.finance)),
        ['payouts_bank', 'payouts_alipay', 'payouts_wechat', 'failed', 'member_withdrawals', 'store_payouts'],
        `${lang}: the finance cards`,
      );
      t.same(await home(page).locator('.dashboard-work .dashboard-kpi').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.kpi)), ['money_in', 'money_out'], `${lang}: money in and out`);
      const text = await home(page).locator('.dashboard-work').innerText();
      t.match(text, lang === 'zh' ? /待打款 · 银行卡[\s\S]*打款失败待重试[\s\S]*昨日同时段/ : /To pay · Bank card[\s\S]*Failed payouts to retry[\s\S]*Yesterday, same time/);
      t.notMatch(text, RAW_KEY, `${lang}: no raw key`);
      await page.screenshot({ path: `/tmp/homes-finance-${lang}.png`, fullPage: true });
    }
    const failed = home(page).locator('[data-finance=failed]');
    const count = await countOf(failed);
    t.equal(await openedTotal(page, failed, '/api/v2/seller/withdrawals', { status: 'failed' }), count, `failed payouts: the list shows the card's ${count}`);
    t.same(errors, [], 'no console error');
  });

  t.test('a merchant: its queues and its money', async (t) => {
    const { context, page, errors } = await consolePage();
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'merchant');
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await switchToEnglish(page);
      await go(page, '/home');
      const money = home(page).locator('[data-money=balance]');
      await money.waitFor();
      t.match(await money.innerText(), /¥[\d,]+\.\d\d/, `${lang}: the balance in yuan`);
      t.match(await home(page).locator('[data-money=next_settlement]').innerText(), lang === 'zh' ? /2026-11-20 入账 · 账单 BL/ : /Credited on 2026-11-20 · bill BL/, `${lang}: the next settlement`);
      t.ok((await home(page).locator('[data-payout]').count()) > 0, `${lang}: recent payouts`);
      const text = await home(page).locator('.dashboard-work').innerText();
      t.match(text, lang === 'zh' ? /库存紧张商品[\s\S]*平台代管余额/ : /Low-stock goods[\s\S]*Balance held by the platform/);
      t.notMatch(text, RAW_KEY, `${lang}: no raw key`);
      await page.screenshot({ path: `/tmp/homes-merchant-${lang}.png`, fullPage: true });
    }
    const lowStock = home(page).locator('.dashboard-queue[data-queue=low_stock]');
    const count = await countOf(lowStock);
    t.equal(await openedTotal(page, lowStock, '/api/v2/seller/goods', { state: 'on_sale', stock_max: '10' }), count, `low stock: the list shows the card's ${count}`);
    t.same(errors, [], 'no console error');
  });
}
