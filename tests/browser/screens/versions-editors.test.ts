/**
 * Two people, one record, in the hand-built editors (docs/forms.md "Version conflicts"), in Chromium with two operators:
 * both open the same coupon (or lottery), the first saves, the second's save is refused and shows the same panel as the
 * described forms: who and when, what was typed kept, mine beside theirs, then reapply (zh) or discard (en).
 *
 * The rich-text pages the same way (docs/forms.md "Version conflicts"): the page is changed behind the open form by a
 * direct call, the save is refused, then mine is reapplied on top of theirs (zh) or discarded for theirs, with its
 * "updated at" (en).
 */
import type { Page } from 'playwright-core';
import t from 'tap';
import { RESOURCES } from '../../../contract/index.ts';
import type { RichText } from '../../../contract/resources/content/richTexts.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { go, switchToEnglish } from '../console.ts';
import { toastSaying, view } from './helpers.ts';
import { editFirst as editFirstOf, saveBehind, twoOperators } from './twoOperators.ts';

if (requireChromium(t)) {
  const { first, second, open, read, record, writeBehind } = await twoOperators(t);
  /** Opens the first row's editor of `path`; returns the editor and the row's id. */
  const editFirst = (page: Page, path: string, editor: string) => editFirstOf(page, path, editor, '#mk-name');

  const agreements = RESOURCES.agreements.path;
  /** An agreement as the upstream holds it now. */
  const agreement = async (key: string) => {
    const found = (await read<{ list: (RichText & { version: number })[] }>(`${agreements}?keyword=${key}`)).list.find((d) => d.key === key);
    if (!found) throw new Error(`no agreement ${key}`);
    return found;
  };
  /** Opens the agreements page on the text `key`; returns its form once shown. */
  const openAgreement = async (page: Page, key: string) => {
    await go(page, `/infoManagement/agreement?key=${key}`);
    const doc = view(page, '/infoManagement/agreement').locator(`.rich-text-doc[data-key=${key}]`);
    await doc.locator('#rich-text-title').waitFor();
    return doc;
  };

  t.test('zh: a coupon saved meanwhile: refused with who and when, both versions side by side, reapplied', async (t) => {
    const { form: mine, id } = await editFirst(second, '/coupon/index', '.coupon-editor');
    const { form: theirs, id: same } = await editFirst(first, '/coupon/index', '.coupon-editor');
    t.equal(same, id, 'both opened the same coupon');
    const before = await record(RESOURCES.coupons.path, id);

    await saveBehind(theirs, { '#mk-name': '甲改的券名' });

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
    await toastSaying(second, '已保存');
    t.match(await record(RESOURCES.coupons.path, id), { name: '乙改的券名', per_limit: 3, version: before.version + 2 }, 'reapplied on the newer version');
  });

  t.test('en: a lottery saved meanwhile: the refused operator discards and edits the newer one', async (t) => {
    // the operator role has no lottery: a second administrator's browser
    const other = await open('admin');
    await switchToEnglish(other);
    const path = '/lottery/activityList';
    const { form: mine, id } = await editFirst(other, path, '.lottery-editor');
    const { form: theirs } = await editFirst(first, path, '.lottery-editor');
    await saveBehind(theirs, { '#mk-name': '甲改的抽奖' });

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

  t.test('zh: a rich-text page changed behind the form: refused, mine beside theirs, reapplied on top of theirs', async (t) => {
    const doc = await openAgreement(first, 'privacy_policy');
    const before = await agreement('privacy_policy');
    await doc.locator('#rich-text-title').fill('隐私政策（乙改）');
    await writeBehind(agreements, before.id, { title: before.title, body: '<p>甲改的正文</p>' });

    await doc.locator('.rich-text-save').click();
    const conflict = doc.locator('.conflict-message');
    await conflict.waitFor();
    t.match(await conflict.locator('.conflict-error').textContent(), /已被 超级管理员 于 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} 修改，你的修改未保存/, 'who changed it, and when');
    t.match(await conflict.textContent(), /你填写的内容仍保留在下方/);
    t.equal(await doc.locator('#rich-text-title').inputValue(), '隐私政策（乙改）', 'what was typed is kept');
    t.match(await agreement('privacy_policy'), { title: before.title, body: '<p>甲改的正文</p>' }, 'nothing of the refused edit was saved');

    await conflict.locator('.conflict-show').click();
    const rows = conflict.locator('.conflict-diff tbody tr');
    t.same(await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-field'))), ['title', 'body'], 'the field I changed and the one they changed');
    const title = conflict.locator('.conflict-diff tr[data-field=title]');
    t.equal(await title.locator('td').first().textContent(), '标题', 'the field by its title');
    t.equal(await title.locator('.conflict-mine').textContent(), '隐私政策（乙改）', 'my version');
    t.equal(await title.locator('.conflict-theirs').textContent(), before.title, 'beside theirs');
    const body = conflict.locator('.conflict-diff tr[data-field=body]');
    t.equal(await body.locator('td').first().textContent(), '内容');
    t.match(await body.locator('.conflict-mine').textContent(), /我们重视您的个人信息保护/, 'the body as I had it');
    t.equal(await body.locator('.conflict-theirs').textContent(), '<p>甲改的正文</p>', 'beside the body they wrote');

    await conflict.locator('.conflict-reapply').click();
    await toastSaying(first, '已保存「隐私政策（乙改）」');
    await conflict.waitFor({ state: 'detached' });
    const saved = await agreement('privacy_policy');
    t.match(saved, { title: '隐私政策（乙改）', body: '<p>甲改的正文</p>', version: before.version + 2 }, 'mine saved on top of theirs, in one more save');
    t.equal(await doc.locator('.unsaved-warning').count(), 0, 'nothing left unsaved');
    t.equal(await doc.locator('.rich-text-meta').textContent(), `${saved.updated_at} 由 ${saved.updated_by} 更新`, 'the page shows the save');
  });

  t.test('en: a rich-text page changed behind the form: discarding mine shows theirs, with its "updated at"', async (t) => {
    // the last test of the file: the administrator's browser goes on in English
    await switchToEnglish(first);
    const doc = await openAgreement(first, 'merchant_agreement');
    const before = await agreement('merchant_agreement');
    const meta = doc.locator('.rich-text-meta');
    t.equal(await meta.textContent(), `Updated ${before.updated_at} by ${before.updated_by}`, 'the page as read');
    await doc.locator('#rich-text-title').fill('My agreement');
    await writeBehind(agreements, before.id, { title: '商家入驻协议（甲改）', body: before.body });
    const theirs = await agreement('merchant_agreement');
    t.not(theirs.updated_at, before.updated_at, 'their save has its own time');

    await doc.locator('.rich-text-save').click();
    const conflict = doc.locator('.conflict-message');
    await conflict.waitFor();
    t.match(await conflict.locator('.conflict-error').textContent(), /^This record \(.+\) was changed by 超级管理员 at [\d: -]+; your change was not saved/);
    t.equal(await doc.locator('#rich-text-title').inputValue(), 'My agreement', 'what was typed is kept');
    await conflict.locator('.conflict-show').click();
    t.equal(await conflict.locator('.conflict-diff tr[data-field=title] .conflict-theirs').textContent(), '商家入驻协议（甲改）', 'theirs beside mine');

    await conflict.locator('.conflict-discard').click();
    await conflict.waitFor({ state: 'detached' });
    t.equal(await doc.locator('#rich-text-title').inputValue(), '商家入驻协议（甲改）', 'the form shows their page');
    // the page's line under the editor follows: who saved theirs, and when (asked again after the discard)
    await meta.filter({ hasText: theirs.updated_at }).waitFor();
    t.equal(await meta.textContent(), `Updated ${theirs.updated_at} by ${theirs.updated_by}`, 'their "updated at"');
    t.equal(await doc.locator('.unsaved-warning').count(), 0, 'nothing of mine left unsaved');

    // the form goes on from their version: a save now is taken
    await doc.locator('#rich-text-title').fill('My agreement');
    await doc.locator('.rich-text-save').click();
    await toastSaying(first, 'Saved “My agreement”');
    t.match(await agreement('merchant_agreement'), { title: 'My agreement', version: theirs.version + 1 }, 'saved on their version');
  });
}
