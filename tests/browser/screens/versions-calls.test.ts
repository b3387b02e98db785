/**
 * Two people, one record (README.md "Two people, one record", docs/concurrency.md), in Chromium: the seckill and
 * group-buy settings, saved through their own calls, refuse the second operator's save with who and when, keep what was
 * typed, show the newer values, and reapply (zh, then en); a class tree's reorder of a row changed since is refused and
 * the tree reloads with the refusal's words.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { RESOURCES } from '../../../contract/index.ts';
import { SETTING_KEY } from '../../../contract/settings.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, logIn, newPage, startConsole, switchToEnglish } from '../console.ts';
import { toastSaying, view } from './helpers.ts';
import { clickRowAction } from '../rowActions.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const open = async () => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', 'admin');
    return page;
  };
  const first = await open();
  const second = await open();
  const token = await adminToken(stack.url);
  const call = async <T>(method: string, path: string, body?: unknown) =>
    ((await (await fetch(`${stack.url}${path}`, { method, headers: { token, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) })).json()) as { data: T }).data;
  const setting = async (key: string) => (await call<Record<string, Record<string, unknown>>>('POST', '/api/v2/common/config', { keys: [key] }))[key];

  const both = async (path: string) => {
    const screens = [first, second].map((page) => view(page, path));
    for (const [i, page] of [first, second].entries()) {
      await page.reload();
      await go(page, path);
      await screens[i].locator('.settings-screen[data-loaded=true]').waitFor();
    }
    return screens;
  };

  t.test('zh: the seckill settings, saved by another operator meanwhile, are refused, kept and reapplied', async (t) => {
    const [theirs, mine] = await both('/marketingSection/limitedTimeSetting');
    await theirs.locator('#form-session_minutes').fill('90');
    await theirs.locator('.settings-save').click();
    await toastSaying(first, '已保存「限时抢购设置」');

    await mine.locator('#form-sessions').fill('09:00, 21:00');
    await mine.locator('.settings-save').click();
    const conflict = mine.locator('.conflict-message');
    await conflict.waitFor();
    t.match(await conflict.locator('.conflict-error').textContent(), /^该设置已被 超级管理员 于 \d{4}-\d{2}-\d{2} [\d:]+ 修改，你的修改未保存/, 'who and when');
    t.match(await conflict.textContent(), /你填写的内容仍保留在下方/);
    t.equal(await mine.locator('#form-sessions').inputValue(), '09:00, 21:00', 'what was typed is kept');
    t.notSame((await setting(SETTING_KEY.seckill)).sessions, ['09:00', '21:00'], 'nothing of the refused save was saved');

    await conflict.locator('.conflict-show').click();
    t.equal(await conflict.locator('tr[data-field=session_minutes] .conflict-theirs').textContent(), '90', 'the newer value is shown');
    t.equal(await conflict.locator('tr[data-field=sessions] .conflict-mine').textContent(), '09:00, 21:00', 'beside my change');
    await conflict.locator('.conflict-reapply').click();
    await conflict.waitFor({ state: 'detached' });
    await toastSaying(second, '已保存「限时抢购设置」');
    t.match(await setting(SETTING_KEY.seckill), { sessions: ['09:00', '21:00'], session_minutes: 90 }, 'both changes saved');
    t.equal(await mine.locator('#form-session_minutes').inputValue(), '90', 'the other change stays in the form');
  });

  t.test('en: the group-buy settings the same', async (t) => {
    await switchToEnglish(second);
    const [theirs, mine] = await both('/marketingSection/groupSetting');
    await theirs.locator('#form-valid_hours').fill('36');
    await theirs.locator('.settings-save').click();
    await toastSaying(first, '已保存「拼团设置」');

    await mine.locator('#form-unpaid_close_minutes').fill('25');
    await mine.locator('.settings-save').click();
    const conflict = mine.locator('.conflict-message');
    await conflict.waitFor();
    t.match(await conflict.locator('.conflict-error').textContent(), /^These settings were changed by 超级管理员 at [\d: -]+; your change was not saved/);
    t.match(await conflict.textContent(), /What you typed is kept below/);
    t.equal(await mine.locator('#form-unpaid_close_minutes').inputValue(), '25', 'what was typed is kept');
    await conflict.locator('.conflict-reapply').click();
    await conflict.waitFor({ state: 'detached' });
    await toastSaying(second, 'Saved group-buy settings');
    t.match(await setting(SETTING_KEY.groupBuy), { valid_hours: 36, unpaid_close_minutes: 25 });
  });

  t.test('a class tree: moving up a class renamed since is refused with who and when, and the tree reloads', async (t) => {
    const page: Page = first;
    const path = '/infoManagement/classify';
    await page.reload();
    await go(page, path);
    const screen = view(page, path);
    await screen.locator('.class-tree').waitFor();
    const row = screen.locator('tr.tree-top').nth(1);
    const id = Number(await row.getAttribute('data-id'));
    type Class = { name: string; sort: number; version: number };
    const before = await call<Class>('GET', `${RESOURCES.productClass.path}/${id}`);
    // another operator renames it after the tree was read
    await call('PUT', `${RESOURCES.productClass.path}/${id}`, { name: `${before.name}乙`, version: before.version });
    const loads = Number(await screen.locator('.tree-screen').getAttribute('data-loads'));
    await clickRowAction(row, 'up');
    t.match(await toastSaying(page, '已被 超级管理员 于'), /^商品分类已被 超级管理员 于 [\d: -]+ 修改，你的修改未保存/, 'the refusal names who and when');
    await page.waitForFunction((n) => Number(document.querySelector('.app-view:not([hidden]) .tree-screen')?.getAttribute('data-loads')) > n, loads);
    t.equal(await screen.locator(`tr[data-id="${id}"] .class-name`).textContent(), `${before.name}乙`, 'the tree reloaded shows the newer name');
    t.equal((await call<Class>('GET', `${RESOURCES.productClass.path}/${id}`)).sort, before.sort, 'the refused move changed nothing');
  });
}
