/**
 * The dashboards in Chromium: /home and the three data-centre screens render their KPI cards, charts (canvases
 * with a size) and ranking rows in zh and en with no console error and no raw i18n key; a to-do card opens its list;
 * the finance role sees (and asks for) only the to-do counts of lists it may open; a theme change recolours a chart;
 * a period shortcut changes the figures' period; the figures export to .xlsx. Each role's home (docs/homes.md), zh and
 * en: the operator's queues oldest first with their ages, a card opening the list of exactly the records it counts (the
 * list the console asks for has the card's total); the finance clerk's payouts by channel, failures and waiting
 * withdrawals; a merchant's money and queues. Screenshots: /tmp/dashboard-*.png, /tmp/homes-*.png.
 */
import type { Locator, Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, newPage, startConsoleOverMock, switchToEnglish } from '../console.ts';
import { xlsxTexts } from '../screens/helpers.ts';

const DATA_CENTRE = ['/datacenter/tradinfo', '/datacenter/goodsinfo', '/datacenter/storeinfo'];
/** A dashboard text key that reached the screen untranslated. */
const RAW_KEY = /\bdashboard\.[a-z_]+/;

function view(page: Page, path: string): Locator {
  return page.locator(`.app-view[data-path="${path}"]:not([hidden])`);
}

/** Waits for a dashboard's figures and for every chart on it to be drawn; returns the charts' sizes and colours. */
async function drawn(screen: Locator): Promise<{ width: number; height: number; color: string | null }[]> {
  await screen.locator('.dashboard[data-loading=false] .dashboard-kpi').first().waitFor();
  const charts = screen.locator('.dashboard-chart');
  const count = await charts.count();
  for (let i = 0; i < count; i++) await charts.nth(i).locator('canvas').waitFor();
  await screen.page().waitForFunction((el) => [...(el as Element).querySelectorAll('.dashboard-chart')].every((c) => (c as HTMLElement).dataset.seriesColor), await screen.elementHandle());
  return charts.evaluateAll((els) =>
    els.map((el) => {
      const canvas = el.querySelector('canvas') as HTMLCanvasElement;
      return { width: canvas.width, height: canvas.height, color: (el as HTMLElement).dataset.seriesColor ?? null };
    }),
  );
}

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

/**
 * The upstream's clock, pinned: the period shortcuts are counted from the day the upstream answers, so on the running
 * clock a run crossing midnight in China would ask for "yesterday" on one day and check it on the next; the homes'
 * queues count from the hour (unshipped 24 h before 14:30).
 */
const UPSTREAM_CLOCK = { anchorDate: '2026-11-20', anchorTime: '14:30' };

if (requireChromium(t)) {
  const { stack, browser } = await startConsoleOverMock(t, UPSTREAM_CLOCK);

  /** A page that also records console errors (a failed chunk or a React warning shows there). */
  async function consolePage() {
    const opened = await newPage(browser);
    opened.page.on('console', (message) => {
      if (message.type() === 'error') opened.errors.push(message.text());
    });
    return opened;
  }

  t.test('admin: /home and the data centre in zh and en', async (t) => {
    const { context, page, errors } = await consolePage();
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    for (const lang of ['zh', 'en'] as const) {
      if (lang === 'en') await switchToEnglish(page);
      await go(page, '/home');
      const home = view(page, '/home');
      const homeCharts = await drawn(home);
      t.equal(await home.locator('.dashboard-kpi').count(), 4, `${lang} /home: sales, orders, new members, visits`);
      t.equal(await home.locator('.dashboard-todo').count(), 5, `${lang} /home: the five to-do cards of an administrator`);
      t.equal(homeCharts.length, 1, `${lang} /home: the 30-day trend`);
      t.ok(homeCharts[0].width > 0 && homeCharts[0].height > 0, `${lang} /home: the trend has a size`);
      const homeText = await home.innerText();
      t.match(homeText, lang === 'zh' ? /销售额[\s\S]*待办事项[\s\S]*近30天趋势/ : /Sales[\s\S]*To do[\s\S]*Last 30 days/);
      t.match(homeText, /¥[\d,]+\.\d\d/, `${lang} /home: money as ¥ with two decimals`);
      t.notMatch(homeText, RAW_KEY, `${lang} /home: no raw key`);
      await page.screenshot({ path: `/tmp/dashboard-home-${lang}.png`, fullPage: true });

      for (const path of DATA_CENTRE) {
        await go(page, path);
        const screen = view(page, path);
        const charts = await drawn(screen);
        t.ok((await screen.locator('.dashboard-kpi').count()) >= 4, `${lang} ${path}: KPI cards`);
        t.equal(charts.length, 3, `${lang} ${path}: trend and two breakdowns`);
        t.ok(charts.every((c) => c.width > 0 && c.height > 0), `${lang} ${path}: every chart has a size`);
        t.ok((await screen.locator('.dashboard-ranking-row').count()) > 0, `${lang} ${path}: ranking rows`);
        const text = await screen.innerText();
        t.notMatch(text, RAW_KEY, `${lang} ${path}: no raw key`);
        t.match(text, lang === 'zh' ? /近7天[\s\S]*统计区间/ : /Last 7 days[\s\S]*Period/, `${lang} ${path}: picker and period in ${lang}`);
        await page.screenshot({ path: `/tmp/dashboard-${path.split('/')[2]}-${lang}.png`, fullPage: true });
      }
    }
    t.same(errors, [], 'no console error');
  });

  t.test('a to-do card opens its list, filtered', async (t) => {
    const { context, page, errors } = await consolePage();
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    const home = view(page, '/home');
    await drawn(home);
    await home.locator('.dashboard-todo[data-todo=refunds]').click();
    await page.waitForURL(/#\/afterSale\/index\?tab=applied$/);
    await view(page, '/afterSale/index').waitFor();
    await go(page, '/home');
    await drawn(view(page, '/home'));
    await view(page, '/home').locator('.dashboard-todo[data-todo=to_ship]').click();
    await page.waitForURL(/#\/shipments\/shipments$/);
    await view(page, '/shipments/shipments').waitFor();
    t.pass('both cards navigated');
    t.same(errors, [], 'no console error');
  });

  t.test('finance (caiwu): only the to-do counts of lists it may open are asked for and shown', async (t) => {
    const { context, page, errors } = await consolePage();
    t.teardown(() => context.close());
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/seller/stats/home')) asked.push(new URL(request.url()).searchParams.get('todo') ?? '');
    });
    await logIn(page, stack.url, 'seller', 'finance');
    const home = view(page, '/home');
    await drawn(home);
    const shown = await home.locator('.dashboard-todo').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.todo));
    t.same(shown, ['withdrawals', 'merchant_review'], 'withdrawals and merchant review only');
    t.ok(asked.length > 0 && asked.every((todo) => todo === 'withdrawals,merchant_review'), `asked for ${asked.join(' | ')}`);
    t.same(errors, [], 'no console error');
  });

  t.test('a merchant: its own figures, its to-do cards, its data-centre screens', async (t) => {
    const { context, page, errors } = await consolePage();
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'merchant');
    const home = view(page, '/home');
    await drawn(home);
    t.same(await home.locator('.dashboard-kpi').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.kpi)), ['sales', 'orders'], 'no platform-wide members or visits');
    t.same(await home.locator('.dashboard-todo').evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.todo)), ['to_ship', 'refunds']);
    await go(page, '/datacenter/tradinfo');
    t.equal((await drawn(view(page, '/datacenter/tradinfo'))).length, 3, 'trade data with its charts');
    t.same(errors, [], 'no console error');
  });

  t.test('a theme change recolours the charts; a shortcut changes the period; export', async (t) => {
    const { context, page, errors } = await consolePage();
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, '/datacenter/tradinfo');
    const screen = view(page, '/datacenter/tradinfo');
    const before = await drawn(screen);
    t.equal(before[0].color?.toLowerCase(), '#409eff', 'the trend starts in the default theme colour');

    await page.locator('.theme-picker-trigger').click();
    await page.locator('.theme-swatch[title="#11a983"]').click();
    await page.waitForFunction(() => document.querySelector('.app-view:not([hidden]) .dashboard-trend .dashboard-chart')?.getAttribute('data-series-color') === '#11a983');
    const after = await drawn(screen);
    t.ok(after.every((c) => c.color === '#11a983'), 'every chart of the screen is drawn in the new colour');

    // the figures on screen export to .xlsx
    const sales = (await screen.locator('[data-kpi=sales] .dashboard-kpi-value').innerText()).replace(/[¥,]/g, '');
    const [download] = await Promise.all([page.waitForEvent('download'), screen.locator('.dashboard-export').click()]);
    t.match(download.suggestedFilename(), /^交易数据-\d{8}-\d{4}\.xlsx$/);
    const sheet = await xlsxTexts(download);
    for (const text of ['交易数据', '统计区间', '销售额', '支付方式销售额占比', '地区排行', sales]) t.ok(sheet.includes(text), `the sheet has ${text}`);

    await screen.locator('[data-shortcut=yesterday]').click();
    await page.waitForURL(/start=\d{4}-\d{2}-\d{2}&end=\d{4}-\d{2}-\d{2}/);
    const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
    t.equal(query.get('start'), query.get('end'), 'yesterday is one day');
    await page.waitForFunction((day) => document.querySelector('.app-view:not([hidden]) .dashboard-period')?.textContent?.includes(`${day} 至 ${day}`), query.get('start'));
    await drawn(screen);
    t.ok(await screen.locator('[data-shortcut=yesterday].active').count(), 'the shortcut shows as chosen');

    await screen.locator('input[name=start]').fill('2026-11-20');
    await screen.locator('input[name=end]').fill('2026-11-01');
    await screen.locator('.dashboard-apply').click();
    t.match(await screen.locator('.dashboard-range-problem').innerText(), '开始日期不能晚于结束日期', 'a reversed range is refused before asking');
    t.same(errors, [], 'no console error');
  });

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
