/**
 * Every confirmation shows what will happen (docs/confirmations.md), in Chromium as the administrator, in zh and en:
 * a withdrawal's approval names the applicant, the masked account, amount, fee, net, where it is paid and the state it
 * moves to; an after-sale's refund is titled with its amount and where it goes; the manual adjustment shows the
 * member once the phone is typed, refuses a debit beyond the balance on its field sending nothing, and confirms with
 * the value before and after; a batch confirms with its rows, count and total, and names the row that failed and why.
 */
import t, { type Test } from 'tap';
import type { Page } from 'playwright-core';
import type { AfterSale } from '../../../contract/resources/afterSales.ts';
import type { Member } from '../../../contract/resources/members.ts';
import type { Withdrawal } from '../../../contract/resources/withdrawals.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, loggedInConsole, switchToEnglish } from '../console.ts';
import { countRequests, reloading, rowsOf, toastSaying, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

type Lang = 'zh' | 'en';
/** Money as a person reads it on screen: ¥1,169.00. */
const yuan = (value: string) => {
  const negative = value.startsWith('-');
  const [i, f] = value.replace('-', '').split('.');
  return `${negative ? '-' : ''}¥${Number(i).toLocaleString('en-US')}.${f}`;
};
const cents = (value: string) => Math.round(Number(value) * 100);
const fromCents = (c: number) => `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}`;

/** What the operator expects to read, per language. */
const WORDS = {
  zh: {
    method: { bank: '银行卡', alipay: '支付宝', wechat: '微信' } as Record<string, string>,
    refundTo: { balance: '余额', wechat: '微信（原路退回）', alipay: '支付宝（原路退回）', bank_card: '银行卡（原路退回）' } as Record<string, string>,
    approved: '待打款',
    done: '已完成',
    approveTitle: (amount: string, to: string) => `通过提现 ${amount}，待打款到${to}`,
    refundTitle: (amount: string, to: string) => `确认退款 ${amount} 到${to}`,
    approve: '通过',
    refund: '确认退款',
    refunded: (no: string, amount: string) => `已确认退款 ${no}（${amount}）`,
    openRecord: '查看',
    holding: '当前余额',
    beyond: (balance: string) => `不能超过当前余额 ${balance}`,
    deductTitle: (name: string, amount: string) => `确认扣减 ${name} 的余额 ${amount}`,
    adjust: '确认调账',
    batchTitle: (count: number, total: string) => `通过：${count} 条，合计 ${total}`,
    counts: (done: number) => `成功 ${done} 条，失败 1 条`,
    failedBecause: /待打款/,
  },
  en: {
    method: { bank: 'Bank card', alipay: 'Alipay', wechat: 'WeChat' } as Record<string, string>,
    refundTo: { balance: 'balance', wechat: 'WeChat Pay (original payment)', alipay: 'Alipay (original payment)', bank_card: 'bank card (original payment)' } as Record<string, string>,
    approved: 'Approved',
    done: 'Done',
    approveTitle: (amount: string, to: string) => `Approve the withdrawal of ${amount}, to be paid to ${to}`,
    refundTitle: (amount: string, to: string) => `Refund ${amount} to ${to}`,
    approve: 'Approve',
    refund: 'Confirm refund',
    refunded: (no: string, amount: string) => `Done: Confirm refund ${no} (${amount})`,
    openRecord: 'Open',
    holding: 'Balance held',
    beyond: (balance: string) => `Cannot exceed the balance held (${balance})`,
    deductTitle: (name: string, amount: string) => `Deduct ${amount} from the balance of ${name}`,
    adjust: 'Adjust',
    batchTitle: (count: number, total: string) => `Approve: ${count} rows, ${total} in total`,
    counts: (done: number) => `${done} done, 1 failed`,
    failedBecause: /Approved/,
  },
} as const;

if (requireChromium(t)) {
  // each language on a console of its own: the first one's approvals empty the short review queue a demo has
  for (const lang of ['zh', 'en'] as const) t.test(lang, (t) => confirmations(t, lang));
}

async function confirmations(t: Test, lang: Lang) {
  const { stack, page, errors } = await loggedInConsole(t, 'admin', 'admin');
  if (lang === 'en') await switchToEnglish(page);
  const token = await adminToken(stack.url);
  const api = async <T>(path: string, method = 'GET', body?: unknown): Promise<T> => {
    const answer = await fetch(`${stack.url}${path}`, { method, headers: { token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await answer.json()) as { status: number; data: T; error?: string };
    if (json.status !== 0) throw new Error(`${path}: ${json.error}`);
    return json.data;
  };
  const open = async (path: string) => {
    await go(page, path);
    const screen = view(page, path.split('?')[0]);
    return { screen, rows: await rowsOf(screen) };
  };
  const fact = (dialog: ReturnType<Page['locator']>, field: string) => dialog.locator(`.action-facts tr[data-field=${field}] td`).nth(1).innerText();
  const puts = () => countRequests(page, (request) => request.method() === 'PUT');

  async function withdrawalApproval(t: Test, lang: Lang) {
    const w = WORDS[lang];
    const { rows } = await open('/withDraw/index?tab=in_review');
    const id = Number(await rows.first().getAttribute('data-id'));
    const record = await api<Withdrawal>(`/api/v2/seller/withdrawals/${id}`);
    const sent = puts();
    await clickRowAction(rows.first(), 'approve');
    const dialog = page.locator('.confirm-dialog');
    await dialog.waitFor();
    const payee = `${w.method[record.method]} ${record.account}`;
    t.equal(await dialog.locator('.header').innerText(), w.approveTitle(yuan(record.amount), payee), 'the title says the action, the amount and where it is paid');
    t.equal(await fact(dialog, 'withdraw_no'), record.withdraw_no, 'which withdrawal');
    t.equal(await fact(dialog, 'member_name'), record.member_name, 'who applied');
    t.equal(await fact(dialog, 'amount'), yuan(record.amount), 'the amount');
    t.equal(await fact(dialog, 'fee'), yuan(record.fee), 'the fee');
    t.equal(await fact(dialog, 'net'), yuan(record.net), 'the net paid');
    const account = await fact(dialog, 'account');
    t.match(account, /\*{4}/, 'the account, masked');
    t.notMatch((await dialog.innerText()).replace(record.withdraw_no, ''), /\d{8}/, 'no account or phone number in full anywhere in the dialog');
    t.match(await fact(dialog, 'member_mobile'), /^\d{3}\*{4}\d{4}$/, 'the phone masked as 138****5678');
    t.equal(await fact(dialog, 'to'), payee, 'where it goes: the method and the masked account');
    t.equal(await fact(dialog, 'moves_to'), w.approved, 'the state it moves to');
    t.equal(await dialog.locator('.confirm-ok').innerText(), w.approve, 'the button says the action');
    await dialog.locator('button', { hasNotText: w.approve }).click();
    await dialog.waitFor({ state: 'detached' });
    t.equal(sent(), 0, 'cancel sends nothing');
    t.equal((await api<Withdrawal>(`/api/v2/seller/withdrawals/${id}`)).status, 'in_review');
  }

  async function afterSaleRefund(t: Test, lang: Lang) {
    const w = WORDS[lang];
    const waiting = (await api<{ list: AfterSale[] }>('/api/v2/seller/after_sales?status=awaiting_refund&in_store=false&limit=100')).list.filter((a) => a.refund_amount !== '0.00');
    // a balance refund when there is one: the balance then shows it
    const record = waiting.find((a) => a.refund_to === 'balance') ?? waiting[0];
    t.ok(record, 'an after-sale waits for its refund');
    const before = await api<Member>(`/api/v2/seller/members/${record.member_id}`);
    const { screen, rows } = await open(`/afterSale/index?keyword=${record.after_sale_no}`);
    t.equal(await rows.count(), 1);
    await clickRowAction(rows.first(), 'confirm_refund');
    const dialog = page.locator('.confirm-dialog');
    await dialog.waitFor();
    const title = w.refundTitle(yuan(record.refund_amount), w.refundTo[record.refund_to]);
    t.equal(await dialog.locator('.header').innerText(), title, `the title: ${title}`);
    t.equal(await fact(dialog, 'refund_amount'), yuan(record.refund_amount));
    t.equal(await fact(dialog, 'buyer_name'), record.buyer_name, 'who is refunded');
    t.equal(await fact(dialog, 'moves_to'), w.done);
    t.equal(await dialog.locator('.confirm-ok').innerText(), w.refund);
    await reloading(screen, () => dialog.locator('.confirm-ok').click());
    t.ok(await toastSaying(page, w.refunded(record.after_sale_no, yuan(record.refund_amount))), 'the toast names the action, the record and its amount');
    // the record left the list's filter (awaiting refund): its link still opens it, as it is now
    const link = page.locator('.console-toast', { hasText: record.after_sale_no }).locator('.done-toast-link');
    t.equal(await link.innerText(), w.openRecord, 'the toast links to the record');
    await link.click();
    const drawer = page.locator('.detail-drawer');
    await drawer.locator('.drawer-head-designed', { hasText: record.after_sale_no }).waitFor();
    t.match(await drawer.locator('.drawer-head-designed').innerText(), w.done, 'its drawer opens on the record, in the state it moved to');
    await drawer.locator('.drawer-close').click();
    await drawer.waitFor({ state: 'detached' });
    t.equal((await api<AfterSale>(`/api/v2/seller/after_sales/${record.id}`)).status, 'done');
    if (record.refund_to === 'balance') {
      const after = await api<Member>(`/api/v2/seller/members/${record.member_id}`);
      t.equal(cents(after.balance), cents(before.balance) + cents(record.refund_amount), 'the refund reached the balance');
    }
  }

  async function manualAdjustment(t: Test, lang: Lang, page_: number) {
    const w = WORDS[lang];
    const member = (await api<{ list: Member[] }>(`/api/v2/seller/members?status=normal&balance_min=20&limit=1&page=${page_}`)).list[0];
    const { screen } = await open('/finance/manualHandling');
    await screen.locator('.adjust-button').click();
    const form = page.locator('.adjust-dialog');
    await form.locator('#form-mobile').fill(member.mobile);
    const found = form.locator('.member-found[data-state=found]');
    await found.waitFor();
    t.equal(await found.locator('tr[data-field=name] td').nth(1).innerText(), member.name, 'the member is shown once the phone is typed');
    t.match(await found.locator('tr[data-field=vip_level] td').nth(1).innerText(), /\S/, 'with the level');
    t.equal(await found.locator('tr[data-field=holding] td').nth(0).innerText(), w.holding);
    t.equal(await found.locator('tr[data-field=holding] td').nth(1).innerText(), yuan(member.balance), "and the asset's current value");

    await form.locator('#form-asset').selectOption('balance');
    await form.locator('#form-sign').selectOption('minus');
    const over = fromCents(cents(member.balance) + 100);
    await form.locator('#form-amount').fill(over);
    await form.locator('#form-remark').fill('扣减核对 debit check');
    const sent = puts();
    await form.locator('.form-save').click();
    const error = form.locator('[data-field=amount] .field-error');
    await error.waitFor();
    t.equal(await error.innerText(), w.beyond(yuan(member.balance)), 'a debit beyond the balance is refused on its field');
    t.equal(await page.locator('.confirm-dialog').count(), 0, 'nothing to confirm');
    t.equal(sent(), 0, 'and nothing sent');
    t.equal(await form.locator('#form-amount').inputValue(), over, 'what was typed stays');
    t.equal(await form.locator('#form-remark').inputValue(), '扣减核对 debit check');

    await form.locator('#form-amount').fill('12.30');
    await form.locator('.form-save').click();
    const dialog = page.locator('.confirm-dialog');
    await dialog.waitFor();
    t.equal(await dialog.locator('.header').innerText(), w.deductTitle(member.name, '¥12.30'), 'the confirmation says what it does');
    t.equal(await fact(dialog, 'before'), yuan(member.balance), 'the value before');
    t.equal(await fact(dialog, 'change'), '-¥12.30');
    t.equal(await fact(dialog, 'after'), yuan(fromCents(cents(member.balance) - 1230)), 'and after');
    t.match(await fact(dialog, 'mobile'), /^\d{3}\*{4}\d{4}$/, 'the phone masked');
    t.equal(await dialog.locator('.confirm-ok').innerText(), w.adjust);
    await reloading(screen, () => dialog.locator('.confirm-ok').click());
    await toastSaying(page, member.name);
    t.equal((await api<Member>(`/api/v2/seller/members/${member.id}`)).balance, fromCents(cents(member.balance) - 1230), 'the balance moved by what was confirmed');
  }

  async function batchApproval(t: Test, lang: Lang) {
    const w = WORDS[lang];
    const { screen, rows } = await open('/withDraw/index?tab=in_review');
    // up to three of the queue (a demo's is short): one approved meanwhile by another operator, the rest by the batch
    const ids = await rows.evaluateAll((trs) => trs.slice(0, 3).map((tr) => Number(tr.getAttribute('data-id'))));
    t.ok(ids.length >= 2, 'two or more withdrawals wait for review');
    const records = await Promise.all(ids.map((id) => api<Withdrawal>(`/api/v2/seller/withdrawals/${id}`)));
    for (const id of ids) await screen.locator(`tr[data-id="${id}"] input.row-select`).click();
    // another operator approves the first meanwhile
    await api(`/api/v2/seller/withdrawals/${ids[0]}/approve`, 'PUT', {});
    await screen.locator('[data-bulk=approve]').click();
    const dialog = page.locator('.confirm-dialog');
    await dialog.waitFor();
    const total = yuan(fromCents(records.reduce((sum, r) => sum + cents(r.amount), 0)));
    t.equal(await dialog.locator('.header').innerText(), w.batchTitle(ids.length, total), 'the number of rows and the total');
    t.equal(await dialog.locator('.batch-facts tbody tr').count(), ids.length, 'each row listed');
    for (const r of records) t.match(await dialog.locator(`.batch-facts tr[data-id="${r.id}"]`).innerText(), `${r.withdraw_no}\t${yuan(r.amount)}`);
    t.match(await dialog.locator('.batch-facts .batch-total').innerText(), total);
    t.match(await dialog.locator('.batch-facts .batch-state').innerText(), w.approved, 'and the state they move to');
    t.equal(await dialog.locator('.confirm-ok').innerText(), w.approve);
    await dialog.locator('.confirm-ok').click();
    const result = page.locator('.batch-result');
    await result.waitFor();
    t.equal(await result.locator('.batch-counts').innerText(), w.counts(ids.length - 1));
    const failed = result.locator('.batch-failed');
    t.equal(await failed.count(), 1);
    t.match(await failed.locator('td').first().innerText(), records[0].withdraw_no, 'the failed row is named');
    t.match(await failed.locator('td').nth(1).innerText(), w.failedBecause, 'with why it failed');
    t.same(
      // named as the failed rows are, by the list's label for the id ("TX2611… (280)")
      (await result.locator('.batch-done-open').allInnerTexts()).map((label) => label.replace(/ \(\d+\)$/, '')),
      records.slice(1).map((r) => r.withdraw_no),
      'the rows that went through are named, each a link to its drawer',
    );
    await result.locator('.actions button').click();
  }

  await t.test('a withdrawal approval shows who, the masked account, amount, fee, net, where to and the state', (t) => withdrawalApproval(t, lang));
  await t.test('an after-sale refund is titled with its amount and destination', (t) => afterSaleRefund(t, lang));
  await t.test('manual adjustment: member shown, over-balance refused on its field, before and after confirmed', (t) => manualAdjustment(t, lang, 2));
  await t.test('a batch confirms with its rows, count and total; the failed row is named with its reason', (t) => batchApproval(t, lang));
  t.same(errors, [], 'no page error');
}
