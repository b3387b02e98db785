/**
 * The palette's records beyond orders in Chromium (docs/palette.md "Records"): a member's phone opens the members'
 * list with that member's drawer open; a goods id, and a goods name, open the goods on its zone's screen with its
 * drawer; a merchant finds its own goods and not another shop's.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { adminToken, logIn, newPage, startConsole, upstreamReader } from './console.ts';
import { ZONE_ROUTES } from '../../web/src/screens/routes.ts';

interface Goods {
  id: number;
  name: string;
  zone: string;
  merchant_id: number;
}

const input = (page: Page) => page.locator('.palette input[role=combobox]');

async function ask(page: Page, query: string): Promise<void> {
  if (!(await input(page).isVisible())) await page.keyboard.press('Control+k');
  await input(page).fill(query);
}

/** The options of a kind once the record search has answered. */
async function options(page: Page, kind: string) {
  await page.waitForFunction(() => !document.querySelector('.palette-status')?.textContent?.match(/正在搜索|Searching/));
  return page.locator(`.palette [role=option][data-kind=${kind}]`);
}

/** Where a goods opens: its zone's screen, else the general goods list. */
const goodsPath = (g: Goods) => Object.keys(ZONE_ROUTES).find((path) => ZONE_ROUTES[path] === g.zone) ?? '/goods/index';

const drawer = (page: Page) => page.locator('.app-view:not([hidden]) .detail-drawer');

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const read = upstreamReader(stack.url, await adminToken(stack.url));
  const [member] = (await read<{ list: { id: number; mobile: string; name: string }[] }>('/api/v2/seller/members?limit=1')).list;
  const goods = (await read<{ list: Goods[] }>('/api/v2/seller/goods?limit=100')).list;
  const own = goods.find((g) => g.merchant_id === 2) as Goods;
  const others = goods.find((g) => g.merchant_id !== 2 && g.name !== own.name) as Goods;

  t.test("a member's phone opens the members' list with that member's drawer", async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await ask(page, member.mobile);
    const found = await options(page, 'member');
    await found.first().waitFor();
    t.match(await found.first().textContent(), member.name, 'the member is found by its phone, first');
    await input(page).press('Enter');
    await page.waitForURL(new RegExp(`#/memberList/list\\?open=${member.id}$`));
    await drawer(page).waitFor();
    t.match(await drawer(page).textContent(), member.name, "the drawer shows the member's record");
    t.same(errors, []);
  });

  t.test("a goods id and a goods name open the goods on its zone's screen with its drawer", async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await ask(page, String(others.id));
    const byId = await options(page, 'goods');
    await byId.first().waitFor();
    t.match(await byId.first().locator('.palette-option-title').textContent(), others.name, 'the goods of that id comes first');
    await byId.first().click();
    await page.waitForURL(new RegExp(`#${goodsPath(others)}\\?open=${others.id}$`));
    await drawer(page).waitFor();
    t.match(await drawer(page).textContent(), others.name, "the drawer shows the goods");
    await drawer(page).locator('.drawer-close').click();
    await drawer(page).waitFor({ state: 'detached' });

    await ask(page, own.name);
    const byName = await options(page, 'goods');
    await byName.first().waitFor();
    const hit = page.locator('.palette [role=option][data-kind=goods]', { hasText: `ID ${own.id} ` });
    await hit.click();
    await page.waitForURL(new RegExp(`#${goodsPath(own)}\\?open=${own.id}$`));
    t.match(await drawer(page).textContent(), own.name, 'found by its name, opened by a click');
    t.same(errors, []);
  });

  t.test("a merchant finds its own shop's goods, not another's", async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'seller', 'merchant');
    await ask(page, String(others.id));
    const theirs = await options(page, 'goods');
    t.notOk((await theirs.allTextContents()).some((text) => text.includes(`ID ${others.id} `)), "another shop's goods is not found by its id");
    await ask(page, String(own.id));
    const mine = page.locator('.palette [role=option][data-kind=goods]', { hasText: `ID ${own.id} ` });
    await mine.waitFor();
    await mine.click();
    await page.waitForURL(new RegExp(`\\?open=${own.id}$`));
    t.match(await drawer(page).textContent(), own.name, 'its own goods opens with its drawer');
    t.same(errors, []);
  });
}
