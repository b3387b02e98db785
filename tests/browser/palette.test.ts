/**
 * The command palette in Chromium (docs/palette.md): pages by pinyin, initials and synonyms within the role's routes,
 * records found through the one search call opening their drawer (a merchant finds its own orders only), actions,
 * recents, keyboard-only use and axe with it open, in zh and en.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { axeViolations } from './a11y-scan.ts';
import { adminToken, logIn, logOut, newPage, signIn, startConsole, switchToEnglish, upstreamReader } from './console.ts';

interface Order {
  id: number;
  order_no: string;
  merchant_id: number;
}

const input = (page: Page) => page.locator('.palette input[role=combobox]');

/** Opens the palette with the keyboard shortcut and types a query. */
async function ask(page: Page, query: string): Promise<void> {
  if (!(await input(page).isVisible())) await page.keyboard.press('Control+k');
  await input(page).fill(query);
}

/** The options' titles of a kind once the palette has them (records arrive after the debounce and the call). */
async function titles(page: Page, kind: string): Promise<string[]> {
  await page.waitForFunction(() => !document.querySelector('.palette-status')?.textContent?.match(/正在搜索|Searching/));
  return page.locator(`.palette [role=option][data-kind=${kind}] .palette-option-title`).allTextContents();
}

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const read = upstreamReader(stack.url, await adminToken(stack.url));
  const orders = (await read<{ list: Order[] }>('/api/v2/seller/orders?limit=100')).list;
  const own = orders.find((o) => o.merchant_id === 2) as Order;
  const others = orders.find((o) => o.merchant_id !== 2) as Order;

  t.test('pages by title, pinyin, initials and synonyms; Enter opens the first', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    // the first opening, its chunk slowed as on a slow line: what is typed straight after Ctrl+K is all there
    await page.route(/\.js(\?|$)/, async (route) => {
      await new Promise((r) => setTimeout(r, 800));
      await route.continue();
    });
    await page.keyboard.press('Control+k');
    await page.keyboard.type('tuikuan');
    await input(page).waitFor();
    await page.unroute(/\.js(\?|$)/);
    t.equal(await input(page).inputValue(), 'tuikuan', 'no key typed while the palette loaded is lost');
    t.ok((await titles(page, 'page')).includes('售后列表'), '"tuikuan" (退款) finds the after-sales by pinyin');
    await ask(page, 'tk');
    t.ok((await titles(page, 'page')).includes('售后列表'), '"tk" (退款 by initials) finds them too');
    await ask(page, 'tixian');
    t.equal((await titles(page, 'page'))[0], '提现列表', '"tixian" finds 提现列表 first');
    await ask(page, 'tx');
    t.ok((await titles(page, 'page')).includes('提现列表'), '"tx" finds it by initials');
    await ask(page, '退款');
    t.ok((await titles(page, 'page')).includes('售后列表'), '退款 finds the after-sales (售后)');
    await ask(page, '商户');
    t.ok((await titles(page, 'page')).includes('商家提现'), '商户 finds 商家 pages');
    await ask(page, '核销');
    t.ok((await titles(page, 'page')).includes('集贝核销'));
    await ask(page, 'zzzz-no-such');
    await page.locator('.palette-status', { hasText: '没有匹配' }).waitFor();
    await ask(page, 'tixian');
    await titles(page, 'page');
    await input(page).press('Enter');
    await page.waitForURL(/#\/withDraw\/index$/);
    t.equal(await page.locator('.palette').count(), 0, 'the palette closes on opening');
    t.same(errors, []);
  });

  t.test('keyboard only: arrows move the active option, Enter opens it, Escape closes and gives the focus back', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await ask(page, 'shouhou');
    const options = page.locator('.palette [role=option]');
    await options.first().waitFor();
    t.equal(await input(page).getAttribute('aria-activedescendant'), await options.nth(0).getAttribute('id'));
    await input(page).press('ArrowDown');
    t.equal(await input(page).getAttribute('aria-activedescendant'), await options.nth(1).getAttribute('id'), 'ArrowDown moves on');
    t.equal(await options.nth(1).getAttribute('aria-selected'), 'true');
    await input(page).press('ArrowUp');
    t.equal(await options.nth(0).getAttribute('aria-selected'), 'true', 'ArrowUp moves back');
    await input(page).press('Tab');
    t.ok(await input(page).evaluate((el) => el === document.activeElement), 'Tab does not leave the dialog');
    await input(page).press('Escape');
    await page.locator('.palette').waitFor({ state: 'detached' });
    t.ok(await page.evaluate(() => document.activeElement?.classList.contains('palette-launcher')), 'focus is back on the search box');
    await page.keyboard.press('Enter');
    await input(page).waitFor();
    t.pass('Enter on the search box opens the palette again');
    await input(page).fill('shouhou');
    await options.first().waitFor();
    const first = await options.first().locator('.palette-option-title').textContent();
    await input(page).press('Enter');
    await page.waitForURL(/#\/afterSale\//);
    await page.keyboard.press('Control+k');
    await page.locator('.palette [role=option][data-kind=recent]', { hasText: first ?? '' }).waitFor();
    t.pass('what was opened is among the recent picks');
  });

  t.test('an order number opens the order in its screen with the drawer open (admin)', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await ask(page, others.order_no);
    t.same(await titles(page, 'order'), [others.order_no]);
    await page.locator('.palette [role=option][data-kind=order]').click();
    await page.waitForURL(new RegExp(`\\?open=${others.id}$`));
    const drawer = page.locator('.app-view:not([hidden]) .detail-drawer');
    await drawer.waitFor();
    t.match(await drawer.locator('h3').textContent(), others.order_no, 'the drawer shows the order');
    await drawer.locator('.drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
    t.notMatch(page.url(), /open=/, 'closing the drawer drops the parameter');
    t.same(errors, []);
  });

  t.test('a merchant finds its own orders only, and no page it may not open', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'seller', 'merchant');
    await ask(page, others.order_no);
    t.same(await titles(page, 'order'), [], "another merchant's order is not found");
    await ask(page, 'tixian');
    t.same(await titles(page, 'page'), ['我的提现'], "the merchant's own withdrawals only, not the platform's withdrawal review");
    await ask(page, own.order_no);
    t.same(await titles(page, 'order'), [own.order_no], 'its own order is');
    await input(page).press('Enter');
    await page.waitForURL(new RegExp(`\\?open=${own.id}$`));
    t.match(await page.locator('.app-view:not([hidden]) .detail-drawer h3').textContent(), own.order_no);
    t.same(errors, []);
  });

  t.test('finance finds a withdrawal by its number and its drawer opens; a goods id is not its to find', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    const [withdrawal] = (await read<{ list: { id: number; withdraw_no: string }[] }>('/api/v2/seller/withdrawals?limit=1')).list;
    await logIn(page, stack.url, 'admin', 'finance');
    await ask(page, withdrawal.withdraw_no);
    t.same(await titles(page, 'withdrawal'), [withdrawal.withdraw_no]);
    await input(page).press('Enter');
    await page.waitForURL(new RegExp(`#/withDraw/index\\?open=${withdrawal.id}$`));
    t.match(await page.locator('.app-view:not([hidden]) .detail-drawer h3').textContent(), withdrawal.withdraw_no);
    await page.keyboard.press('Control+k');
    await input(page).fill('1');
    await input(page).fill('12');
    t.same(await titles(page, 'goods'), [], 'no goods for the finance role');
    t.same(errors, []);
  });

  t.test('actions of the shell and of the screen, in en', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await switchToEnglish(page);
    await ask(page, 'withdraw');
    t.ok((await titles(page, 'page')).includes('Withdrawals'), 'English titles');
    await ask(page, 'refund');
    t.ok((await titles(page, 'page')).includes('After-sales list'), 'refund → after-sale');
    await input(page).press('Escape');
    await page.goto(`${stack.url}/#/coupon/index`);
    await page.locator('.app-view:not([hidden]) .list-toolbar').waitFor();
    await ask(page, 'new');
    t.ok((await titles(page, 'action')).includes('New coupons'), "the screen's create action");
    await page.locator('.palette [role=option][data-kind=action]', { hasText: 'New coupons' }).click();
    await page.locator('.ui.modal').waitFor();
    t.pass('it opens the create form');
    await page.keyboard.press('Escape');
    await page.locator('.ui.modal').waitFor({ state: 'detached' });
    await ask(page, 'export');
    t.ok((await titles(page, 'action')).includes('Export the current list'));
    await ask(page, 'password');
    await page.locator('.palette [role=option][data-kind=action]', { hasText: 'Change password' }).click();
    await page.locator('.password-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.password-dialog').waitFor({ state: 'detached' });
    await ask(page, 'language');
    await page.locator('.palette [role=option][data-kind=action]', { hasText: 'Switch the language to 中文' }).click();
    await page.waitForFunction(() => document.documentElement.lang.startsWith('zh'));
    t.pass('the language action switches to 中文');
    t.same(errors, []);
  });

  t.test('pin and unpin the page shown from the palette, in zh and en', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await page.goto(`${stack.url}/#/withDraw/index`);
    await page.locator('.app-view:not([hidden]) .list-toolbar').waitFor();
    const pinned = page.locator('.sidebar-pinned a.menu-item[href="#/withDraw/index"]');
    t.equal(await pinned.count(), 0, 'not pinned yet');
    await ask(page, '置顶');
    await page.locator('.palette [role=option][data-kind=action]', { hasText: '置顶此页到侧边栏' }).click();
    await pinned.waitFor();
    t.pass('the page is pinned in the sidebar');
    await switchToEnglish(page);
    await ask(page, 'unpin');
    await page.locator('.palette [role=option][data-kind=action]', { hasText: 'Unpin this page from the sidebar' }).click();
    await pinned.waitFor({ state: 'detached' });
    t.pass('and unpinned again');
    t.same(errors, []);
  });

  t.test('the main create actions on every screen open the create form, for the roles that may create', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await page.goto(`${stack.url}/#/withDraw/index`);
    await page.locator('.app-view:not([hidden]) .list-toolbar').waitFor();
    const create = async (title: string) => {
      await ask(page, title);
      await page.locator('.palette [role=option][data-kind=action]', { hasText: title }).click();
      await page.waitForURL(/#\/coupon\/index$/);
      await page.locator('.ui.modal').waitFor();
      t.pass(`${title} opens the coupons with their create form, from another screen`);
      await page.keyboard.press('Escape');
      await page.locator('.ui.modal').waitFor({ state: 'detached' });
    };
    await create('新建优惠券');
    t.notMatch(page.url(), /create=/, 'the parameter is dropped once read');
    await page.reload();
    await page.locator('.app-view:not([hidden]) .list-toolbar').waitFor();
    t.equal(await page.locator('.ui.modal').count(), 0, 'a reload does not open the form again');
    await page.goto(`${stack.url}/#/withDraw/index`);
    await page.locator('.app-view:not([hidden]) .list-toolbar').waitFor();
    await switchToEnglish(page);
    await create('New coupons');
    await ask(page, 'New coupons');
    t.equal(await page.locator('.palette [role=option][data-kind=action]', { hasText: 'New coupons' }).count(), 1, "on the coupons, the screen's own create action alone");
    await input(page).press('Escape');
    t.same(errors, []);

    const merchant = await newPage(browser);
    t.teardown(() => merchant.context.close());
    await signIn(merchant.page, stack.url, 'seller', 'merchant');
    await ask(merchant.page, 'xinjian');
    await merchant.page.locator('.palette-status').waitFor();
    t.equal(await merchant.page.locator('.palette [role=option]', { hasText: '新建优惠券' }).count(), 0, 'a merchant, who may not create coupons, is not offered it');
  });

  t.test('the main create actions follow what each role may write; one opens the banners\' create form', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'operator');
    await page.goto(`${stack.url}/#/order/index`);
    await page.locator('.app-view:not([hidden]) .list-toolbar').waitFor();
    await ask(page, '新建');
    const offered = await titles(page, 'action');
    for (const title of ['新建商品', '新建优惠券', '新建拼团活动', '新建轮播图']) t.ok(offered.includes(title), `the operator is offered ${title}`);
    for (const title of ['新建管理员', '新建限时抢购', '新建抽奖活动']) t.notOk(offered.includes(title), `but not ${title}, whose list it may not write`);
    await page.locator('.palette [role=option][data-kind=action]', { hasText: '新建轮播图' }).click();
    await page.waitForURL(/#\/infoManagement\/banner$/);
    await page.locator('.ui.modal').waitFor();
    t.pass('新建轮播图 opens the banners with their create form');
    await page.keyboard.press('Escape');
    await page.locator('.ui.modal').waitFor({ state: 'detached' });
    await switchToEnglish(page);
    await ask(page, 'new');
    t.ok((await titles(page, 'action')).includes('New goods'), 'in English');
    t.same(errors, []);

    const finance = await newPage(browser);
    t.teardown(() => finance.context.close());
    await signIn(finance.page, stack.url, 'admin', 'finance');
    await ask(finance.page, '新建');
    const financeOffered = await titles(finance.page, 'action');
    t.notOk(financeOffered.includes('新建商品'), 'finance, who may not write goods, is not offered 新建商品');
    t.notOk(financeOffered.includes('新建管理员'), 'nor 新建管理员');

    const admin = await newPage(browser);
    t.teardown(() => admin.context.close());
    await signIn(admin.page, stack.url, 'admin', 'admin');
    await ask(admin.page, '新建管理员');
    t.same(await titles(admin.page, 'action'), ['新建管理员'], 'the administrator, who manages accounts, is');
  });

  t.test('recent searches: the queries that led to a pick, per account, shown when the palette opens empty', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'finance');
    await ask(page, 'tixian');
    await titles(page, 'page');
    await input(page).press('Enter');
    await page.waitForURL(/#\/withDraw\/index$/);
    await page.keyboard.press('Control+k');
    const searches = page.locator('.palette [role=option][data-kind=query]');
    await searches.first().waitFor();
    t.same(await searches.locator('.palette-option-title').allTextContents(), ['tixian'], 'the typed query is kept');
    t.match(await page.locator('.palette').textContent(), '最近搜索');
    await searches.first().click();
    t.equal(await input(page).inputValue(), 'tixian', 'picking it types it again');
    t.ok((await titles(page, 'page')).includes('提现列表'));
    await input(page).press('Escape');
    await logOut(page);
    await logIn(page, stack.url, 'admin', 'admin');
    await page.keyboard.press('Control+k');
    await input(page).waitFor();
    t.equal(await searches.count(), 0, "another account does not see finance's searches");
    await input(page).press('Escape');
    await logOut(page);
    await logIn(page, stack.url, 'admin', 'finance');
    await switchToEnglish(page);
    await page.keyboard.press('Control+k');
    await page.locator('.palette [role=option][data-kind=query]', { hasText: 'tixian' }).waitFor();
    t.match(await page.locator('.palette').textContent(), 'Recent searches', 'kept across the logout, its group in en');
    t.same(errors, []);
  });

  for (const lang of ['zh', 'en'] as const) {
    t.test(`axe finds no critical or serious violation with the palette open (${lang})`, async (t) => {
      const { context, page } = await newPage(browser);
      t.teardown(() => context.close());
      await signIn(page, stack.url, 'admin', 'admin');
      if (lang === 'en') await switchToEnglish(page);
      await ask(page, 'ti');
      await titles(page, 'page');
      t.same(await axeViolations(page, `the palette (${lang})`, '.palette-backdrop'), [], 'with results');
      await ask(page, '');
      t.same(await axeViolations(page, `the empty palette (${lang})`, '.palette-backdrop'), [], 'empty');
    });
  }
}
