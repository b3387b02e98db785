/**
 * What the finance desk sees on the money screens, in Chromium as the finance account: a failed payment worded as a
 * failure, not a rejection; account numbers masked alike in every list and drawer; each withdrawal drawer with its own
 * fields and times; the payment dialog naming what is paid and to whom.
 */
import t from 'tap';
import type { Page } from 'playwright-core';
import { go, loggedInConsole, switchToEnglish } from '../console.ts';
import { rowsOf, view } from './helpers.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { clickRowAction } from '../rowActions.ts';

if (requireChromium(t)) {
  /** Back to Chinese through the navbar's language menu. */
  async function switchToChinese(page: Page): Promise<void> {
    await page.locator('.language-menu').click();
    await page.locator('.language-menu .item', { hasText: '中文' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  }

  const { page } = await loggedInConsole(t, 'admin', 'finance');
  const open = async (path: string) => {
    await go(page, path);
    const screen = view(page, path.split('?')[0]);
    return { screen, rows: await rowsOf(screen) };
  };

  t.test('打款失败 asks why the payment failed, not why it is rejected, in zh and en', async (t) => {
    const words = async () => {
      const { rows } = await open('/withDraw/index?tab=approved');
      await clickRowAction(rows.first(), 'fail');
      const dialog = page.locator('.reject-dialog');
      await dialog.waitFor();
      const texts = {
        title: (await dialog.locator('.header').textContent()) ?? '',
        label: (await dialog.locator('label[for=reject-reason] span').first().textContent()) ?? '',
        button: (await dialog.locator('.reject-ok').textContent()) ?? '',
      };
      await dialog.locator('.reject-ok').click();
      texts.label = (await dialog.locator('label[for=reject-reason] span').first().textContent()) ?? '';
      const required = (await dialog.locator('.field-error').textContent()) ?? '';
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      return { ...texts, required };
    };
    const zh = await words();
    t.match(zh.title, /^打款失败 · /);
    t.equal(zh.label, '失败原因', 'the field asks why it failed');
    t.equal(zh.button, '确认打款失败', 'the button marks it failed');
    t.notMatch(zh.required, '驳回');
    await switchToEnglish(page);
    const en = await words();
    t.match(en.title, /^Mark failed · /);
    t.equal(en.label, 'Reason for the failure');
    t.equal(en.button, 'Mark failed');
    t.notMatch(en.required, /reject/i);
    await switchToChinese(page);
  });

  t.test('店铺结算 shows the payee account masked, as the withdrawal lists do, in the list and the drawer', async (t) => {
    const { screen, rows } = await open('/store/storePayout');
    const accounts = (await screen.locator('.data-table tbody td', { hasText: ' · ' }).allTextContents()).filter((s) => /\d{4}/.test(s));
    t.ok(accounts.length > 0, 'the 收款账户 column is shown');
    for (const account of accounts) t.notMatch(account, /\d{8}/, `no account number in full: ${account}`);
    t.ok(accounts.some((a) => /^\S+ · \d{4} \*{4} \*{4} \d{4}$/.test(a.trim())), 'a card as 6222 **** **** 8974');
    await clickRowAction(rows.first(), 'view');
    const drawer = page.locator('.detail-drawer');
    await drawer.waitFor();
    const field = drawer.locator('.detail-fields tr', { hasText: '收款账号' }).locator('td').nth(1);
    t.match(await field.textContent(), /\*{4}/, 'the drawer masks it too');
    await drawer.locator('.drawer-close').click();
  });

  /** The drawer's field titles and texts of a list's first row. */
  async function drawerFields(path: string): Promise<Map<string, string>> {
    const { rows } = await open(path);
    await clickRowAction(rows.first(), 'view');
    const drawer = page.locator('.detail-drawer');
    await drawer.waitFor();
    const fields = new Map<string, string>();
    for (const row of await drawer.locator('.detail-fields tr').all()) {
      const [title, text] = await row.locator('td').allTextContents();
      fields.set(title, text);
    }
    await drawer.locator('.drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
    return fields;
  }

  t.test('each partner withdrawal drawer shows its own fields, not another variant’s', async (t) => {
    const seller = await drawerFields('/withDraw/seller');
    t.ok(seller.has('店铺'), 'a merchant withdrawal names the shop');
    t.notOk(seller.has('D积分'), 'and has no D-score');
    t.notOk(seller.has('收益来源'), 'nor an earning source');
    const dScore = await drawerFields('/withDraw/d_score');
    t.ok(dScore.has('D积分'));
    t.notOk(dScore.has('店铺'));
    t.notOk(dScore.has('收益来源'));
  });

  t.test('the withdrawal drawer shows when it was reviewed and paid; 确认打款 shows what is paid and to whom', async (t) => {
    const paid = await drawerFields('/withDraw/index?tab=paid');
    t.match(paid.get('审核时间'), /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, 'reviewed at');
    t.match(paid.get('打款时间'), /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/, 'paid at');

    const { rows } = await open('/withDraw/index?tab=approved');
    const row = rows.first();
    const cells = await row.locator('td').allTextContents();
    await clickRowAction(row, 'mark_paid');
    const form = page.locator('.form-modal');
    await form.waitFor();
    const facts = form.locator('.action-facts');
    const fact = async (key: string) => (await facts.locator(`tr[data-field=${key}] td`).nth(1).textContent()) ?? '';
    t.match(await fact('amount'), /^¥[\d,]+\.\d\d$/, 'the amount');
    t.match(await fact('net'), /^¥[\d,]+\.\d\d$/, 'the net paid after the fee');
    t.match(await fact('fee'), /^¥[\d,]+\.\d\d$/, 'the fee');
    const account = await fact('account');
    t.match(account, /\*{4}/, 'the payee account, masked');
    t.ok(cells.some((c) => c.includes(account)), 'the same account as the row');
    t.ok(await form.locator('[data-field=proof]').isVisible(), 'beside the proof upload');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'detached' });
  });
}
