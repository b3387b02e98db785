/**
 * The filter card refuses what cannot be searched before sending it (screens/lib/filterChecks.ts): a reversed date or
 * amount range, a number filter holding text. The field says why by its label, in the console's language, keeps what
 * was typed, and nothing is sent. A load that fails anyway (a link with such a filter) leaves no rows of the earlier
 * query under the filters shown.
 */
import type { Locator, Page } from 'playwright-core';
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import type { LedgerEntry } from '../../../contract/index.ts';
import { adminToken, go, logIn, newPage, startConsole, switchToEnglish, upstreamReader } from '../console.ts';
import { countRequests, hashQuery, reloading, rowsOf, showAllFilters, view } from './helpers.ts';

/** Searches and says what the card shows afterwards: the messages on its fields and the list calls sent. */
async function searchRefused(page: Page, screen: Locator, path: string): Promise<{ messages: string[]; sent: number; focused: string }> {
  const sent = countRequests(page, (request) => request.url().includes(path) && request.method() === 'GET');
  await screen.locator('.filter-search').click();
  await screen.locator('.filter-card .field.error').first().waitFor();
  await page.waitForTimeout(300);
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');
  return { messages: (await screen.locator('.filter-card .field.error .prompt').allTextContents()).map((s) => s.trim()), sent: sent(), focused };
}

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const { context, page, errors } = await newPage(browser);
  t.teardown(() => context.close());
  await logIn(page, stack.url, 'admin', 'finance');
  const path = '/withDraw/index';
  const screen = view(page, path);

  t.test('a reversed date range is refused on its field, kept as typed, and not searched', async (t) => {
    await go(page, path);
    const before = await (await rowsOf(screen)).count();
    // the date and amount filters are folded under "more filters"
    await showAllFilters(screen);
    await screen.locator('input[name=start_date]').fill('2026-11-20');
    await screen.locator('input[name=end_date]').fill('2026-11-10');
    const refused = await searchRefused(page, screen, '/withdrawals');
    t.same(refused.messages, ['申请时间的开始日期不能晚于结束日期']);
    t.equal(refused.sent, 0, 'nothing sent');
    t.equal(refused.focused, 'start_date', 'the focus on the field to fix');
    t.equal(hashQuery(page).get('start_time'), null, 'the URL has no such filter');
    t.equal(await screen.locator('input[name=start_date]').inputValue(), '2026-11-20', 'what was typed stays');
    t.equal(await screen.locator('input[name=end_date]').inputValue(), '2026-11-10');
    t.equal(await screen.locator('.empty-state').count(), 0, 'no 暂无数据');
    t.equal(await (await rowsOf(screen)).count(), before, 'the list as it was');
    await screen.locator('input[name=end_date]').fill('2026-11-21');
    await screen.locator('input[name=end_date]').blur();
    t.equal(await screen.locator('.filter-card .field.error').count(), 0, 'mended: the message goes');
    await screen.locator('.filter-reset').click();
  });

  t.test('a reversed amount range likewise', async (t) => {
    await go(page, path);
    await rowsOf(screen);
    await screen.locator('input[name=amount_min]').fill('500');
    await screen.locator('input[name=amount_max]').fill('100');
    const refused = await searchRefused(page, screen, '/withdrawals');
    t.same(refused.messages, ['提现金额的最低值不能高于最高值']);
    t.equal(refused.sent, 0, 'nothing sent');
    t.equal(hashQuery(page).get('amount_min'), null);
    t.equal(await screen.locator('input[name=amount_min]').inputValue(), '500', 'what was typed stays');
    await screen.locator('.filter-reset').click();
  });

  t.test('a member typed by name in the member (id) filter is refused by its label, not sent', async (t) => {
    await go(page, path);
    await rowsOf(screen);
    await showAllFilters(screen);
    const member = screen.locator('#filter-member_id');
    t.equal(await member.getAttribute('inputmode'), 'numeric', 'a number field');
    await member.fill('齐丽');
    const refused = await searchRefused(page, screen, '/withdrawals');
    t.same(refused.messages, ['会员应为数字']);
    t.equal(refused.sent, 0, 'nothing sent, so no 加载失败');
    t.equal(refused.focused, 'member_id');
    t.equal(await page.locator('.console-toast').count(), 0, 'no toast');
    t.equal(await member.inputValue(), '齐丽', 'what was typed stays');
    await screen.locator('.filter-reset').click();
  });

  t.test("the transaction details find a member's entries by the member's phone, as the field's placeholder says", async (t) => {
    const read = upstreamReader(stack.url, await adminToken(stack.url));
    const [entry] = (await read<{ list: LedgerEntry[] }>('/api/v2/seller/finance_deal?limit=1')).list;
    const theirs = await read<{ total: number }>(`/api/v2/seller/finance_deal?limit=1&member=${entry.member_id}`);
    await go(page, '/finance/deal');
    const ledger = view(page, '/finance/deal');
    await rowsOf(ledger);
    const member = ledger.locator('#filter-member');
    t.equal(await member.getAttribute('placeholder'), '会员姓名/手机号/ID');
    await member.fill(entry.member_mobile);
    const rows = await reloading(ledger, () => ledger.locator('.filter-search').click());
    t.equal(hashQuery(page).get('member'), entry.member_mobile, 'the phone is searched');
    const names = await rows.locator('td[data-column=member_name]').allInnerTexts();
    t.equal(names.length, Math.min(theirs.total, 20), "as many rows as the member's entries");
    t.ok(names.every((name) => name.includes(entry.member_name)), `each the member's: ${entry.member_name}`);
    await ledger.locator('.filter-reset').click();
  });

  t.test('a load that fails (a link with a refused filter) shows no rows of the earlier query', async (t) => {
    await go(page, path);
    t.ok((await (await rowsOf(screen)).count()) > 0, 'rows at first');
    await go(page, `${path}?member_id=abc`);
    await screen.locator('.load-error').waitFor();
    await screen.locator('.list-screen[aria-busy=false]').waitFor();
    t.equal(await screen.locator('.data-table tbody tr').count(), 0, 'the table holds no rows');
    t.equal(await screen.locator('.empty-state').count(), 0, 'and does not claim there are none (暂无数据)');
    t.equal(await screen.locator('.list-pagination').count(), 0, 'nor a pagination of them');
    await go(page, path);
    t.ok((await (await rowsOf(screen)).count()) > 0, 'without the filter, rows again');
  });

  t.test('in English the messages name the fields in English', async (t) => {
    await switchToEnglish(page);
    await go(page, path);
    await rowsOf(screen);
    await showAllFilters(screen);
    await screen.locator('#filter-member_id').fill('Qi Li');
    await screen.locator('input[name=amount_min]').fill('500');
    await screen.locator('input[name=amount_max]').fill('100');
    await screen.locator('input[name=start_date]').fill('2026-11-20');
    await screen.locator('input[name=end_date]').fill('2026-11-10');
    const refused = await searchRefused(page, screen, '/withdrawals');
    t.same(refused.messages, ['Member must be a number', 'Amount: the minimum cannot be above the maximum', 'Applied: the start date cannot be after the end date']);
    t.equal(refused.sent, 0);
    t.equal(refused.focused, 'member_id', 'the focus on the first field to fix');
    t.same(errors, [], 'no page error');
  });
}
