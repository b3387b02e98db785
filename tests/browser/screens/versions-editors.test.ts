/**
 * Two people, one record, in the hand-built editors (docs/forms.md "Version conflicts"), in Chromium with two operators:
 * both open the same coupon (or lottery), the first saves, the second's save is refused and shows the same panel as the
 * described forms: who and when, what was typed kept, mine beside theirs, then reapply (zh) or discard (en).
 */
import type { Locator, Page } from 'playwright-core';
import t from 'tap';
import { RESOURCES } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, go, logIn, newPage, startConsole, switchToEnglish } from '../console.ts';
import { rowsOf, toastSaying, view } from './helpers.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const open = async (account: string) => {
    const { context, page } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, stack.url, 'admin', account);
    return page;
  };
  const first = await open('admin');
  const second = await open('operator');
  const token = await adminToken(stack.url);
  const record = async (path: string, id: number) =>
    ((await (await fetch(`${stack.url}${path}/${id}`, { headers: { token } })).json()) as { data: Record<string, unknown> & { version: number } }).data;

  /** Opens the first row's editor of `path`; returns the editor and the row's id. */
  const editFirst = async (page: Page, path: string, editor: string): Promise<{ form: Locator; id: number }> => {
    // read afresh: a list shown since an earlier test holds the versions it read then
    await page.reload();
    await go(page, path);
    const row = (await rowsOf(view(page, path))).first();
    const id = Number(await row.getAttribute('data-id'));
    // edit sits under "more" when a row has more than three actions
    const edit = row.locator('[data-action=edit]');
    if (!(await edit.isVisible())) await row.locator('.row-more > button').click();
    await edit.click();
    const form = page.locator(editor);
    await form.locator('#mk-name').waitFor();
    return { form, id };
  };

  t.test('zh: a coupon saved meanwhile: refused with who and when, both versions side by side, reapplied', async (t) => {
    const { form: mine, id } = await editFirst(second, '/coupon/index', '.coupon-editor');
    const { form: theirs, id: same } = await editFirst(first, '/coupon/index', '.coupon-editor');
    t.equal(same, id, 'both opened the same coupon');
    const before = await record(RESOURCES.coupons.path, id);

    await theirs.locator('#mk-name').fill('甲改的券名');
    await theirs.locator('.form-save').click();
    await theirs.waitFor({ state: 'detached' });

    await mine.locator('#mk-name').fill('乙改的券名');
    await mine.locator('#mk-per_limit').fill('3');
    await mine.locator('.form-save').click();
    const conflict = mine.locator('.conflict-message');
    await conflict.waitFor();
    t.match(await conflict.locator('.conflict-error').textContent(), /已被 超级管理员 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 修改，你的修改未保存/, 'who changed it, and when');
    t.match(await conflict.textContent(), /你填写的内容仍保留在下方/);
    t.equal(await mine.locator('#mk-name').inputValue(), '乙改的券名', 'what was typed is kept');
    t.equal(await mine.locator('#mk-per_limit').inputValue(), '3');
    t.equal((await record(RESOURCES.coupons.path, id)).name, '甲改的券名', 'nothing of the refused edit was saved');

    await conflict.locator('.conflict-show').click();
    const name = conflict.locator('.conflict-diff tr[data-field=name]');
    t.equal(await name.locator('td').first().textContent(), '优惠券名称', 'the field by its title');
    t.equal(await name.locator('.conflict-mine').textContent(), '乙改的券名', 'my version');
    t.equal(await name.locator('.conflict-theirs').textContent(), '甲改的券名', 'beside theirs');
    t.equal(await conflict.locator('.conflict-diff tr[data-field=per_limit] .conflict-mine').textContent(), '3');

    await conflict.locator('.conflict-reapply').click();
    await mine.waitFor({ state: 'detached' });
    await toastSaying(second, '保存成功');
    t.match(await record(RESOURCES.coupons.path, id), { name: '乙改的券名', per_limit: 3, version: before.version + 2 }, 'reapplied on the newer version');
  });

  t.test('en: a lottery saved meanwhile: the refused operator discards and edits the newer one', async (t) => {
    // the operator role has no lottery: a second administrator's browser
    const other = await open('admin');
    await switchToEnglish(other);
    const path = '/lottery/activityList';
    const { form: mine, id } = await editFirst(other, path, '.lottery-editor');
    const { form: theirs } = await editFirst(first, path, '.lottery-editor');
    await theirs.locator('#mk-name').fill('甲改的抽奖');
    await theirs.locator('.form-save').click();
    await theirs.waitFor({ state: 'detached' });

    await mine.locator('#mk-name').fill('My lottery');
    await mine.locator('.form-save').click();
    const conflict = mine.locator('.conflict-message');
    await conflict.waitFor();
    t.match(await conflict.locator('.conflict-error').textContent(), /^This record \(.+\) was changed by 超级管理员 at [\d: -]+; your change was not saved/);
    t.equal(await mine.locator('#mk-name').inputValue(), 'My lottery', 'what was typed is kept');
    await conflict.locator('.conflict-show').click();
    t.equal(await conflict.locator('.conflict-diff tr[data-field=name] .conflict-theirs').textContent(), '甲改的抽奖', 'theirs beside mine');

    await conflict.locator('.conflict-discard').click();
    await conflict.waitFor({ state: 'detached' });
    t.equal(await mine.locator('#mk-name').inputValue(), '甲改的抽奖', 'the form shows the newer record');
    await mine.locator('#mk-daily_limit').fill('4');
    await mine.locator('.form-save').click();
    await mine.waitFor({ state: 'detached' });
    t.match(await record(RESOURCES.lotteryActivities.path, id), { name: '甲改的抽奖', daily_limit: 4 }, 'saved on the newer version');
  });
}
