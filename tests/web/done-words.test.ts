/**
 * The done toasts' words (docs/confirmations.md): a batch counted in the resource's own counter word and
 * noun, in zh and in English with its singular; a save naming the record; a resource without its own words counted
 * as records.
 */
import t from 'tap';
import { createI18n } from '../../web/src/i18n/index.ts';
import { AREA_TEXTS } from '../../web/src/app/screens/texts.ts';
import { addScreenTexts } from '../../web/src/screens/i18n/index.ts';
import { batchDone, jobStarted, savedRecord } from '../../web/src/screens/kinds/list/doneWords.ts';

async function translator(lang: 'zh' | 'en') {
  const i18n = createI18n(lang);
  addScreenTexts(i18n, AREA_TEXTS);
  await i18n.changeLanguage(lang);
  return (key: string, params?: Record<string, string | number>) => i18n.t(key, params);
}

t.test('zh: a batch says what was done with the resource counter word and noun', async (t) => {
  const tr = await translator('zh');
  t.equal(batchDone(tr, 'orders', '发货', 3), '已发货 3 单');
  t.equal(batchDone(tr, 'withdrawals', '通过', 5), '已通过 5 笔提现');
  t.equal(batchDone(tr, 'goods', '下架', 2), '已下架 2 件商品');
  t.equal(batchDone(tr, 'loginLogs', '删除', 2), '已删除 2 条记录', 'a resource without its own words: records');
  t.equal(jobStarted(tr, 'orders', '发货', 300), '已开始发货 300 单，在任务中心查看进度');
});

t.test('en: the same in English, singular for one', async (t) => {
  const tr = await translator('en');
  t.equal(batchDone(tr, 'orders', 'Ship', 3), 'Done: Ship 3 orders');
  t.equal(batchDone(tr, 'orders', 'Ship', 1), 'Done: Ship 1 order');
  t.equal(batchDone(tr, 'withdrawals', 'Approve', 5), 'Done: Approve 5 withdrawals');
  t.equal(batchDone(tr, 'loginLogs', 'Delete', 1), 'Done: Delete 1 record');
  t.equal(jobStarted(tr, 'withdrawals', 'Approve', 1), 'Started: Approve 1 withdrawal, followed in the job centre');
});

t.test('a save names the record, by its noun where the resource has one', async (t) => {
  t.equal(savedRecord(await translator('zh'), 'goods', '纯棉T恤'), '已保存商品「纯棉T恤」');
  t.equal(savedRecord(await translator('en'), 'goods', 'Cotton T-shirt'), 'Saved goods “Cotton T-shirt”');
  t.equal(savedRecord(await translator('zh'), 'loginLogs', '甲'), '已保存「甲」');
  t.equal(savedRecord(await translator('en'), 'loginLogs', 'A'), 'Saved “A”');
});
