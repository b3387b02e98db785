/**
 * The five-minute demo of docs/demo.md, step by step in real Chromium, in zh and then in en: the goods list shows
 * pictures that match their goods and never repeat on adjacent rows, a goods' gallery, goods waiting for review have
 * sold nothing, unpaid orders are minutes old, shops show their logos; then the demo is put back for the next prospect.
 * The mock is pinned to a day, so the test does not depend on when it runs.
 */
import { createHash } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { go, logIn, newPage, startConsoleOverMock, switchToEnglish } from './console.ts';
import { reloading, rowsOf, view } from './screens/helpers.ts';
import { clickRowAction } from './rowActions.ts';

/** What a prospect expects to see for each class of goods (docs/demo.md, "What the pictures show"). */
const DRAWING_OF_CLASS: Record<string, string> = {
  新鲜水果: 'fruit', 米面粮油: 'sack', 休闲零食: 'snack-bag', 茶叶冲饮: 'teacup', 厨房电器: 'air-fryer', 生活电器: 'fan',
  男装: 't-shirt', 女装: 'dress', 鞋靴箱包: 'shoe', 面部护肤: 'jar', 洗护清洁: 'bottle', 奶粉辅食: 'tin', 尿裤湿巾: 'nappy',
  床上用品: 'bed', 收纳清洁: 'box', 手机配件: 'phone', 智能设备: 'headphones', 营养保健: 'capsule',
};
const DAY = '2026-11-20';
/** The pinned data ends at 18:00 China time on that day: "now" for the unpaid orders. */
const END = `${DAY} 18:00:00`;

/** The bytes each picture of a list shows, fetched as the browser got them, hashed. */
async function pictureHashes(page: Page, images: Locator): Promise<string[]> {
  const sources = await images.evaluateAll((els) => els.map((e) => (e as HTMLImageElement).currentSrc || (e as HTMLImageElement).src));
  return Promise.all(
    sources.map(async (src) => {
      const res = await page.request.get(src);
      return createHash('sha1').update(await res.body()).digest('hex');
    }),
  );
}

/** Adjacent rows never show the same picture, and every picture loaded. */
async function checkVaried(t: Test, page: Page, rows: Locator, column: string, what: string): Promise<void> {
  const images = rows.locator(`[data-column=${column}] img`);
  t.ok((await images.count()) >= 10, `${what}: a picture on each row`);
  await page.waitForFunction((sel) => [...document.querySelectorAll(sel)].every((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 128), `.app-view:not([hidden]) .data-table [data-column=${column}] img`);
  const hashes = await pictureHashes(page, images);
  const repeated = hashes.findIndex((h, i) => i > 0 && h === hashes[i - 1]);
  t.equal(repeated, -1, `${what}: no two adjacent rows share a picture`);
}

if (requireChromium(t)) {
  const { stack, browser, mockUrl } = await startConsoleOverMock(t, { anchorDate: DAY, anchorTime: '18:00' });

  for (const lang of ['zh', 'en'] as const) {
    t.test(`the demo script, in ${lang}`, async (t) => {
      const { context, page, errors } = await newPage(browser, { width: 1440, height: 900 });
      t.teardown(() => context.close());

      // 1. log in as the platform administrator (admin / 123456)
      await logIn(page, stack.url, 'admin', 'admin');
      if (lang === 'en') await switchToEnglish(page);

      // the home page comes first after the login
      await page.locator('.app-view[data-path="/home"]:not([hidden])').waitFor();

      // 2. goods list: every picture is its class's drawing, and no two adjacent rows look the same
      await go(page, '/goods/index');
      const goods = view(page, '/goods/index');
      const rows = await rowsOf(goods);
      const classes = await rows.locator('[data-column=class_name]').allTextContents();
      const sources = await rows.locator('[data-column=picture] img').evaluateAll((els) => els.map((e) => (e as HTMLImageElement).getAttribute('src') ?? ''));
      t.equal(sources.length, classes.length, 'a picture on every row');
      for (const [i, cls] of classes.entries()) {
        const drawing = DRAWING_OF_CLASS[cls.trim()];
        t.ok(drawing && sources[i].includes(`/seed/goods/${drawing}-`), `row ${i + 1}, a ${cls}: its picture is a ${drawing} (${sources[i]})`);
      }
      await checkVaried(t, page, rows, 'picture', 'goods list');

      // 3. open the first goods' picture: a gallery of 3 to 5 views, each of the same kind
      await rows.first().locator('[data-column=picture] button').click();
      const viewer = page.locator('.picture-viewer');
      await viewer.waitFor();
      const counter = (await viewer.locator('.muted').textContent()) ?? '';
      const total = Number(counter.split('/')[1]);
      t.ok(total >= 3 && total <= 5, `the gallery holds ${total} pictures`);
      const first = await viewer.locator('img').getAttribute('src');
      await viewer.locator('.actions button').nth(1).click();
      const second = await viewer.locator('img').getAttribute('src');
      t.not(second, first, 'next shows another view');
      t.equal(second?.split('/').pop()?.split('-')[0], first?.split('/').pop()?.split('-')[0], 'of the same goods kind');
      await viewer.locator('.picture-close').click();

      // 4. goods waiting for review have sold nothing yet
      const pending = await reloading(goods, () => go(page, '/goods/index?audit_state=pending'));
      const sales = (await pending.locator('[data-column=sales]').allTextContents()).map((s) => Number(s.trim()));
      t.ok(sales.length > 0 && sales.every((s) => s === 0), `goods waiting for review: sales ${sales.join(', ')}`);

      // 5. unpaid orders were placed within the 30 minutes after which they close
      await go(page, '/order/index?tab=to_pay');
      const unpaid = await rowsOf(view(page, '/order/index'));
      const placed = await unpaid.locator('[data-column=created_at]').allTextContents();
      const minutes = placed.map((p) => (Date.parse(`${END.replace(' ', 'T')}+08:00`) - Date.parse(`${p.trim().replace(' ', 'T')}+08:00`)) / 60_000);
      t.ok(minutes.length > 0 && minutes.every((m) => m >= 0 && m < 30), `unpaid orders are ${minutes.map(Math.round).join(', ')} minutes old`);
      // ... and a row's drawer tells that order
      const orderNo = ((await unpaid.first().locator('[data-column=order_no]').textContent()) ?? '').trim();
      await clickRowAction(unpaid.first(), 'view');
      const drawer = page.locator('.detail-drawer');
      await drawer.waitFor();
      t.ok(orderNo && ((await drawer.textContent()) ?? '').includes(orderNo), `the drawer shows order ${orderNo}`);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'detached' });

      // 6. shops: each shows a logo, adjacent ones differ
      await go(page, '/store/alllist');
      await checkVaried(t, page, await rowsOf(view(page, '/store/alllist')), 'logo', 'shops');

      t.same(errors, [], 'no console errors');
    });
  }

  t.test('between two prospects: the reset puts the demo back and the console asks to sign in again', async (t) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, '/goods/index');
    await rowsOf(view(page, '/goods/index'));
    const reset = (await (await fetch(`${mockUrl}/__mock/reset`, { method: 'POST' })).json()) as { status: number };
    t.equal(reset.status, 0);
    await go(page, '/order/index');
    await page.locator('.session-dialog').waitFor();
    t.ok(await page.locator('.session-dialog').isVisible(), 'the next call ends in the sign-in dialog, nothing lost');
  });
}
