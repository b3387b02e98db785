/**
 * The layout in Chromium: tag bar and keep-alive, theme, language, mobile width, fullscreen warning, route search,
 * error log, logout. Screenshots of the shell in zh and en go to /tmp.
 */
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { routeByPath } from '../../web/src/router/routes.ts';
import { areaUrl, go, logIn, logOut, menuPaths, newPage, readCaptcha, signIn, startConsole, switchToEnglish, tagTitles } from './console.ts';

const zhTitle = (path: string) => routeByPath(path)!.meta.title.zh;

/** i18n keys look like `navbar.search`; none may reach the screen untranslated. */
const RAW_KEY = /\b(app|login|errors|navbar|tags|errorLog|password|pages|screen|time|language)\.[a-z][A-Za-z]+\b/;

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);

  t.test('tag bar: tags, keep-alive, refresh, close, close others, close all, survives a reload', async (t) => {
    const { context, page, errors } = await newPage(browser, { height: 300 });
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'seller', 'seller');
    for (const path of ['/goods/index', '/order/index', '/afterSale/index']) await go(page, path);
    t.same(await tagTitles(page), ['/home', '/goods/index', '/order/index', '/afterSale/index'].map(zhTitle));

    // keep-alive: the goods view stays mounted, hidden, with its DOM and scroll position
    const goods = page.locator('.app-view[data-path="/goods/index"]');
    t.equal(await goods.getAttribute('hidden'), '', 'kept, hidden');
    await go(page, '/goods/index');
    // the list loaded and tall enough to scroll: a marker set on a screen still loading would be lost with the loader
    await goods.locator('.list-screen[aria-busy=false] .data-table tbody tr[data-id]').first().waitFor();
    await goods.locator('.screen').evaluate((el) => el.setAttribute('data-marker', 'kept'));
    await goods.evaluate((el) => {
      el.scrollTop = 50;
    });
    t.equal(await goods.evaluate((el) => el.scrollTop), 50, 'scrolled before leaving');
    await go(page, '/order/index');
    await go(page, '/goods/index');
    t.equal(await goods.locator('[data-marker=kept]').count(), 1, 'state kept when coming back');
    t.equal(await goods.evaluate((el) => el.scrollTop), 50, 'scroll kept');
    t.equal(await page.locator('.app-view[data-path="/home"]').count(), 0, '/home is noCache: not kept');

    // refresh from the context menu remounts the view
    await page.locator('.tag-item', { hasText: '商品列表' }).click({ button: 'right' });
    await page.locator('.tags-context-menu .item', { hasText: '刷新' }).click();
    await goods.locator('.screen').waitFor();
    t.equal(await goods.locator('[data-marker=kept]').count(), 0, 'refresh drops the kept state');

    // closing the active tag goes to the last remaining one
    await go(page, '/afterSale/index');
    await page.locator('.tag-item.active .tag-close').click();
    await page.waitForURL(/#\/order\/index$/);
    t.notOk((await tagTitles(page)).includes(zhTitle('/afterSale/index')));

    // the context menu closes on Escape
    await page.locator('.tag-item', { hasText: '商品列表' }).click({ button: 'right' });
    await page.locator('.tags-context-menu').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.tags-context-menu').waitFor({ state: 'detached' });

    // close others
    await page.locator('.tag-item', { hasText: '商品列表' }).click({ button: 'right' });
    await page.locator('.tags-context-menu .item', { hasText: '关闭其他' }).click();
    await page.waitForURL(/#\/goods\/index$/);
    t.same(await tagTitles(page), ['首页', '商品列表'], 'close others keeps the home tag (docs/views.md)');
    t.equal(await page.locator('.app-view[data-path="/order/index"]').count(), 0, 'a closed view is dropped');

    // tags survive a reload within the browser session
    await go(page, '/order/index');
    await page.reload();
    await page.locator('.app-view[data-path="/order/index"]').waitFor();
    t.equal((await tagTitles(page)).length, 3);

    // close all: to /, which is home
    await page.locator('.tag-item').first().click({ button: 'right' });
    await page.locator('.tags-context-menu .item', { hasText: '关闭所有' }).click();
    await page.waitForURL(/#\/home$/);
    await page.locator('.tag-item.active', { hasText: '首页' }).waitFor();
    t.same(await tagTitles(page), ['首页'], 'home is tagged again');
    t.same(errors, []);
  });

  t.test('tag bar: with more tags than it shows, the active one is scrolled into sight', async (t) => {
    const { context, page, errors } = await newPage(browser, { width: 1280 });
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    const paths = (await menuPaths(page)).slice(0, 16);
    for (const path of paths) await go(page, path);
    const bar = page.locator('.tags-scroll');
    const inSight = () =>
      bar.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const tag = el.querySelector('.tag-item.active')?.getBoundingClientRect();
        return tag !== undefined && tag.left >= box.left - 1 && tag.right <= box.right + 1;
      });
    t.ok(await bar.evaluate((el) => el.scrollWidth > el.clientWidth), 'more tags than the bar shows');
    t.ok(await inSight(), 'the last opened');
    await go(page, paths[0]);
    t.ok(await inSight(), 'the first, opened again from the menu');
    t.same(errors, []);
  });

  t.test('theme: recolours at once, says 换肤成功, persists', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'seller', 'seller');
    const activeTag = page.locator('.tag-item.active');
    t.equal(await activeTag.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(45, 111, 179)', '#409EFF by default, at its readable shade (white text on it: 4.5:1)');
    await page.locator('.theme-picker-trigger').click();
    await page.locator('.theme-swatch[title="#11a983"]').click();
    await t.resolves(page.locator('.console-toast', { hasText: '换肤成功' }).waitFor());
    t.equal(await activeTag.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(12, 122, 94)', '#11a983 at its readable shade');
    await page.reload();
    await page.locator('.tag-item.active').waitFor();
    t.equal(await page.locator('.tag-item.active').evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(12, 122, 94)', 'after a reload');
    await go(page, '/goods/index');
    const crumb = page.locator('.app-breadcrumb a.section');
    t.equal(await crumb.evaluate((el) => getComputedStyle(el).color), 'rgb(12, 122, 94)', 'links too, at the readable shade');
  });

  t.test('language: zh by default, switch to en, persists; no raw key on screen; screenshots', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await go(page, '/goods/index');
    await page.locator('.sidebar-menu .group-title', { hasText: '订单管理' }).click();
    t.equal(await page.locator('.app-breadcrumb').textContent(), '首页商品管理商品列表');
    t.notMatch(await page.locator('body').innerText(), RAW_KEY);
    await page.screenshot({ path: '/tmp/console-shell-zh.png' });

    await switchToEnglish(page);
    await page.locator('.app-breadcrumb', { hasText: 'Home' }).waitFor();
    t.equal(await page.locator('.app-breadcrumb').textContent(), 'HomeGoodsGoods list');
    t.ok(await page.locator('.sidebar-menu .group-title', { hasText: 'Orders' }).count());
    t.equal(await page.locator('.tag-item.active').textContent(), 'Goods list');
    t.notMatch(await page.locator('body').innerText(), RAW_KEY);
    await page.screenshot({ path: '/tmp/console-shell-en.png' });

    await page.reload();
    await page.locator('.app-breadcrumb', { hasText: 'Home' }).waitFor();
    t.equal(await page.evaluate(() => document.documentElement.lang), 'en');
    await page.goto(areaUrl(stack.url, 'admin', '/no/such'));
    await page.locator('.error-page').waitFor();
    t.match(await page.locator('.error-text').textContent(), /does not exist/);
  });

  t.test('language on the login page, and the en login screenshot', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await page.goto(areaUrl(stack.url, 'seller'));
    await page.locator('.language-switch .button', { hasText: 'English' }).click();
    await page.locator('.login-title', { hasText: 'Commerce console' }).waitFor();
    await page.locator('.demo-name').first().waitFor();
    t.notMatch(await page.locator('body').innerText(), RAW_KEY);
    await page.screenshot({ path: '/tmp/console-login-en.png' });
    await page.locator('form button[type=submit]').click();
    t.equal(await page.locator('.prompt.label').first().textContent(), 'Enter the account');
  });

  t.test('sidebar in English: a label longer than the sidebar ends in an ellipsis, its whole text in the tooltip', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await switchToEnglish(page);
    await page.locator('.app-breadcrumb', { hasText: 'Home' }).waitFor();
    await menuPaths(page);
    const items = await page.locator('.sidebar-menu .menu-item').evaluateAll((elements) =>
      elements.map((item) => {
        // the box that holds the label's text: the item itself when the text is its own child
        const box = (item.querySelector('.menu-text') ?? item) as HTMLElement;
        const style = getComputedStyle(box);
        return {
          label: box.textContent ?? '',
          tooltip: item.getAttribute('title'),
          cut: box.scrollWidth > box.clientWidth + 1,
          ellipsis: style.textOverflow === 'ellipsis' && style.overflowX === 'hidden' && !style.display.includes('flex'),
        };
      }),
    );
    const cut = items.filter((item) => item.cut);
    t.ok(cut.some((item) => item.label === 'Delivery-time change review'), `long labels are cut: ${cut.map((i) => i.label).join(', ')}`);
    t.same(
      cut.filter((item) => !item.ellipsis || item.tooltip !== item.label).map((item) => item.label),
      [],
      'every cut label ends in an ellipsis and has its whole text as tooltip',
    );
  });

  t.test('mobile width: the sidebar closes by itself, also on a route change', async (t) => {
    const { context, page } = await newPage(browser, { width: 800, height: 900 });
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'seller', 'merchant');
    const wrapper = page.locator('.app-wrapper');
    t.match(await wrapper.getAttribute('class'), /hide-sidebar.*mobile/);
    t.notOk(await page.locator('.sidebar-container').isVisible() && (await page.locator('.sidebar-container').boundingBox())!.x >= 0);
    await page.locator('.hamburger').click();
    t.match(await wrapper.getAttribute('class'), /open-sidebar/);
    await page.locator('.sidebar-menu .group-title').first().click();
    await page.locator('.submenu .menu-item').first().click();
    await page.waitForFunction(() => document.querySelector('.app-wrapper')?.classList.contains('hide-sidebar'));
    t.pass('closed after the route change');
    await page.screenshot({ path: '/tmp/console-mobile-zh.png' });
  });

  t.test('fullscreen unsupported: the spec warning, in both languages', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    // a string, not a function: the test runner's compiler would wrap a function with helpers the page lacks
    await context.addInitScript({
      content: "Object.defineProperty(Document.prototype, 'fullscreenEnabled', { configurable: true, get() { return false; } });",
    });
    await signIn(page, stack.url, 'seller', 'merchant');
    await page.locator('button[title="全屏"]').click();
    await t.resolves(page.locator('.console-toast', { hasText: '您的浏览器无法使用全屏' }).waitFor());
    await switchToEnglish(page);
    await page.locator('button[title="Fullscreen"]').click();
    await t.resolves(page.locator('.console-toast', { hasText: 'you browser can not work' }).waitFor());
  });

  t.test('menu switch: with the screens loaded, a new screen never shows the loading placeholder and keeps the left one as it was', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await go(page, '/goods/index');
    await page.locator('.app-view[data-path="/goods/index"] .list-screen[aria-busy=false]').waitFor();
    await page.locator('#filter-keyword, .filter-card input').first().fill('kept draft');
    await page.locator('.sidebar-menu .group-title[aria-expanded=false]', { hasText: '订单管理' }).click();
    // a fallback flash or a remount of the left screen would show in these records
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver((records) => {
        for (const r of records) for (const n of r.addedNodes) if (n instanceof Element && (n.matches('.page-loading') || n.querySelector('.page-loading'))) seen.push('loading');
      }).observe(document.querySelector('.app-main')!, { childList: true, subtree: true });
    });
    for (const path of ['/order/index', '/order/superLinkOrder']) {
      await page.locator(`.sidebar-menu a.menu-item[href="#${path}"]`).click();
      await page.locator(`.app-view[data-path="${path}"] .list-screen[aria-busy=false] .data-table tbody tr[data-id]`).first().waitFor();
      t.match(page.url(), new RegExp(`#${path}$`), `${path} is in the address`);
    }
    t.same(await page.evaluate(() => (window as unknown as { seen: string[] }).seen), [], 'no loading placeholder on a switch');
    // the goods group stayed open: its item is one click away
    await page.locator('.sidebar-menu a.menu-item[href="#/goods/index"]').click();
    t.equal(await page.locator('.app-view[data-path="/goods/index"] .filter-card input').first().inputValue(), 'kept draft', 'the left screen kept its draft');
    const tab = context.waitForEvent('page');
    await page.locator('.sidebar-menu a.menu-item[href="#/order/index"]').click({ modifiers: ['Control'] });
    t.match((await tab).url(), /#\/order\/index$/, 'a ctrl-click opens the screen in a new tab');
    t.match(page.url(), /#\/goods\/index$/, 'and leaves this one where it was');
    t.same(errors, []);
  });

  t.test('keep-alive: a page change in one list does not re-render the lists kept hidden; their own query still works', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await go(page, '/goods/index?page=2');
    await page.locator('.app-view[data-path="/goods/index"] .list-screen[aria-busy=false] .data-table tbody tr[data-id]').first().waitFor();
    await go(page, '/order/index');
    const ready = page.locator('.app-view[data-path="/order/index"] .list-screen[aria-busy=false] .data-table tbody tr[data-id]');
    await ready.first().waitFor();
    // React keeps a host element's props object until its component renders again, and the element carries its
    // fiber pair: a render of the screen gives its `.list-screen` element a props object not seen before.
    const screenProps = (path: string, step: 'remember' | 'rendered') =>
      page.evaluate(
        ([path, step]) => {
          const el = document.querySelector(`.app-view[data-path="${path}"] .list-screen`) as unknown as Record<string, { memoizedProps: unknown; alternate?: { memoizedProps: unknown } }>;
          const fiber = el[Object.keys(el).find((k) => k.startsWith('__reactFiber$')) as string];
          const now = [fiber.memoizedProps, fiber.alternate?.memoizedProps];
          const w = window as unknown as { seenProps?: Record<string, unknown[]> };
          w.seenProps ??= {};
          const seen = w.seenProps;
          if (step === 'remember') seen[path] = now;
          return now.some((props) => !seen[path].includes(props));
        },
        [path, step] as const,
      );
    const remember = (path: string) => screenProps(path, 'remember');
    const rendered = (path: string) => screenProps(path, 'rendered');
    await remember('/goods/index');
    await remember('/order/index');
    await page.locator('.app-view[data-path="/order/index"] .list-pagination a.item').filter({ hasText: /^2$/ }).click();
    await page.waitForURL(/#\/order\/index\?.*page=2/);
    await ready.first().waitFor();
    t.ok(await rendered('/order/index'), 'the list that changed page rendered');
    t.notOk(await rendered('/goods/index'), 'the kept goods list did not');
    // the kept list still reads its own location when shown again
    await page.locator('.tag-item', { hasText: '商品列表' }).click();
    await page.waitForURL(/#\/goods\/index\?page=2$/);
    t.equal(await page.locator('.app-view[data-path="/goods/index"] .list-pagination a.active.item').textContent(), '2', 'goods still on its page 2');
    t.same(errors, []);
  });

  t.test('list columns: short Chinese text on one line, the actions in view when the table scrolls sideways', async (t) => {
    // a window narrower than a laptop's: the lists fit 1366 px now (docs/lists.md "Columns that fit"), and a list wider
    // than its box is what this test needs
    const { context, page, errors } = await newPage(browser, { width: 1100 });
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'admin');
    await go(page, '/finance/bossAudit');
    const view = '.app-view[data-path="/finance/bossAudit"]';
    await page.locator(`${view} .list-screen[aria-busy=false] .data-table tbody tr[data-id]`).first().waitFor();
    const layout = await page.locator(`${view} .data-table`).evaluate((table) => {
      // (no named functions in here: the test runner's transform would wrap them in a helper the page lacks)
      const split: string[] = [];
      const range = document.createRange();
      for (const cell of table.querySelectorAll('th[data-column], tbody td[data-column]')) {
        // plain text cells (labels and buttons have boxes of their own, at other heights than their text)
        // a title's text is in its .column-title, beside the width handle
        const node = cell.querySelector('.column-title') ?? cell;
        const text = node.firstChild;
        if (node.childNodes.length !== 1 || text?.nodeType !== Node.TEXT_NODE || !/^[\u4e00-\u9fff]{2,4}$/.test(text.textContent ?? '')) continue;
        range.selectNodeContents(text);
        const lineTops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lineTops.size > 1) split.push(cell.textContent ?? '');
      }
      const box = (table.parentElement as HTMLElement).getBoundingClientRect();
      const actions = (table.querySelector('tbody .actions-cell') as HTMLElement).getBoundingClientRect();
      const scroller = table.parentElement as HTMLElement;
      return { split, scrolls: scroller.scrollWidth > scroller.clientWidth, actionsInBox: actions.left >= box.left && actions.right <= box.right + 1 };
    });
    t.same(layout.split, [], 'no title, name or type of up to four Chinese characters is broken over lines');
    t.ok(layout.scrolls, 'at 1100 px this list is wider than its box');
    t.ok(layout.actionsInBox, 'and its actions column stays in view at the right edge');
    t.same(errors, []);
  });

  t.test('the search box opens the command palette: a part of a title in either language, Enter opens it', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'seller', 'merchant');
    await page.locator('.palette-launcher').click();
    const search = page.locator('.palette input[role=combobox]');
    await search.fill('售后');
    await page.locator('.palette [role=option][data-kind=page]').first().waitFor();
    await search.press('Enter');
    await page.waitForURL(/#\/afterSale\/index$/);
    await page.locator('.palette-launcher').click();
    await search.fill('review');
    t.ok(await page.locator('.palette [role=option][data-kind=page]').count());
    await search.press('Enter');
    await page.waitForURL(/#\/comment\/index$/);
    await page.locator('.palette-launcher').click();
    await search.fill('提现审核不存在的页面');
    await t.resolves(page.locator('.palette-status', { hasText: '没有匹配' }).waitFor());
  });

  t.test('error log: the bug button appears after an error; its dialog lists message, info, url, stack', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'seller', 'merchant');
    t.equal(await page.locator('.error-log-button').count(), 0, 'no button without errors');
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('injected boom');
      });
      void Promise.reject(new Error('injected rejection'));
    });
    await page.locator('.error-log-button').waitFor();
    t.equal(await page.locator('.error-log-button .label').textContent(), '2');
    await page.locator('.error-log-button').click();
    const dialog = page.locator('.error-log-dialog');
    await dialog.waitFor();
    const text = await dialog.innerText();
    t.match(text, /injected boom/);
    t.match(text, /injected rejection/);
    t.match(text, /unhandledrejection/);
    t.ok(text.includes(`${stack.url}/seller/#/home`), 'the url');
    t.match(text, /Error: injected boom\s+at /, 'the stack');
    t.match(text, /错误信息/);
  });

  t.test('log out: the logout call, the session cleared, the login shown', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'seller', 'merchant');
    const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')!.value;
    const logout = page.waitForRequest((r) => r.url().endsWith('/api/v2/admin/logout'));
    await page.locator('.user-menu').click();
    await page.locator('.user-menu .item', { hasText: '退出登录' }).click();
    t.equal((await logout).headers().token, token);
    await page.locator('#login-account').waitFor();
    t.notOk((await context.cookies()).some((c) => c.name === 'Admin-Token'));
    const info = await page.evaluate(async (tok) => (await fetch('/user/info', { headers: { token: tok } })).json(), token);
    t.equal(info.status, 10, 'the upstream forgot the token');
  });

  t.test('the next account after a logout or a lost session starts at its own home, with none of the last tags', async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await signIn(page, stack.url, 'admin', 'finance');
    await go(page, '/withDraw/index');
    await logOut(page);
    t.notMatch(page.url(), /redirect/, 'the login does not carry where the last account was');
    await logIn(page, stack.url, 'admin', 'operator');
    await page.locator('.app-view[data-path="/home"]').waitFor();
    t.same(await tagTitles(page), ['首页'], 'operator: home, and only its own tag');

    // finance's screen left open, then its cookies gone (expired, cleared): the next login is not sent to it
    await logOut(page);
    await logIn(page, stack.url, 'admin', 'finance');
    await go(page, '/withDraw/index');
    await context.clearCookies();
    await page.reload();
    await page.locator('#login-account').waitFor();
    await page.locator('#login-account').fill('operator');
    await page.locator('#login-password').fill('123456');
    await page.locator('#login-code').fill(await readCaptcha(page));
    await page.locator('form button[type=submit]').click();
    await page.locator('.app-view[data-path="/home"]').waitFor();
    t.equal(new URL(page.url()).hash, '#/home', 'home, not the last account\'s screen (which this one may not open)');
    t.same(await tagTitles(page), ['首页'], 'none of the last account\'s tags');
    t.same(errors, []);
  });
}
