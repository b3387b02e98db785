/**
 * The money flows in Chromium as admin: approve, reject and pay withdrawals and see the member's balance and ledger
 * change; import a file with good and bad rows and download the failed ones; adjust a member's balance (the remark
 * required, a frozen member refused); the totals above a ledger equal the sum of its rows.
 */
import t from 'tap';
import type { LedgerEntry, Member, Withdrawal } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, loggedInConsole, upstreamReader } from '../console.ts';
import { countRequests, reloading, rowsOf, toastSaying, view, xlsxTexts } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

/** A 1×1 PNG: the payment proof uploaded through the upload flow. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const cents = (m: string) => {
  const negative = m.startsWith('-');
  const [i, f = '0'] = m.replace('-', '').split('.');
  const c = Number(i) * 100 + Number(f.padEnd(2, '0'));
  return negative ? -c : c;
};

if (requireChromium(t)) {
  const { stack, page, errors } = await loggedInConsole(t, 'admin', 'admin');
  const api = upstreamReader(stack.url, await adminToken(stack.url));
  const member = (id: number) => api<Member>(`/api/v2/seller/members/${id}`);
  const ledgerOf = async (id: number) => (await api<{ list: LedgerEntry[] }>(`/api/v2/seller/members_ledger?member_id=${id}&asset=balance&sort=-id&limit=5`)).list;
  const open = async (path: string) => {
    await go(page, path);
    return view(page, path.split('?')[0]);
  };

  t.test('withdrawals: the to-do tab, reject returns the money, approve then mark paid with a proof', async (t) => {
    const screen = await open('/withDraw/index?tab=in_review');
    let rows = await rowsOf(screen);
    await screen.locator('.withdraw-summary[data-ready=true]').waitFor();
    const pending = Number(await screen.locator('[data-card=pending] .value').getAttribute('data-count'));
    t.equal(Number(await screen.locator('[data-tab=in_review] .label').textContent()), pending, 'the pending card counts the in-review tab');
    const tabTitle = await screen.locator('[data-tab=in_review]').evaluate((el) => el.firstChild?.textContent);
    t.equal(await screen.locator('[data-card=pending] .label').textContent(), tabTitle, 'and says the state in the tab\'s word (审核中)');

    const rejectedId = Number(await rows.first().getAttribute('data-id'));
    const w = await api<Withdrawal>(`/api/v2/seller/withdrawals/${rejectedId}`);
    const before = await member(w.member_id);
    await clickRowAction(rows.first(), 'reject');
    await page.locator('#reject-reason').fill('收款账户信息有误');
    rows = await reloading(screen, () => page.locator('.reject-dialog .reject-ok').click());
    const after = await member(w.member_id);
    t.equal(cents(after.balance), cents(before.balance) + cents(w.amount), 'the rejected amount is back on the balance');
    const [refund] = await ledgerOf(w.member_id);
    t.match(refund, { type: 'refund', amount: w.amount, balance_after: after.balance }, 'and the ledger has the refund entry');
    t.match(refund.remark, w.withdraw_no);
    t.equal(Number(await screen.locator('[data-card=pending] .value').getAttribute('data-count')), pending - 1, 'the pending card follows');

    // the drawer shows the applicant's balance and the refund entry
    await reloading(screen, () => screen.locator('[data-tab=rejected]').click());
    await clickRowAction(screen.locator(`tr[data-id="${rejectedId}"]`), 'view');
    const flows = page.locator('.detail-drawer .member-flows');
    await flows.waitFor();
    t.equal(await flows.getAttribute('data-holding'), after.balance, 'the drawer shows the balance after the refund');
    t.equal(await flows.locator('tbody tr').first().getAttribute('data-type'), 'refund');
    t.equal(await flows.locator('tbody tr').first().getAttribute('data-amount'), w.amount);
    await page.locator('.detail-drawer .drawer-close').click();
    rows = await reloading(screen, () => screen.locator('[data-tab=in_review]').click());

    const approvedId = Number(await rows.first().getAttribute('data-id'));
    const paying = await api<Withdrawal>(`/api/v2/seller/withdrawals/${approvedId}`);
    const payer = await member(paying.member_id);
    await clickRowAction(rows.first(), 'approve');
    t.match(await page.locator('.confirm-dialog').textContent(), paying.withdraw_no, 'approving sends it to be paid: it asks first, naming it');
    const approvals = countRequests(page, (request) => request.method() === 'PUT' && request.url().endsWith('/approve'));
    rows = await reloading(screen, () => page.locator('.confirm-dialog .confirm-ok').dblclick());
    t.equal(approvals(), 1, 'a double-click on confirm approves once');
    rows = await reloading(screen, () => screen.locator('[data-tab=approved]').click());
    const row = screen.locator(`tr[data-id="${approvedId}"]`);
    await clickRowAction(row, 'mark_paid');
    const form = page.locator('.form-modal');
    t.equal(await form.locator('.form-save').textContent(), '确认打款', 'the button says what it does');
    await form.locator('.form-save').click();
    await form.locator('[data-field=proof] .field-error').waitFor();
    t.pass('a proof is required');
    await form.locator('.upload-file').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: PNG });
    await page.waitForFunction(() => (document.querySelector('#form-proof') as HTMLInputElement | null)?.value.includes('/files/'));
    await reloading(screen, () => form.locator('.form-save').click());
    const paid = await api<Withdrawal>(`/api/v2/seller/withdrawals/${approvedId}`);
    t.equal(paid.status, 'paid');
    t.match(paid.proof, /\/api\/v2\/common\/files\//, 'the proof is the uploaded file');
    t.equal((await member(paying.member_id)).balance, payer.balance, 'paying moves no more of the balance (it left on applying)');
    t.equal(Number(await screen.locator('[data-card=paidToday] .value').getAttribute('data-count')) >= 1, true, 'paid today counts it');
  });

  t.test('batch import: a CSV with a BOM and quotes, bad rows named, good rows credited, the failed rows downloaded', async (t) => {
    const members = (await api<{ list: Member[] }>('/api/v2/seller/members?status=normal&limit=2')).list;
    const [a, b] = members;
    const csv = `\uFEFF会员手机号,资产,数量,备注\r\n${a.mobile},余额,12.5,"补贴, 第一批"\r\n${b.mobile},积分,30,"他说""好"""\r\n12345,余额,1,格式错\r\n${a.mobile},余额,-3,负数\r\n13000000000,余额,1.00,不是会员\r\n`;
    const screen = await open('/finance/batchImport');
    await screen.locator('.import-screen').waitFor();
    await screen.locator('#import-file').setInputFiles({ name: 'credits.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const preview = screen.locator('.import-preview');
    await preview.waitFor();
    t.equal(await preview.getAttribute('data-good'), '2', 'two rows pass the check');
    t.equal(await preview.getAttribute('data-bad'), '3', 'three are refused before sending, the phone of no member among them');
    t.equal(await preview.locator('tr[data-row="6"] .row-check').textContent(), '手机号 13000000000 不是会员', 'the dry run knows the members');
    t.match(await preview.locator('tr[data-row="4"] .row-check').textContent(), /会员手机号/, 'the bad phone is named');
    t.equal(await preview.locator('tr[data-row="3"] td').nth(4).textContent(), '他说"好"', 'quotes are read');
    await screen.locator('.send-button').click();
    t.equal(await page.locator('.confirm-dialog .content').textContent(), '将为 2 行入账：余额 ¥12.50，积分 30。确认导入？', 'the credits are named before they are sent');
    await page.locator('.confirm-dialog .confirm-ok').click();
    const result = screen.locator('.import-result p');
    await result.waitFor();
    t.equal(await result.getAttribute('data-succeeded'), '2');
    t.equal(await result.getAttribute('data-failed'), '3', 'the three the check refused');
    t.equal(cents((await member(a.id)).balance), cents(a.balance) + 1250, 'balance credited');
    t.equal((await member(b.id)).points, b.points + 30, 'points credited');
    const [download] = await Promise.all([page.waitForEvent('download'), screen.locator('.download-failed').click()]);
    const xml = await xlsxTexts(download);
    t.match(xml, '13000000000', 'the row of no member is in the file');
    t.match(xml, '不是会员', 'with its reason');
    t.match(xml, '12345', 'so is the row the check refused');
    await screen.locator('.import-history[data-loaded=true]').waitFor();
    t.match(await screen.locator('.history-table tbody tr').first().textContent(), 'credits.csv', 'the import is in the history');
  });

  t.test('batch import: a row repeating an earlier one is refused; the credits are confirmed first, cancel sends nothing', async (t) => {
    const [a, b, c] = (await api<{ list: Member[] }>('/api/v2/seller/members?status=normal&limit=3&page=4')).list;
    const lines = [
      [a.mobile, '余额', '100.00', '审计正确行'],
      [b.mobile, '余额', '20', '审计'],
      [c.mobile, '积分', '50', '审计'],
      [b.mobile, '积分', '10', '审计'],
      [c.mobile, '余额', '0.5', '审计'],
      [a.mobile, '积分', '5', '审计正确行'],
      [a.mobile, '余额', '100.00', '审计正确行'],
    ];
    const csv = `会员手机号,资产,数量,备注\n${lines.map((l) => l.join(',')).join('\n')}\n`;
    const screen = await open('/finance/batchImport');
    await screen.locator('#import-file').setInputFiles({ name: 'audit.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    const preview = screen.locator('.import-preview[data-bad="1"]');
    await preview.waitFor();
    t.equal(await preview.getAttribute('data-good'), '6');
    t.equal(await preview.locator('tr[data-row="8"] .row-check').textContent(), '与第 2 行重复（会员手机号、资产、数量和备注都相同），不会重复入账', 'row 8 is refused as a repeat of row 2');
    t.equal(await preview.locator('tr[data-row="2"] .row-check').textContent(), '可导入');
    t.equal(await preview.locator('tr[data-row="7"] .row-check').textContent(), '可导入', 'the same member and remark in points is another credit');

    const posts = countRequests(page, (request) => request.method() === 'POST' && request.url().includes('/api/v2/seller/credit_imports'));
    const dialog = page.locator('.confirm-dialog');
    await screen.locator('.send-button').click();
    t.equal(await dialog.locator('.header').textContent(), '确认入账');
    t.equal(await dialog.locator('.content').textContent(), '将为 6 行入账：余额 ¥120.50，积分 65。确认导入？');
    await dialog.locator('button', { hasText: '取消' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
    t.equal(cents((await member(a.id)).balance), cents(a.balance), 'cancel credits nothing');
    t.notOk(await screen.locator('.import-result').isVisible(), 'and shows no result');

    await screen.locator('.send-button').click();
    await dialog.locator('.confirm-ok').click();
    const result = screen.locator('.import-result p');
    await result.waitFor();
    await dialog.waitFor({ state: 'detached' });
    t.equal(posts(), 1, 'one call, after the confirmation only');
    t.equal(await result.getAttribute('data-succeeded'), '6');
    t.equal(await result.getAttribute('data-failed'), '1', 'the repeat is counted as refused');
    t.equal(cents((await member(a.id)).balance), cents(a.balance) + 10000, 'row 2 credited once: 100.00, not 200.00');
    t.equal((await member(a.id)).points, a.points + 5);
    t.equal(cents((await member(b.id)).balance), cents(b.balance) + 2000);
    t.equal((await member(c.id)).points, c.points + 50);
  });

  t.test('manual adjustment: remark required, frozen member refused, the history and totals follow', async (t) => {
    const frozen = (await api<{ list: Member[] }>('/api/v2/seller/members?status=frozen&limit=1')).list[0];
    const target = (await api<{ list: Member[] }>('/api/v2/seller/members?status=normal&limit=1&page=3')).list[0];
    const screen = await open('/finance/manualHandling');
    await rowsOf(screen);
    await screen.locator('.adjust-button').click();
    const form = page.locator('.form-modal');
    await form.locator('#form-mobile').fill(frozen.mobile);
    await form.locator('#form-asset').selectOption('balance');
    await form.locator('#form-sign').selectOption('plus');
    await form.locator('#form-amount').fill('8.8');
    await form.locator('.form-save').click();
    t.match(await form.locator('[data-field=remark] .field-error').textContent(), /2/, 'the remark is required');
    await form.locator('#form-remark').fill('客诉补偿');
    await form.locator('.form-save').click();
    t.match(await form.locator('.form-error').textContent(), /已冻结/, 'a frozen member is refused');
    t.equal(await form.locator('#form-amount').inputValue(), '8.8', 'what was typed stays');
    await form.locator('#form-mobile').fill(target.mobile);
    await form.locator('.member-found[data-state=found]').waitFor();
    await form.locator('.form-save').click();
    // saving asks first, with the balance before and after (confirmations.test.ts checks its words)
    const rows = await reloading(screen, () => page.locator('.confirm-dialog .confirm-ok').click());
    await toastSaying(page, target.name);
    t.equal(cents((await member(target.id)).balance), cents(target.balance) + 880);
    t.match(await rows.first().textContent(), target.name, 'the adjustment heads the history');
    t.match(await rows.first().locator('td[data-column=amount]').textContent(), '+¥8.80');
  });

  t.test('ledger totals above the table equal the sum of the rows of the filter', async (t) => {
    const screen = await open('/finance/reward?amount_min=20&amount_max=20.5&limit=100');
    const rows = await rowsOf(screen);
    const totals = screen.locator('.ledger-totals[data-ready=true] .ledger-totals-row[data-asset=balance]');
    await totals.waitFor();
    const amounts = await rows.locator('td[data-column=amount]').allTextContents();
    t.ok(amounts.length > 0 && amounts.length < 100, `${amounts.length} rows on one page`);
    const sum = amounts.reduce((s, text) => s + cents(text.replace(/[+¥,]/g, '')), 0);
    t.equal(cents((await totals.getAttribute('data-credit')) ?? ''), sum, 'credits = the sum of the rows');
    t.equal(Number(await totals.getAttribute('data-count')), amounts.length, 'entries = the rows');
    t.match(await totals.textContent(), `¥${(sum / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`, 'and the sum is what it shows');
  });

  t.test('no page error', async (t) => {
    t.same(errors, []);
  });
}
