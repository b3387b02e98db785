/**
 * Status tabs on a real list screen (/withDraw/index, the withdrawals, in Chromium as admin): the "all" tab's badge
 * stays on every tab with the count under the current filters (the list answer's `counts.all`), and falls back to
 * showing only on "all" when an upstream does not send it; the filter card's status select and the tabs are one state:
 * a tab picked shows its status in the select, a status picked in the select opens its tab (and 全部 when cleared),
 * and the URL names the tab alone. In zh and en.
 */
import t from 'tap';
import type { Locator, Page } from 'playwright-core';
import { RESOURCE_ENDPOINTS } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, loggedInConsole, switchToEnglish } from '../console.ts';
import { hashQuery, reloading, rowsOf, view } from './helpers.ts';

if (requireChromium(t)) {
  const { stack, page, errors } = await loggedInConsole(t, 'admin', 'admin');
  const token = await adminToken(stack.url);
  const PATH = '/withDraw/index';
  const LIST = RESOURCE_ENDPOINTS.withdrawals.list.path;
  /** The upstream's answer for these filters (on "all"): its total and tab counts. */
  const expected = async (filters: Record<string, string> = {}) => {
    const response = await fetch(`${stack.url}${LIST}?${new URLSearchParams({ ...filters, limit: '1' })}`, { headers: { token } });
    const body = (await response.json()) as { data: { total: number; counts: Record<string, number> } };
    return body.data;
  };
  const badge = async (screen: Locator, tab: string) => {
    const label = screen.locator(`.status-tabs [data-tab=${tab}] .label`);
    return (await label.count()) === 0 ? undefined : Number(await label.textContent());
  };
  const activeTab = (screen: Locator) => screen.locator('.status-tabs [aria-selected=true]').getAttribute('data-tab');
  const select = (screen: Locator) => screen.locator('.filter-card select[name=status]');
  const shown = (screen: Locator) => select(screen).evaluate((s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent ?? '');
  const open = async (page: Page) => {
    await go(page, PATH);
    const screen = view(page, PATH);
    await rowsOf(screen);
    return screen;
  };

  t.test('全部 keeps its badge on every tab; the status select follows the tabs and opens them (zh)', async (t) => {
    const screen = await open(page);
    const all = await expected();
    t.equal(await activeTab(screen), 'all');
    t.equal(await badge(screen, 'all'), all.total, '全部 shows every withdrawal');
    t.equal(await shown(screen), '全部', 'the select says 全部 on 全部');
    t.equal(await select(screen).getAttribute('data-linked-tabs'), 'true', "the select is the tabs' own");

    await reloading(screen, () => screen.locator('.status-tabs [data-tab=in_review]').click());
    t.equal(await activeTab(screen), 'in_review');
    t.equal(await badge(screen, 'all'), all.total, '全部 keeps its badge on 审核中, with the same number');
    t.equal(await badge(screen, 'in_review'), all.counts.in_review);
    t.equal(await select(screen).inputValue(), 'in_review', 'the select shows the tab');
    t.equal(await shown(screen), '审核中');
    t.equal(hashQuery(page).get('tab'), 'in_review');
    t.equal(hashQuery(page).get('status'), null, 'the URL names the tab alone');

    await reloading(screen, () => select(screen).selectOption('paid'));
    t.equal(await activeTab(screen), 'paid', 'a status picked in the select opens its tab');
    t.equal(hashQuery(page).get('tab'), 'paid');
    t.equal(hashQuery(page).get('status'), null);
    t.equal(await badge(screen, 'all'), all.total, '全部 keeps its badge on 已打款');
    const statuses = await screen.locator('.data-table tbody tr:not(.placeholder-row)').count();
    t.ok(statuses > 0 && statuses <= all.counts.paid, 'the rows are the paid ones');

    await reloading(screen, () => select(screen).selectOption(''));
    t.equal(await activeTab(screen), 'all', 'the select cleared opens 全部');
    t.equal(hashQuery(page).get('tab'), null);
    t.equal(await shown(screen), '全部');

    // under another filter: every badge, 全部 included, counts under it
    await screen.locator('.filter-card select[name=method]').selectOption('bank');
    await reloading(screen, () => screen.locator('.filter-search').click());
    const bank = await expected({ method: 'bank' });
    t.ok(bank.total < all.total, 'the method filter narrows the list');
    t.equal(await badge(screen, 'all'), bank.total, '全部 counts under the filter');
    await reloading(screen, () => screen.locator('.status-tabs [data-tab=rejected]').click());
    t.equal(await badge(screen, 'all'), bank.total, '... on another tab too');
    t.equal(await badge(screen, 'rejected'), bank.counts.rejected);
    t.equal(await select(screen).inputValue(), 'rejected');
    t.equal(await screen.locator('.filter-card select[name=method]').inputValue(), 'bank', 'the other filter stays');
    t.equal(hashQuery(page).get('method'), 'bank');

    // a link naming the status opens its tab
    await reloading(screen, () => go(page, `${PATH}?status=failed`));
    t.equal(await activeTab(screen), 'failed', 'a link with ?status=failed opens 打款失败');
    t.equal(await select(screen).inputValue(), 'failed');
    t.same(errors, [], 'no page error');
  });

  t.test('an upstream without counts.all: 全部 shows its count while it is shown, as before', async (t) => {
    await page.route(`**${LIST}?*`, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { counts?: Record<string, number> } };
      delete body.data.counts?.all;
      await route.fulfill({ response, json: body });
    });
    // the answers without counts.all are this test's upstream alone: a reload empties the console's query cache of
    // them, so the next test sees the real upstream's answers, not these cached
    t.teardown(async () => {
      await page.unroute(`**${LIST}?*`);
      await page.reload();
    });
    const screen = await open(page);
    t.equal(await activeTab(screen), 'all');
    const all = await expected();
    t.equal(await badge(screen, 'all'), all.total, 'on 全部: the total');
    await reloading(screen, () => screen.locator('.status-tabs [data-tab=approved]').click());
    t.equal(await badge(screen, 'all'), undefined, 'on another tab: no badge rather than a wrong one');
    t.equal(await badge(screen, 'approved'), all.counts.approved, 'the tabs keep theirs');
    t.equal(await select(screen).inputValue(), 'approved');
  });

  t.test('in English: All keeps its badge, the select shows the tab in English', async (t) => {
    await switchToEnglish(page);
    const screen = await open(page);
    t.equal(await activeTab(screen), 'all');
    const all = await expected();
    t.match(await screen.locator('.status-tabs [data-tab=all]').textContent(), /^All\d+$/);
    t.equal(await shown(screen), 'Any', 'on All the select says Any');
    await reloading(screen, () => screen.locator('.status-tabs [data-tab=approved]').click());
    t.equal(await badge(screen, 'all'), all.total, 'All keeps its badge on Approved');
    t.equal(await shown(screen), 'Approved', 'the select shows the tab in English');
    await reloading(screen, () => select(screen).selectOption({ label: 'Failed' }));
    t.equal(await activeTab(screen), 'failed', 'Failed picked opens its tab');
    t.match(await screen.locator('.status-tabs [aria-selected=true]').textContent(), /^Failed\d+$/);
    t.equal(await badge(screen, 'all'), all.total);
    t.same(errors, [], 'no page error');
  });
}
