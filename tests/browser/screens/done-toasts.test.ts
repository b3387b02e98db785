/**
 * The toast once something is done names it, in zh and en (docs/confirmations.md): a batch approval counted in the
 * resource's own words ("已通过 2 笔提现", "Approved 2 withdrawals") whose link names the rows done, each opening
 * its drawer; an edit naming the record saved ("已保存商品「…」", "Saved goods “…”") with a link that opens its drawer
 * (a create's toast: goods-skus.test.ts; a job-run batch's: jobs-console.test.ts). The records are picked by what the test needs (withdrawals in review, a goods on sale), not by the hour.
 */
import type { Page } from 'playwright-core';
import t, { type Test } from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, loggedInConsole, switchToEnglish } from '../console.ts';
import { clickRowAction } from '../rowActions.ts';
import { hashQuery, reloading, rowsOf, toastSaying, view } from './helpers.ts';

const WORDS = {
  zh: {
    approved: (count: number) => `已通过 ${count} 笔提现`,
    showThem: '查看这些',
    open: '查看',
    saved: (name: string) => `已保存商品「${name}」`,
    name: '纯棉T恤 改名',
  },
  en: {
    approved: (count: number) => `Approved ${count} withdrawals`,
    showThem: 'Show them',
    open: 'Open',
    saved: (name: string) => `Saved goods “${name}”`,
    name: 'Cotton T-shirt renamed',
  },
} as const;
type Lang = keyof typeof WORDS;

if (requireChromium(t)) {
  // each language on a console of its own: the first one's approvals empty the short review queue a demo has
  for (const lang of ['zh', 'en'] as const) t.test(lang, (t) => doneToasts(t, lang));
}

/** The toast saying `text`, and its link. */
function toastLink(page: Page, text: string) {
  return page.locator('.console-toast', { hasText: text }).locator('.done-toast-link');
}

async function doneToasts(t: Test, lang: Lang) {
  const w = WORDS[lang];
  const { page, errors } = await loggedInConsole(t, 'admin', 'admin');
  if (lang === 'en') await switchToEnglish(page);

  await t.test('a batch names what was done, counted in withdrawals, and links to each row done', async (t) => {
    const path = '/withDraw/index';
    await go(page, `${path}?tab=in_review`);
    const screen = view(page, path);
    const rows = await rowsOf(screen);
    const picked = await rows.evaluateAll((trs) =>
      trs.slice(0, 2).map((tr) => ({ id: tr.getAttribute('data-id') ?? '', no: tr.querySelector('[data-column=withdraw_no]')?.textContent?.trim() ?? '' })),
    );
    t.equal(picked.length, 2, 'two withdrawals wait for review');
    for (const { id } of picked) await screen.locator(`tr[data-id="${id}"] input.row-select`).click();
    await screen.locator('[data-bulk=approve]').click();
    await reloading(screen, () => page.locator('.confirm-dialog .confirm-ok').click());
    await toastSaying(page, w.approved(2));
    const link = toastLink(page, w.approved(2));
    t.equal(await link.innerText(), w.showThem, 'the toast links to the rows done');
    await link.click();
    const result = page.locator('.batch-result');
    // named as a batch names its rows, by the list's label for the id ("TX2611… (280)")
    const named = (await result.locator('.batch-done-open').allInnerTexts()).map((label) => label.replace(/ \(\d+\)$/, ''));
    t.same([...named].sort(), picked.map((p) => p.no).sort(), 'each withdrawal approved is named');
    await result.locator(`.batch-done-open[data-id="${picked[1].id}"]`).click();
    await page.locator('.detail-drawer').waitFor();
    t.equal(hashQuery(page).get('open'), picked[1].id, 'a name opens its drawer');
    await page.locator('.detail-drawer .drawer-close').click();
  });

  await t.test('an edit names the goods saved, with a link to its drawer', async (t) => {
    const path = '/goods/index';
    await go(page, `${path}?tab=on_sale`);
    const screen = view(page, path);
    const rows = await rowsOf(screen);
    const id = (await rows.first().getAttribute('data-id')) ?? '';
    await clickRowAction(rows.first(), 'edit');
    const form = page.locator('.form-modal');
    await form.locator('#form-name').fill(w.name);
    await reloading(screen, () => form.locator('.form-save').click());
    await toastSaying(page, w.saved(w.name));
    const link = toastLink(page, w.saved(w.name));
    t.equal(await link.innerText(), w.open);
    await link.click();
    const drawer = page.locator('.detail-drawer');
    await drawer.waitFor();
    t.equal(hashQuery(page).get('open'), id, 'the link opens the goods edited');
    t.match(await drawer.innerText(), w.name, 'as saved');
    await drawer.locator('.drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
  });
  t.same(errors, [], 'no page error');
}
