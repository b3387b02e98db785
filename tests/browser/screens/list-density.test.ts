/**
 * Lists at laptop density (docs/lists.md "Density", "Filters", "Searchable selects", "Phones"), in Chromium, zh and en:
 * at 1366 × 768 the busiest lists do not scroll sideways (every list's width is measured by the route visits, visit.ts
 * with listFit.ts), and the daily queues (the order, shipping, withdrawal, goods and
 * after-sales lists, the partners' withdrawals and the review queues) show at least ten whole rows above the fold; the filter
 * card folds to its first row, says how many folded filters are in use and stays open or folded per screen; the
 * density switch is kept after a reload and for the account only; a long select finds a merchant by pinyin and is
 * driven by the keyboard; a phone shows cards with labelled values, actions at the foot and the filters in a sheet; axe
 * finds nothing critical or serious in any of these states.
 */
import type { Locator, Page } from 'playwright-core';
import { pinyin } from 'pinyin-pro';
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { axeViolations } from '../axe.ts';
import { go, logIn, logOut, newPage, startConsole, switchToEnglish } from '../console.ts';
import { hashQuery, reloading, rowsOf, view } from './helpers.ts';
import { overflow } from './listFit.ts';
import { closeTag } from './visit.ts';

const LAPTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };
const LISTS = ['/order/index', '/shipments/shipments', '/withDraw/index', '/goods/index'];
/**
 * The lists worked through every day, which must show ten rows at a glance: those above, the after-sales, the
 * partners' withdrawals and the review queues (goods, onboarding, in-store goods).
 */
const DAILY_QUEUES = [
  ...LISTS,
  '/afterSale/index',
  '/withDraw/d_score',
  '/withDraw/seller',
  '/withDraw/offlineMerchant',
  '/earningDraw/index',
  '/other/auth',
  '/other/preAuth',
  '/store/check',
  '/offlineStore/check',
  '/offlineShop/offline_goodsReview',
];

/** The rows whose whole height is inside the window, as the operator sees them without scrolling. */
const rowsAboveFold = (screen: Locator) =>
  screen.locator('.data-table tbody tr:not(.placeholder-row)').evaluateAll((rows) => rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight).length);

/**
 * The rows above the fold; for a list holding fewer than ten, how many rows of that height the room above the fold
 * holds (a review queue may be short the day it is measured).
 */
const rowsRoom = (screen: Locator) =>
  screen.locator('.data-table tbody tr:not(.placeholder-row)').evaluateAll((rows) => {
    const whole = rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight).length;
    if (rows.length >= 10 || rows.length === 0) return whole;
    const first = rows[0].getBoundingClientRect();
    return Math.floor((window.innerHeight - first.top) / first.height);
  });

const rowHeight = (screen: Locator) => screen.locator('.data-table tbody tr:not(.placeholder-row)').first().evaluate((r) => r.getBoundingClientRect().height);

async function openList(page: Page, path: string): Promise<Locator> {
  await go(page, path);
  const screen = view(page, path);
  await rowsOf(screen);
  return screen;
}

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  for (const lang of ['zh', 'en'] as const) {
    t.test(`${lang}: at 1366 × 768 each list shows ten rows or more above the fold, with nothing critical for axe`, async (t) => {
      const { context, page, errors } = await newPage(browser, LAPTOP);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'admin');
      if (lang === 'en') await switchToEnglish(page);
      for (const path of LISTS) {
        const screen = await openList(page, path);
        const total = await screen.locator('.data-table tbody tr:not(.placeholder-row)').count();
        t.ok(total >= 10, `${path}: the page holds ${total} rows, enough to fill the fold`);
        const shown = await rowsAboveFold(screen);
        t.ok(shown >= 10, `${path} (${lang}): ${shown} whole rows above the fold at 1366 × 768 (the issue's bar: 10)`);
        t.equal(await screen.locator('.data-table').getAttribute('data-density'), 'default', `${path}: the default density`);
        t.equal(await overflow(screen), 0, `${path} (${lang}): the default columns fit the window, nothing to scroll sideways to`);
        // the first row's cells stay on one line: no cell taller than one line of text and its padding
        t.ok((await rowHeight(screen)) <= 40, `${path}: a row is one line high (${Math.round(await rowHeight(screen))} px)`);
        t.same(await axeViolations(page, `${path} (${lang}, laptop)`, `.app-view[data-path="${path}"]`), [], `${path}: axe finds nothing critical or serious`);
      }

      // the after-sales list, the widest, fits as well
      t.equal(await overflow(await openList(page, '/afterSale/index')), 0, `/afterSale/index (${lang}): its default columns fit the window`);

      // the header stays at the top of the view as the rows scroll under it
      const screen = view(page, '/order/index');
      await go(page, '/order/index');
      const header = screen.locator('.data-table thead th[data-column]').first();
      const before = await header.evaluate((th) => th.getBoundingClientRect().top);
      await page.evaluate(() => document.querySelector('.app-view:not([hidden])')?.scrollBy(0, 400));
      await page.waitForFunction(() => (document.querySelector('.app-view:not([hidden])')?.scrollTop ?? 0) >= 300);
      const after = await header.evaluate((th) => th.getBoundingClientRect().top);
      const viewTop = await page.evaluate(() => document.querySelector('.app-view:not([hidden])')?.getBoundingClientRect().top ?? 0);
      t.ok(after < before && Math.abs(after - viewTop) <= 2, `the header sticks to the top of the view (${Math.round(before)} → ${Math.round(after)} px, the view starts at ${Math.round(viewTop)})`);

      // a cell cut short shows its full text on hover
      await page.evaluate(() => document.querySelector('.app-view:not([hidden])')?.scrollTo(0, 0));
      const goods = screen.locator('.data-table tbody td[data-column=items]').first();
      // narrowed as a long name would be cut
      await goods.locator('.cell-box').evaluate((box) => {
        (box as HTMLElement).style.maxWidth = '60px';
      });
      await goods.hover();
      const title = await goods.getAttribute('title');
      const text = (await goods.innerText()).replace(/\s*\n\s*/g, ' ');
      t.equal(title, text, `the cut goods cell's title is its whole text: ${title}`);
      t.same(errors, [], 'no page error');
    });
  }

  for (const lang of ['zh', 'en'] as const) {
    t.test(`${lang}: at 1366 × 768 each daily queue shows ten rows above the fold (every list's width: the route visits)`, async (t) => {
      const { context, page, errors } = await newPage(browser, LAPTOP);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'admin');
      if (lang === 'en') await switchToEnglish(page);
      const short: string[] = [];
      let previous: string | undefined;
      for (const path of DAILY_QUEUES) {
        const screen = await openList(page, path);
        // keep-alive would pile up every list visited, each slowing the next: the previous one's tag is closed
        if (previous) await closeTag(page, previous);
        previous = path;
        const shown = await rowsRoom(screen);
        if (shown < 10) short.push(`${path}: ${shown} rows above the fold`);
      }
      t.same(short, [], `${lang}: every daily queue shows ten whole rows or more above the fold`);
      t.same(errors, [], 'no page error');
    });
  }

  t.test('the filter card folds to its first row, counts the folded filters in use, and stays open or folded per screen', async (t) => {
    const { context, page, errors } = await newPage(browser, LAPTOP);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    const path = '/order/index';
    let screen = await openList(page, path);
    const card = screen.locator('.filter-card');
    t.equal(await card.getAttribute('class').then((c) => c?.includes('folded')), true, 'folded at first');
    const fieldsTop = await card.locator('.field').evaluateAll((fields) => fields.map((f) => f.getBoundingClientRect().top));
    t.ok(Math.max(...fieldsTop) - Math.min(...fieldsTop) < 10, `its fields and buttons are one row (tops ${fieldsTop.map(Math.round).join(', ')})`);
    t.equal(await screen.locator('#filter-pay_method').count(), 0, 'the payment filter is folded away');
    const more = screen.locator('.filter-more');
    t.equal(await more.getAttribute('aria-expanded'), 'false', '"more filters" says the card is folded');
    t.equal(await more.locator('.filter-count').count(), 0, 'no folded filter in use: no count');

    await more.click();
    t.equal(await more.getAttribute('aria-expanded'), 'true', 'opened');
    const method = screen.locator('#filter-pay_method');
    const value = await method.locator('option').nth(1).getAttribute('value');
    await method.selectOption(value ?? '');
    await reloading(screen, () => screen.locator('.filter-search').click());
    t.equal(hashQuery(page).get('pay_method'), value, 'the folded filter is searched for');
    await more.click();
    t.equal(await method.count(), 0, 'folded again');
    t.equal(await more.locator('.filter-count').getAttribute('data-count'), '1', '"more filters" counts the one folded filter in use');

    // open on this screen, folded on another; both kept over a reload
    await more.click();
    await page.reload();
    screen = view(page, path);
    await rowsOf(screen);
    t.equal(await screen.locator('.filter-more').getAttribute('aria-expanded'), 'true', 'after a reload the order card is still open');
    t.equal(await screen.locator('#filter-pay_method').inputValue(), value, 'showing the value searched for');
    const goods = await openList(page, '/goods/index');
    t.equal(await goods.locator('.filter-more').getAttribute('aria-expanded'), 'false', 'the goods card, never opened, is folded');

    // a refused value in a folded filter opens the card on it
    await goods.locator('.filter-more').click();
    await goods.locator('#filter-price').fill('9');
    await goods.locator('input[name=price_max]').fill('1');
    await goods.locator('.filter-more').click();
    t.equal(await goods.locator('#filter-price').count(), 0, 'the price filter folded with its draft');
    await goods.locator('.filter-search').click();
    await goods.locator('.filter-card .field.error #filter-price').waitFor();
    t.equal(await goods.locator('.filter-more').getAttribute('aria-expanded'), 'true', 'a refused folded filter opens the card');
    t.equal(await goods.locator('#filter-price').inputValue(), '9', 'with what was typed');
    t.same(errors, [], 'no page error');
  });

  t.test('the density switch: compact rows kept after a reload and for this account only', async (t) => {
    const { context, page, errors } = await newPage(browser, LAPTOP);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    const path = '/withDraw/index';
    let screen = await openList(page, path);
    const normal = await rowHeight(screen);
    const choose = async (screen: Locator, density: string) => {
      await screen.locator('.density-button').click();
      await screen.locator(`.density-switch [data-density=${density}]`).click();
      await screen.locator(`.data-table[data-density=${density}]`).waitFor();
    };
    await choose(screen, 'comfortable');
    const comfortable = await rowHeight(screen);
    await choose(screen, 'compact');
    const compact = await rowHeight(screen);
    t.ok(compact < normal && normal < comfortable, `compact ${Math.round(compact)} px < default ${Math.round(normal)} px < comfortable ${Math.round(comfortable)} px`);
    const compactRows = await rowsAboveFold(screen);
    t.ok(compactRows > 10, `compact: ${compactRows} rows above the fold`);
    await screen.locator('.density-button').click();
    t.equal(await screen.locator('.density-switch [data-density=compact]').getAttribute('aria-checked'), 'true', 'the menu says compact is chosen');
    await page.keyboard.press('Escape');

    await page.reload();
    screen = view(page, path);
    await rowsOf(screen);
    await screen.locator('.data-table[data-density=compact]').waitFor();
    t.pass('after a reload the rows are still compact');

    await logOut(page);
    await logIn(page, stack.url, 'admin', 'finance');
    screen = await openList(page, path);
    t.equal(await screen.locator('.data-table').getAttribute('data-density'), 'default', "another account's rows keep the default density");
    await logOut(page);

    // the first account finds its choice in another browser: kept by the upstream with its column settings
    const other = await newPage(browser, LAPTOP);
    t.teardown(() => other.context.close());
    await logIn(other.page, stack.url, 'admin', 'admin');
    screen = await openList(other.page, path);
    await screen.locator('.data-table[data-density=compact]').waitFor();
    t.pass('the account finds compact rows in another browser');
    await choose(screen, 'default');
    t.same([...errors, ...other.errors], [], 'no page error');
  });

  for (const lang of ['zh', 'en'] as const) {
    t.test(`${lang}: the merchant filter finds a shop by pinyin and is driven by the keyboard`, async (t) => {
      const { context, page, errors } = await newPage(browser, LAPTOP);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'admin');
      if (lang === 'en') await switchToEnglish(page);
      const path = '/goods/index';
      const screen = await openList(page, path);
      if ((await screen.locator('.filter-more').getAttribute('aria-expanded')) === 'false') await screen.locator('.filter-more').click();
      const select = screen.locator('.search-select[data-name=merchant_id]');
      const input = select.locator('input.search');
      // the shop of the first goods listed: one the list certainly holds goods of
      const shop = (await screen.locator('.data-table tbody td[data-column=merchant_name]').first().innerText()).trim();
      const options = await select.locator('.menu .item').allInnerTexts();
      t.ok(options.length > 10, `${options.length} merchants: a long list, typed into`);
      t.ok(options.includes(shop), `${shop} is among them`);

      const initials = pinyin(shop, { pattern: 'first', toneType: 'none', type: 'array', nonZh: 'removed' }).join('');
      await input.focus();
      await page.keyboard.type(initials, { delay: 30 });
      const found = select.locator('.menu .item');
      await page.waitForFunction(([el, text]) => [...(el as Element).querySelectorAll('.menu .item')].some((i) => (i as HTMLElement).innerText.trim() === text), [await select.elementHandle(), shop] as const);
      const shown = (await found.allInnerTexts()).map((s) => s.trim());
      t.ok(shown.length < options.length, `typing "${initials}" narrows ${options.length} merchants to ${shown.length}: ${shown.slice(0, 5).join(', ')}`);
      // to the shop by the arrow keys: the first match is highlighted as the typing ends
      const at = shown.indexOf(shop);
      for (let i = 0; i < at; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      t.equal((await select.locator('> .text').innerText()).trim(), shop, `Enter picks ${shop}`);
      await reloading(screen, () => page.keyboard.press('Enter'));
      const id = hashQuery(page).get('merchant_id');
      t.ok(id, `Enter again searches: merchant_id=${id}`);
      const shops = new Set((await screen.locator('.data-table tbody td[data-column=merchant_name]').allInnerTexts()).map((s) => s.trim()));
      t.same([...shops], [shop], 'every goods listed is that shop’s');

      // the full pinyin finds it too, and Escape leaves the list closed
      const full = pinyin(shop, { toneType: 'none', type: 'array', nonZh: 'removed' }).join('');
      await input.fill('');
      await page.keyboard.type(full.slice(0, 8));
      t.ok((await select.locator('.menu .item').allInnerTexts()).map((s) => s.trim()).includes(shop), `"${full.slice(0, 8)}" finds ${shop}`);
      t.same(await axeViolations(page, `${path} (${lang}, merchant search open)`, `.app-view[data-path="${path}"]`), [], 'axe: nothing critical or serious with the list open');
      await page.keyboard.press('Escape');
      t.equal(await select.getAttribute('aria-expanded'), 'false', 'Escape closes it');
      t.same(errors, [], 'no page error');
    });
  }

  for (const lang of ['zh', 'en'] as const) {
    t.test(`${lang}: at phone width a list is cards with labelled values and actions at the foot, its filters in a sheet`, async (t) => {
      const { context, page, errors } = await newPage(browser, PHONE);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'admin');
      if (lang === 'en') await switchToEnglish(page);
      const path = '/order/index';
      const screen = await openList(page, path);
      t.notOk(await screen.locator('.data-table thead').isVisible(), 'no table header');
      const card = screen.locator('.data-table tbody tr:not(.placeholder-row)').first();
      const labels = await card.locator('td[data-column]').evaluateAll((cells) => cells.map((td) => getComputedStyle(td, '::before').content.replace(/^"|"$/g, '')));
      const titles = lang === 'zh' ? ['订单号', '商品', '买家', '实付金额'] : ['Order no.', 'Goods', 'Buyer', 'Total'];
      t.same(labels.slice(0, 4), titles, `each value is labelled: ${labels.join(', ')}`);
      const box = await card.boundingBox();
      t.ok(box && box.width <= PHONE.width, `a card fits the phone (${Math.round(box?.width ?? 0)} px)`);
      const cells = await card.locator('td').evaluateAll((tds) => tds.map((td) => ({ cls: td.className, top: td.getBoundingClientRect().top, bottom: td.getBoundingClientRect().bottom })));
      const actions = cells.find((c) => c.cls.includes('actions-cell'));
      const firstValue = await card.locator('td[data-column]').first().evaluate((td) => td.getBoundingClientRect().top);
      t.ok(actions && cells.every((c) => c === actions || c.bottom <= actions.top + 1 || c.cls === ''), 'the actions are at the card’s foot');
      t.ok(actions && firstValue < actions.top, 'the order number leads the card');
      t.ok(await card.locator('.actions-cell [data-action=view]').isVisible(), 'its view action is there');
      t.same(await axeViolations(page, `${path} (${lang}, phone)`, `.app-view[data-path="${path}"]`), [], 'axe: nothing critical or serious on the cards');

      // the filters: a button opens them in a sheet; a search from it closes it and filters the list
      t.equal(await screen.locator('.filter-card').count(), 0, 'no filter card on the page');
      await screen.locator('.filter-open').click();
      const sheet = page.locator('.filter-sheet');
      await sheet.waitFor();
      t.ok(await sheet.locator('#filter-pay_method').isVisible(), 'the sheet holds every filter, folded ones too');
      t.same(await axeViolations(page, `${path} (${lang}, filter sheet)`, '.filter-sheet'), [], 'axe: nothing critical or serious in the sheet');
      const no = (await card.locator('td[data-column=order_no]').innerText()).trim();
      await sheet.locator('#filter-order_no').fill(no);
      const rows = await reloading(screen, () => sheet.locator('.filter-search').click());
      await sheet.waitFor({ state: 'detached' });
      t.equal(await rows.count(), 1, `the search from the sheet finds order ${no}`);
      t.equal(await screen.locator('.filter-open .filter-count').getAttribute('data-count'), '1', 'the filters button counts the filter in use');
      t.same(errors, [], 'no page error');
    });
  }
}
