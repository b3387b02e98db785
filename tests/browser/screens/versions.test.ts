/**
 * Two people, one record (README.md "Two people, one record"), in Chromium with two operators in two browsers: both
 * open the same banner's edit form, the first saves, the second's save is refused with who and when, keeps what was
 * typed, shows the newer record beside it, and then reapplies (zh) or discards (en) the change. A settings page the same.
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { RESOURCES } from '../../../contract/index.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { go, switchToEnglish } from '../console.ts';
import { toastSaying, view } from './helpers.ts';
import { editFirst as editFirstOf, saveBehind, twoOperators } from './twoOperators.ts';

if (requireChromium(t)) {
  const { first, second, open, record } = await twoOperators(t);
  const path = '/infoManagement/banner';
  type Banner = { id: number; title: string; sort: number; version: number };
  const banner = (id: number) => record<Banner>(RESOURCES.bannerSlides.path, id);
  /** Opens the first banner's edit form; returns the form and the banner's id. */
  const editFirst = (page: Page) => editFirstOf(page, path, '.form-modal', '#form-title');

  t.test('zh: the second save is refused with who and when, keeps what was typed, shows the newer record, reapplies', async (t) => {
    const { form: mine, id } = await editFirst(second);
    const { form: theirs, id: same } = await editFirst(first);
    t.equal(same, id, 'both opened the same banner');
    const before = await banner(id);

    await saveBehind(theirs, { '#form-title': '甲改的标题' });

    await mine.locator('#form-title').fill('乙改的标题');
    await mine.locator('#form-sort').fill('7');
    await mine.locator('.form-save').click();
    const conflict = mine.locator('.conflict-message');
    await conflict.waitFor();
    t.match(await conflict.locator('.conflict-error').textContent(), /已被 超级管理员 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 修改，你的修改未保存/, 'who changed it, and when');
    t.match(await conflict.textContent(), /你填写的内容仍保留在下方/);
    t.equal(await mine.locator('#form-title').inputValue(), '乙改的标题', 'what was typed is kept');
    t.equal(await mine.locator('#form-sort').inputValue(), '7');
    t.equal((await banner(id)).title, '甲改的标题', 'nothing of the refused edit was saved');

    await conflict.locator('.conflict-show').click();
    const title = conflict.locator('.conflict-diff tr[data-field=title]');
    t.equal(await title.locator('.conflict-mine').textContent(), '乙改的标题', 'my change');
    t.equal(await title.locator('.conflict-theirs').textContent(), '甲改的标题', 'beside the newer value');

    await conflict.locator('.conflict-reapply').click();
    await mine.waitFor({ state: 'detached' });
    await toastSaying(second, '已保存');
    t.match(await banner(id), { title: '乙改的标题', sort: 7, version: before.version + 2 }, 'reapplied on the newer version');
  });

  t.test('en: the refused operator discards their change and gets the newer record in the form', async (t) => {
    await switchToEnglish(second);
    const { form: mine, id } = await editFirst(second);
    const { form: theirs } = await editFirst(first);
    await saveBehind(theirs, { '#form-title': '甲又改的标题' });

    await mine.locator('#form-title').fill('My title');
    await mine.locator('.form-save').click();
    const conflict = mine.locator('.conflict-message');
    await conflict.waitFor();
    t.match(await conflict.locator('.conflict-error').textContent(), /^This record \(.+\) was changed by 超级管理员 at [\d: -]+; your change was not saved/);
    t.match(await conflict.textContent(), /What you typed is kept below/);
    t.equal(await mine.locator('#form-title').inputValue(), 'My title');

    await conflict.locator('.conflict-discard').click();
    await conflict.waitFor({ state: 'detached' });
    t.equal(await mine.locator('#form-title').inputValue(), '甲又改的标题', 'the form shows the newer record');
    // the form goes on from the newer version: a save now is taken
    await mine.locator('#form-sort').fill('3');
    await mine.locator('.form-save').click();
    await mine.waitFor({ state: 'detached' });
    t.match(await banner(id), { title: '甲又改的标题', sort: 3 });
  });

  t.test('a settings page: the second save is refused, and reapplied it keeps the other operator\'s change too', async (t) => {
    const settings = '/goods/systemSettings';
    const third = await open('admin');
    const screens = [first, third].map((page) => view(page, settings));
    for (const [i, page] of [first, third].entries()) {
      await go(page, settings);
      await screens[i].locator('.settings-screen[data-loaded=true]').waitFor();
    }
    const [theirs, mine] = screens;
    await theirs.locator('#form-earn_per_yuan').fill('6');
    await theirs.locator('.settings-save').click();
    await toastSaying(first, '已保存「消费积分系统设置」');

    await mine.locator('#form-max_deduct_percent').fill('44');
    await mine.locator('.settings-save').click();
    const conflict = mine.locator('.conflict-message');
    await conflict.waitFor();
    t.match(await conflict.locator('.conflict-error').textContent(), /^该设置已被 超级管理员 于 [\d: -]+ 修改，你的修改未保存/);
    t.equal(await mine.locator('#form-max_deduct_percent').inputValue(), '44', 'what was typed is kept');
    await conflict.locator('.conflict-show').click();
    t.equal(await conflict.locator('tr[data-field=earn_per_yuan] .conflict-theirs').textContent(), '6', 'the other operator\'s change is shown');
    await conflict.locator('.conflict-reapply').click();
    await conflict.waitFor({ state: 'detached' });
    await mine.locator('.unsaved-warning').waitFor({ state: 'detached' });
    t.equal(await mine.locator('#form-earn_per_yuan').inputValue(), '6', 'the other change is kept');

    // saved once more from the same page: it goes on from the version it saved
    await mine.locator('#form-max_deduct_percent').fill('43');
    await mine.locator('.settings-save').click();
    await mine.locator('.unsaved-warning').waitFor({ state: 'detached' });
    t.equal(await mine.locator('.conflict-message').count(), 0, 'no conflict with its own save');
    await third.reload();
    await mine.locator('.settings-screen[data-loaded=true]').waitFor();
    t.equal(await mine.locator('#form-earn_per_yuan').inputValue(), '6');
    t.equal(await mine.locator('#form-max_deduct_percent').inputValue(), '43');
  });
}
