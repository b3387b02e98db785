/**
 * The inbox in the console (docs/events.md "The inbox in the console"), in Chromium over a gateway reading a mock's
 * event feed: events published upstream (`/__mock/events/<kind>`) reach the bell within 2 s, the panel in zh and en
 * (grouped by kind, newest first, keyboard, axe), mark read / all read / mute changing the count, two sessions of one
 * account agreeing, an item opening its record's drawer, the menu's and the home's to-do counts following the events,
 * one tab of a browser ringing, the desktop notification setting kept per account, and a console left alone with
 * events arriving reaching its session's idle end (its own reads are not activity: contract/activity.ts).
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { ENDPOINTS } from '../../contract/index.ts';
import { requireChromium } from '../helpers/browser.ts';
import { axeViolations } from './axe.ts';
import { go, logIn, menuPaths, newPage, switchToEnglish } from './console.ts';
import { bellCount, bellShows, emptyInbox, type InboxWorld, publish, startInboxWorld, streaming } from './inbox/harness.ts';
import { ringingTests } from './inbox/ringing.ts';

const TEXT = {
  zh: { readAll: '全部标为已读', orderKind: '新订单待发货', withdrawalKind: '新提现申请', muted: '已屏蔽', notify: '新消息时显示桌面通知' },
  en: { readAll: 'Mark all read', orderKind: 'Order paid, to ship', withdrawalKind: 'Withdrawal requested', muted: 'Muted', notify: 'Show a desktop notification for a new item' },
};

/** Opens the panel from the keyboard, as a keyboard user would. */
async function openPanel(page: Page): Promise<void> {
  await page.locator('.inbox-bell-button').focus();
  await page.keyboard.press('Enter');
  await page.locator('.inbox-panel .inbox-group').first().waitFor();
}

const group = (page: Page, kind: string) => page.locator(`.inbox-panel .inbox-group[data-kind=${kind}]`);

function panelTests(world: InboxWorld) {
  for (const lang of ['zh', 'en'] as const) {
    t.test(`the bell counts what arrives upstream within 2 s; its panel groups, marks read, mutes (${lang})`, async (t) => {
      await emptyInbox(world);
      const { context, page, errors } = await newPage(world.browser);
      t.teardown(() => context.close());
      await logIn(page, world.base, 'admin', 'admin');
      if (lang === 'en') await switchToEnglish(page);
      await streaming(page);
      t.equal(await bellCount(page), 0, 'an empty inbox: no number');

      const sent = Date.now();
      const first = await publish(world, 'order_paid');
      await bellShows(page, first.length);
      const delivery = Date.now() - sent;
      t.ok(delivery < 2_000, `the bell counts an order paid upstream ${delivery} ms after it was (at most 2 s)`);
      const orders = [...first, ...(await publish(world, 'order_paid'))];
      const withdrawals = await publish(world, 'withdrawal_requested');
      const total = orders.length + withdrawals.length;
      await bellShows(page, total);
      t.equal(await page.locator('.inbox-unread').innerText(), String(total), 'the number on the bell');

      await openPanel(page);
      t.ok(await page.evaluate(() => document.activeElement?.closest('.inbox-panel') !== null), 'the focus moves into the panel');
      t.equal(await page.locator('.inbox-read-all').innerText(), TEXT[lang].readAll);
      t.equal(await group(page, 'order_paid').locator('.inbox-kind').innerText(), TEXT[lang].orderKind, "the kind's name in the language");
      const paidIds = (await group(page, 'order_paid').locator('.inbox-item').evaluateAll((items) => items.map((i) => Number(i.getAttribute('data-id')))));
      const expected = orders.filter((e) => e.kind === 'order_paid').map((e) => e.id).sort((a, b) => b - a);
      t.same(paidIds.slice(0, expected.length), expected, 'the paid orders under their kind, the new ones first');
      t.same(paidIds, [...paidIds].sort((x, y) => y - x), 'newest first');
      t.same(await axeViolations(page, `inbox panel (${lang})`, '.inbox-panel'), [], 'axe: no critical or serious violation');
      await page.keyboard.press('Escape');
      await page.locator('.inbox-panel').waitFor({ state: 'detached' });
      t.ok(await page.evaluate(() => document.activeElement?.classList.contains('inbox-bell-button')), 'Escape closes it, the focus back on the bell');

      await openPanel(page);
      await group(page, 'order_paid').locator('.inbox-item.unread .inbox-mark-read').first().click();
      await bellShows(page, total - 1);
      t.pass('mark read: one fewer');
      await group(page, 'withdrawal_requested').locator('.inbox-mute').click();
      await bellShows(page, total - 1 - withdrawals.length);
      t.equal(await group(page, 'withdrawal_requested').locator('.inbox-mute').getAttribute('aria-pressed'), 'true', 'the kind shows muted');
      t.equal(await group(page, 'withdrawal_requested').locator('.inbox-kind-muted').innerText(), TEXT[lang].muted);
      t.equal(await group(page, 'withdrawal_requested').locator('.inbox-item.unread').count(), withdrawals.length, 'a muted kind still lists its unread items');
      await page.locator('.inbox-read-all').click();
      await bellShows(page, 0);
      t.equal(await page.locator('.inbox-panel .inbox-item.unread').count(), 0, 'mark all read: nothing unread, the bell empty');
      t.same(errors, []);
    });
  }

  t.test('two sessions of one account show the same count', async (t) => {
    await emptyInbox(world);
    const a = await newPage(world.browser);
    const b = await newPage(world.browser);
    t.teardown(async () => {
      await a.context.close();
      await b.context.close();
    });
    await logIn(a.page, world.base, 'admin', 'admin');
    await logIn(b.page, world.base, 'admin', 'admin');
    await Promise.all([streaming(a.page), streaming(b.page)]);
    const events = [...(await publish(world, 'after_sale_requested')), ...(await publish(world, 'merchant_applied'))];
    await Promise.all([bellShows(a.page, events.length), bellShows(b.page, events.length)]);
    t.pass(`both sessions count ${events.length}, live`);
    await openPanel(a.page);
    await a.page.locator('.inbox-panel .inbox-item.unread .inbox-mark-read').first().click();
    await bellShows(a.page, events.length - 1);
    // the other browser reads the inbox again when its window gets the focus back
    await b.page.bringToFront();
    await b.page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await bellShows(b.page, events.length - 1);
    t.pass('what one session read is read in the other');
  });

  t.test("an item opens its record's drawer and is read", async (t) => {
    await emptyInbox(world);
    const { context, page } = await newPage(world.browser);
    t.teardown(() => context.close());
    await logIn(page, world.base, 'admin', 'admin');
    await streaming(page);
    const events = await publish(world, 'order_paid');
    const paid = events.find((e) => e.kind === 'order_paid');
    if (!paid) throw new Error('no order_paid event');
    await bellShows(page, events.length);
    await openPanel(page);
    const item = page.locator(`.inbox-panel .inbox-item[data-id="${paid.id}"]`);
    const orderNo = /\d{10,}/.exec(await item.locator('.inbox-item-summary').innerText())?.[0] ?? '';
    await item.locator('.inbox-item-open').click();
    await page.waitForURL(new RegExp(`#/shipments/shipments\\?open=${paid.record.id}$`));
    await page.locator('.detail-drawer').waitFor();
    t.match(await page.locator('.detail-drawer').innerText(), orderNo, "the order's drawer, on the shipments list where it waits");
    await bellShows(page, events.length - 1);
    t.pass('the item opened is read');
  });

  t.test("the menu's and the home's to-do counts follow the events (待发货 n → n+1)", async (t) => {
    const { context, page } = await newPage(world.browser);
    t.teardown(() => context.close());
    await logIn(page, world.base, 'admin', 'operator');
    await streaming(page);
    await menuPaths(page);
    const card = page.locator('.dashboard-todo[data-todo=to_ship] .dashboard-todo-count');
    const menu = page.locator('.sidebar-menu a[href="#/shipments/shipments"] .menu-count');
    await card.waitFor();
    await menu.waitFor();
    const before = Number((await card.innerText()).replace(/,/g, ''));
    t.equal(Number(await menu.getAttribute('data-count')), before, 'the menu shows the to-do card\'s count');
    const sent = Date.now();
    await publish(world, 'order_paid');
    await page.waitForFunction((n) => document.querySelector('.sidebar-menu a[href="#/shipments/shipments"] .menu-count')?.getAttribute('data-count') === String(n), before + 1);
    await page.waitForFunction((n) => document.querySelector('.dashboard-todo[data-todo=to_ship] .dashboard-todo-count')?.textContent?.replace(/,/g, '') === String(n), before + 1);
    const took = Date.now() - sent;
    t.ok(took < 2_000, `menu and home show ${before + 1} ${took} ms after the order was paid (at most 2 s)`);
  });

  t.test('the desktop notification setting is the account\'s, opt-in', async (t) => {
    const a = await newPage(world.browser);
    const b = await newPage(world.browser);
    t.teardown(async () => {
      await a.context.close();
      await b.context.close();
    });
    await a.context.grantPermissions(['notifications'], { origin: world.base });
    await logIn(a.page, world.base, 'admin', 'finance');
    await openPanel(a.page);
    const toggle = a.page.locator('.inbox-notify-switch');
    t.equal(await toggle.isChecked(), false, 'off until turned on');
    t.equal(await a.page.locator('.inbox-notify label').innerText(), TEXT.zh.notify);
    await a.page.locator('.inbox-notify label').click();
    await a.page.waitForFunction(() => (document.querySelector('.inbox-notify-switch') as HTMLInputElement | null)?.checked === true);
    // another browser of the account, which was never asked for the permission
    await logIn(b.page, world.base, 'admin', 'finance');
    await openPanel(b.page);
    await b.page.waitForFunction(() => (document.querySelector('.inbox-notify-switch') as HTMLInputElement | null)?.checked === true);
    t.pass('the setting follows the account to another browser');
  });
}

/** Moves the upstream's clock: after the other tests, which expect it where it was. */
function idleTests(world: InboxWorld) {
  t.test('a console left alone while events arrive still reaches its idle end: what it reads on its own is not activity', async (t) => {
    const { context, page } = await newPage(world.browser);
    t.teardown(() => context.close());
    await logIn(page, world.base, 'admin', 'admin');
    await streaming(page);
    await go(page, '/order/index');
    await page.locator('.app-view[data-path="/order/index"] tbody tr').first().waitFor();

    const ordersRead = () => page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v2/seller/orders');
    const refreshed = ordersRead();
    await page.locator('.app-view[data-path="/order/index"] .refresh-button').click();
    t.equal((await refreshed).request().headers()['x-activity'], undefined, 'a list the user refreshes is activity: no mark');

    // from here nobody touches the page: every call it makes on its session is its own (a public call, as the sign-in
    // dialog's captcha at the end, has no session to keep alive)
    const unmarked: string[] = [];
    page.on('request', (request) => {
      const [method, path] = [request.method(), new URL(request.url()).pathname];
      const publicCall = ENDPOINTS.some((e) => e.auth === 'public' && e.method === method && e.path === path);
      if (request.headers().token && !publicCall && request.headers()['x-activity'] !== 'background') unmarked.push(`${method} ${path}`);
    });
    // the mock's idle time is 30 minutes: three events 12 minutes apart, each refetching the list, the bell and the counts
    for (let i = 0; i < 2; i++) {
      world.tick(12 * 60_000);
      const listAgain = ordersRead();
      await publish(world, 'order_paid');
      t.equal(((await (await listAgain).json()) as { status: number }).status, 0, `${12 * (i + 1)} minutes on, the event's refetch of the list is answered`);
    }
    world.tick(12 * 60_000);
    const ended = page.waitForResponse(async (r) => r.url().includes('/api/') && ((await r.json().catch(() => ({}))) as { status?: number }).status === 10);
    await publish(world, 'order_paid');
    t.equal(((await (await ended).json()) as { error: string }).error, '已 30 分钟未操作，登录已失效，请重新登录', '36 minutes after the last activity the upstream says the session ended idle');
    await page.locator('.session-dialog').waitFor();
    t.pass('the sign-in dialog opens over the page');
    t.same(unmarked, [], 'every call of the session made while nobody was there carried x-activity: background');
  });
}

if (requireChromium(t)) {
  const world = await startInboxWorld(t);
  panelTests(world);
  ringingTests(t, world);
  idleTests(world);
}
