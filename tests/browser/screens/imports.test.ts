/**
 * An import in Chromium, in zh and en (docs/imports.md): an .xlsx written with the console's own writer, holding an
 * unknown member, a frozen one, a repeated row, a value over its limit and good rows. The preview names exactly those
 * rows with the import's own reasons; the import credits exactly the others; the result, the history row (reloaded)
 * and the failed rows on the screen and in the downloaded file agree.
 */
import t from 'tap';
import type { Member } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { xlsxOf } from '../../../web/src/screens/lib/exportRows.ts';
import { adminToken, go, loggedInConsole, switchToEnglish, upstreamReader } from '../console.ts';
import { countRequests, view, xlsxCells } from './helpers.ts';

const REASONS = {
  zh: {
    header: ['会员手机号', '资产', '数量', '备注'],
    balance: '余额',
    points: '积分',
    unknown: '手机号 13000000000 不是会员',
    frozen: '会员已冻结',
    repeat: '与第 2 行重复（会员手机号、资产、数量和备注都相同），不会重复入账',
    limit: '数量 单行余额入账不能超过 ¥50,000.00',
    ok: '可导入',
    confirm: '将为 3 行入账：余额 ¥15.00，积分 20。确认导入？',
  },
  en: {
    header: ['Member phone', 'Asset', 'Amount', 'Remark'],
    balance: 'Balance',
    points: 'Points',
    unknown: 'No member has the phone number 13000000000',
    frozen: 'The member is frozen',
    repeat: 'Repeats row 2 (same member phone, asset, amount and remark): not credited twice',
    limit: 'Amount must not credit more than ¥50,000.00 of balance in one row',
    ok: 'Ready',
    confirm: 'Rows to credit: 3 (Balance ¥15.00, Points 20). Import them?',
  },
} as const;

if (requireChromium(t)) {
  const { stack, page, errors } = await loggedInConsole(t, 'admin', 'admin');
  const api = upstreamReader(stack.url, await adminToken(stack.url));
  const member = (id: number) => api<Member>(`/api/v2/seller/members/${id}`);
  const frozen = (await api<{ list: Member[] }>('/api/v2/seller/members?status=frozen&limit=1')).list[0];

  for (const [lang, words] of Object.entries(REASONS) as [keyof typeof REASONS, (typeof REASONS)[keyof typeof REASONS]][]) {
    t.test(`${lang}: the preview marks exactly the rows the import refuses; result, history and failed rows agree`, async (t) => {
      if (lang === 'en') await switchToEnglish(page);
      const [a, b] = (await api<{ list: Member[] }>(`/api/v2/seller/members?status=normal&limit=2&page=${lang === 'zh' ? 11 : 12}`)).list;
      const sheet = [
        [...words.header],
        [a.mobile, words.balance, '10', '十一月补贴'],
        [b.mobile, words.points, 20, '十一月补贴'],
        ['13000000000', words.balance, '1', '十一月补贴'],
        [frozen.mobile, words.balance, '1', '十一月补贴'],
        [a.mobile, words.balance, '10.00', '十一月补贴'],
        [b.mobile, words.balance, '50000.01', '十一月补贴'],
        [a.mobile, words.balance, '5', '十二月补贴'],
      ];
      const xlsx = Buffer.from(await (await xlsxOf(sheet, 'import')).arrayBuffer());
      await go(page, '/finance/batchImport');
      const screen = view(page, '/finance/batchImport');
      // the screen stays open from one language's test to the next (a tag keeps its view): count its history's loads
      await screen.locator('.import-history[data-loaded=true]').waitFor();
      const loads = Number(await screen.locator('.import-history').getAttribute('data-loads'));
      const checks = countRequests(page, (r) => r.method() === 'POST' && r.url().includes('/api/v2/seller/credit_imports/check'));
      await screen.locator('#import-file').setInputFiles({ name: `credits-${lang}.xlsx`, mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
      const preview = screen.locator('.import-preview');
      await preview.waitFor();
      t.equal(checks(), 1, 'the preview is the upstream\'s dry run');
      t.same([await preview.getAttribute('data-good'), await preview.getAttribute('data-bad')], ['3', '4']);
      const verdicts: Record<number, string> = {};
      for (const row of [2, 3, 4, 5, 6, 7, 8]) verdicts[row] = (await preview.locator(`tr[data-row="${row}"] .row-check`).textContent()) ?? '';
      t.same(verdicts, { 2: words.ok, 3: words.ok, 4: words.unknown, 5: words.frozen, 6: words.repeat, 7: words.limit, 8: words.ok }, 'an unknown member, a frozen one, a repeat and an over-limit value, each with why');

      await screen.locator('.send-button').click();
      const dialog = page.locator('.confirm-dialog');
      t.equal(await dialog.locator('.content').textContent(), words.confirm, 'the question names what the importable rows move');
      const sends = countRequests(page, (r) => r.method() === 'POST' && /\/api\/v2\/seller\/credit_imports$/.test(new URL(r.url()).pathname));
      // a second click while the first is out sends nothing more
      await dialog.locator('.confirm-ok').dblclick();
      const result = screen.locator('.import-result p');
      await result.waitFor();
      t.same([await result.getAttribute('data-total'), await result.getAttribute('data-succeeded'), await result.getAttribute('data-failed')], ['7', '3', '4']);
      t.equal(sends(), 1, 'the import is sent once');
      t.equal(Number((await member(a.id)).balance), Math.round((Number(a.balance) + 15) * 100) / 100, 'rows 2 and 8 credited, the repeat not');
      t.equal((await member(b.id)).points, b.points + 20);

      const failures: Record<number, string> = {};
      for (const tr of await screen.locator('.failures-table tbody tr').all()) failures[Number(await tr.getAttribute('data-row'))] = (await tr.locator('.failure-reason').textContent()) ?? '';
      t.same(failures, { 4: words.unknown, 5: words.frozen, 6: words.repeat, 7: words.limit }, 'the failed rows and why, on the screen');

      await screen.locator(`.import-history[data-loads="${loads + 1}"]`).waitFor();
      const latest = screen.locator('.history-table tbody tr').first();
      t.match(await latest.textContent(), `credits-${lang}.xlsx`, 'the history was reloaded: the import heads it');
      t.same(
        [await latest.locator('.history-total').textContent(), await latest.locator('.history-succeeded').textContent(), await latest.locator('.history-failed').textContent()],
        ['7', '3', '4'],
        'with the counts the result shows',
      );

      const [download] = await Promise.all([page.waitForEvent('download'), screen.locator('.download-failed').click()]);
      const cells = await xlsxCells(download);
      t.same(cells.slice(1).map((r) => [r.A.value, r.B.value, r.F.value]), [
        ['4', '13000000000', words.unknown],
        ['5', frozen.mobile, words.frozen],
        ['6', a.mobile, words.repeat],
        ['7', b.mobile, words.limit],
      ], 'the file holds the same failed rows with the same reasons');
      t.same(errors, [], 'no page errors');
    });
  }

  t.test('the reasons follow the language: a switch before importing asks the dry run again', async (t) => {
    // the page is in English after the test above
    await go(page, '/finance/batchImport');
    const screen = view(page, '/finance/batchImport');
    const checks = countRequests(page, (r) => r.method() === 'POST' && r.url().includes('/api/v2/seller/credit_imports/check'));
    const csv = 'Member phone,Asset,Amount,Remark\n13000000000,Balance,1,十一月补贴\n';
    await screen.locator('#import-file').setInputFiles({ name: 'lang.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const reason = screen.locator('.import-preview tr[data-row="2"] .row-check');
    t.equal(await reason.textContent(), REASONS.en.unknown);
    t.notOk(await screen.locator('.import-result').isVisible(), 'the last import\'s result went with the new file');
    await page.locator('.language-menu').click();
    await page.locator('.language-menu .item', { hasText: '中文' }).click();
    await screen.locator('.import-preview tr[data-row="2"] .row-check', { hasText: REASONS.zh.unknown }).waitFor();
    t.equal(checks(), 2, 'asked again, in Chinese');
    t.same(errors, [], 'no page errors');
  });
}
