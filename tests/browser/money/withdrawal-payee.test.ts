/**
 * The finance clerk's payout in Chromium, zh and en (docs/money.md): a card withdrawal's drawer names the holder,
 * bank and branch with the account masked; 查看完整账号 shows the full number and the record's history then says who
 * revealed it; the list shows who reviewed and who paid. A reviewer account holding the withdrawals' label but not the
 * reveal label sees the masked number and no button. The other payouts likewise: finance reveals a D-score withdrawal's
 * payee, and a store payout's drawer names who approved it; their lists, with those columns, fit 1366 × 768.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { launchBrowser, requireChromium } from '../../helpers/browser.ts';
import { startStack } from '../../helpers/stack.ts';
import { adminToken, go, logIn, newPage, switchToEnglish } from '../console.ts';
import { clickRowAction } from '../rowActions.ts';
import { openFirstDrawer, rowsOf, view } from '../screens/helpers.ts';

const LIST = '/withDraw/index';

/** Opens the first card withdrawal's drawer (`method=bank` as the list's filter). */
const openCardDrawer = (page: Page) => openFirstDrawer(page, LIST, '?method=bank');

/** How far a list's table reaches past its box (0: nothing to scroll sideways to). */
const overflow = (page: Page, path: string) =>
  view(page, path).locator('.data-table').evaluate((table) => Math.max(0, Math.round(table.scrollWidth - (table.parentElement?.clientWidth ?? 0))));

/** A field of the drawer by its title. */
const field = (page: Page, title: string) => page.locator('.detail-drawer .detail-fields tr', { has: page.locator('td', { hasText: new RegExp(`^${title}$`) }) }).locator('td').nth(1);

if (requireChromium(t)) {
  const stack = await startStack();
  const browser = await launchBrowser();
  t.teardown(async () => {
    await browser.close();
    await stack.close();
  });

  for (const lang of ['zh', 'en'] as const) {
    const words = {
      zh: { holder: '开户名', applicant: '申请人', bank: '开户银行', branch: '开户支行', account: '收款账号', reveal: '查看完整账号', hide: '隐藏账号', revealed: '查看了完整收款账号', reviewedBy: '审核人', paidBy: '打款人', clerk: '财务王芳' },
      en: { holder: 'Account holder', applicant: 'Applicant', bank: 'Bank', branch: 'Branch', account: 'Account', reveal: 'Show the full number', hide: 'Hide the number', revealed: 'Revealed the account number', reviewedBy: 'Reviewed by', paidBy: 'Paid by', clerk: '财务王芳' },
    }[lang];

    t.test(`finance sees the payee, reveals the number, and the history names who did (${lang})`, async (t) => {
      const { context, page, errors } = await newPage(browser);
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'finance');
      if (lang === 'en') await switchToEnglish(page);

      await go(page, `${LIST}?tab=paid`);
      const screen = view(page, LIST);
      const rows = await rowsOf(screen);
      const headers = await screen.locator('.data-table thead th').allTextContents();
      t.ok(headers.some((h) => h.includes(words.reviewedBy)) && headers.some((h) => h.includes(words.paidBy)), 'the list has the reviewer and payer columns');
      t.match(await rows.first().textContent(), words.clerk, 'a paid withdrawal names the clerk');

      const drawer = await openCardDrawer(page);
      const holder = (await field(page, words.holder).textContent()) ?? '';
      t.match(holder, /\S/, 'a holder');
      t.equal(holder, await field(page, words.applicant).textContent(), "the applicant's own account");
      // the bank's and branch's names are the upstream's data, in Chinese in either language
      t.match(await field(page, words.bank).textContent(), /银行$/, 'a bank');
      t.match(await field(page, words.branch).textContent(), /支行$/, 'a branch');
      const account = field(page, words.account);
      const masked = (await account.locator('.account-number').textContent()) ?? '';
      t.match(masked, /^\d{4} \*{4} \*{4} \d{4}$/, 'the number masked');

      const reveals = drawer.locator('.history-entry', { hasText: words.revealed });
      await drawer.locator('.history-timeline, .history-empty').first().waitFor();
      const before = await reveals.count();
      const button = account.locator('button.account-reveal');
      t.equal((await button.textContent())?.trim(), words.reveal);
      await button.click();
      await t.resolves(page.waitForFunction(() => /^\d{4} \d{4} \d{4} \d{4}$/.test(document.querySelector('.detail-drawer .account-number')?.textContent ?? '')), 'the full number shows');
      const full = (await account.locator('.account-number').textContent()) ?? '';
      t.equal(full.slice(0, 4), masked.slice(0, 4), 'behind the same mask');
      t.equal(full.slice(-4), masked.slice(-4));
      t.equal((await button.textContent())?.trim(), words.hide);

      // one more reveal in the history, the newest first
      await t.resolves(reveals.nth(before).waitFor(), 'the reveal is in the history');
      const reveal = reveals.first();
      t.match(await reveal.locator('.history-operator').textContent(), words.clerk, 'the history names who revealed it');
      t.match(await reveal.locator('.history-time').textContent(), /\d\d:\d\d/, 'and when');
      t.notOk(((await drawer.locator('.history-timeline').textContent()) ?? '').includes(full.replace(/\s/g, '')), 'never the number');

      await button.click();
      t.equal(await account.locator('.account-number').textContent(), masked, 'hidden again');
      await page.screenshot({ path: `/tmp/money-payee-${lang}.png` });
      t.same(errors, [], 'no page errors');
    });
  }

  for (const lang of ['zh', 'en'] as const) {
    const words = {
      zh: { account: '收款账号', accountNo: '收款账号', bank: '开户银行', reveal: '查看完整账号', revealed: '查看了完整收款账号', reviewedBy: '审核人', paidBy: '打款人', transferredBy: '打款人', clerk: '财务王芳' },
      en: { account: 'Account', accountNo: 'Account no.', bank: 'Bank', reveal: 'Show the full number', revealed: 'Revealed the account number', reviewedBy: 'Reviewed by', paidBy: 'Paid by', transferredBy: 'Transferred by', clerk: '财务王芳' },
    }[lang];

    t.test(`finance reveals a D-score withdrawal's payee, logged in its history; the list fits 1366 × 768 (${lang})`, async (t) => {
      const { context, page, errors } = await newPage(browser, { width: 1366, height: 768 });
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'finance');
      if (lang === 'en') await switchToEnglish(page);
      const path = '/withDraw/d_score';
      await go(page, `${path}?tab=paid`);
      const rows = await rowsOf(view(page, path));
      const headers = await view(page, path).locator('.data-table thead th').allTextContents();
      t.ok(headers.some((h) => h.includes(words.reviewedBy)) && headers.some((h) => h.includes(words.paidBy)), 'the reviewer and payer columns');
      t.match(await rows.first().textContent(), words.clerk, 'a paid withdrawal names the clerk');
      t.equal(await overflow(page, path), 0, 'nothing to scroll sideways to');

      await go(page, `${path}?method=bank`);
      await clickRowAction((await rowsOf(view(page, path))).first(), 'view');
      const drawer = page.locator('.detail-drawer');
      await drawer.locator('.drawer-head-designed').waitFor();
      t.match(await field(page, words.bank).textContent(), /银行$/, 'a bank');
      const account = field(page, words.account);
      const masked = (await account.locator('.account-number').textContent()) ?? '';
      t.match(masked, /^\d{4} \*{4} \*{4} \d{4}$/, 'the number masked');
      await drawer.locator('.history-timeline, .history-empty').first().waitFor();
      const reveals = drawer.locator('.history-entry', { hasText: words.revealed });
      const before = await reveals.count();
      await account.locator('button.account-reveal', { hasText: words.reveal }).click();
      await t.resolves(page.waitForFunction(() => /^\d{4} \d{4} \d{4} \d{4}$/.test(document.querySelector('.detail-drawer .account-number')?.textContent ?? '')), 'the full number shows');
      const full = (await account.locator('.account-number').textContent()) ?? '';
      t.equal(`${full.slice(0, 4)}${full.slice(-4)}`, `${masked.slice(0, 4)}${masked.slice(-4)}`, 'behind the same mask');
      await t.resolves(reveals.nth(before).waitFor(), 'the reveal is in the history');
      t.match(await reveals.first().locator('.history-operator').textContent(), words.clerk, 'naming who revealed it');
      await page.screenshot({ path: `/tmp/money-payee-dscore-${lang}.png` });
      t.same(errors, [], 'no page errors');
    });

    t.test(`a store payout's drawer names who approved it and masks the account; the list fits 1366 × 768 (${lang})`, async (t) => {
      const { context, page, errors } = await newPage(browser, { width: 1366, height: 768 });
      t.teardown(() => context.close());
      await logIn(page, stack.url, 'admin', 'finance');
      if (lang === 'en') await switchToEnglish(page);
      const path = '/store/storePayout';
      await go(page, `${path}?tab=transferred`);
      const rows = await rowsOf(view(page, path));
      const headers = await view(page, path).locator('.data-table thead th').allTextContents();
      t.ok(headers.some((h) => h.includes(words.reviewedBy)) && headers.some((h) => h.includes(words.transferredBy)), 'the reviewer and payer columns');
      t.equal(await overflow(page, path), 0, 'nothing to scroll sideways to');
      await clickRowAction(rows.first(), 'view');
      await page.locator('.detail-drawer .drawer-head-designed').waitFor();
      t.equal((await field(page, words.reviewedBy).textContent())?.trim(), words.clerk, 'who approved it');
      t.equal((await field(page, words.transferredBy).textContent())?.trim(), words.clerk, 'who transferred it');
      t.match(await field(page, words.accountNo).locator('.account-number').textContent(), /^(\d{4} \*{4} \*{4} \d{4}|1\d{2}\*{4}\d{4})$/, 'the account masked');
      t.equal(await field(page, words.accountNo).locator('button.account-reveal').count(), 1, 'with the reveal for finance');
      await page.screenshot({ path: `/tmp/money-payee-payout-${lang}.png` });
      t.same(errors, [], 'no page errors');
    });
  }

  t.test('a reviewer without the reveal label sees the masked number and no button', async (t) => {
    const token = await adminToken(stack.url);
    const created = await fetch(`${stack.url}/api/v2/admin/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', token },
      body: JSON.stringify({ account: 'reviewer1', name: '审核员小周', mobile: '13700001234', password: 'abc12345', password2: 'abc12345', permission: ['withDraw_index'] }),
    });
    t.equal(((await created.json()) as { status: number }).status, 0, 'the reviewer account is made');
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'reviewer1', 'abc12345');
    await openCardDrawer(page);
    const account = field(page, '收款账号');
    t.match(await account.locator('.account-number').textContent(), /^\d{4} \*{4} \*{4} \d{4}$/, 'the number masked');
    t.equal(await account.locator('button.account-reveal').count(), 0, 'and no reveal button');
  });
}
