/**
 * The done toasts' words (docs/confirmations.md): a batch says what was done, in the past tense, counted in the
 * resource's own counter word and noun, in zh and in English with its singular; a save naming the record; a resource
 * without its own words counted as records.
 */
import t from 'tap';
import { RESOURCES } from '../../contract/index.ts';
import { createI18n } from '../../web/src/i18n/index.ts';
import { DESCRIBED_PATHS, descriptionOf } from '../../web/src/app/screens/descriptions.ts';
import { AREA_TEXTS } from '../../web/src/app/screens/texts.ts';
import { addScreenTexts } from '../../web/src/screens/i18n/index.ts';
import { actionDone, batchDone, countedRecords, jobStarted, savedRecord, savedSettings } from '../../web/src/screens/kinds/list/doneWords.ts';

type Tr = (key: string, params?: Record<string, string | number>) => string;

async function translator(lang: 'zh' | 'en'): Promise<Tr> {
  const i18n = createI18n(lang);
  addScreenTexts(i18n, AREA_TEXTS);
  await i18n.changeLanguage(lang);
  return (key, params) => i18n.t(key, params);
}

const act = (name: string, title: string) => ({ name, title });

t.test('zh: a batch says what was done with the resource counter word and noun', async (t) => {
  const tr = await translator('zh');
  t.equal(batchDone(tr, 'orders', act('ship', '发货'), 3), '已发货 3 单');
  t.equal(batchDone(tr, 'withdrawals', act('approve', '通过'), 5), '已通过 5 笔提现');
  t.equal(batchDone(tr, 'goods', act('off_shelf', '下架'), 2), '已下架 2 件商品');
  t.equal(batchDone(tr, 'merchants', act('close', '关店'), 2), '已为 2 个商家关店', "a resource's own words for an action");
  t.equal(batchDone(tr, 'loginLogs', act('purge', '清理'), 2), '已清理 2 条记录', 'an action and a resource without words of their own');
  t.equal(jobStarted(tr, 'orders', '发货', 300), '已开始发货 300 单，在任务中心查看进度');
});

t.test('en: the past tense with the count and the noun, singular for one', async (t) => {
  const tr = await translator('en');
  t.equal(batchDone(tr, 'orders', act('ship', 'Ship'), 3), 'Shipped 3 orders');
  t.equal(batchDone(tr, 'orders', act('ship', 'Ship'), 1), 'Shipped 1 order');
  t.equal(batchDone(tr, 'withdrawals', act('approve', 'Approve'), 5), 'Approved 5 withdrawals');
  t.equal(batchDone(tr, 'goods', act('off_shelf', 'Take off shelf'), 12), 'Took 12 goods items off shelf');
  t.equal(batchDone(tr, 'tradeunionPackages', act('take_off_sale', 'Take off sale'), 1), 'Took 1 trade-union package off sale');
  t.equal(batchDone(tr, 'bossAudits', act('approve', 'Approve and post'), 2), 'Approved and posted 2 vouchers');
  t.equal(batchDone(tr, 'loginLogs', act('purge', 'Purge'), 1), 'Done: Purge 1 record', 'an action not worded yet falls back to its label');
  t.equal(jobStarted(tr, 'withdrawals', 'Approve', 1), 'Started: Approve 1 withdrawal, followed in the job centre');
});

/** Every batch action a list offers: those the contract declares with a batch call, and the row batches (ship). */
function batchActions(): { resource: string; name: string; title: { zh: string; en: string } }[] {
  const found = new Map<string, { resource: string; name: string; title: { zh: string; en: string } }>();
  for (const def of Object.values(RESOURCES)) {
    for (const [name, action] of Object.entries(def.actions ?? {}) as [string, { batch?: boolean; title: { zh: string; en: string } }][]) {
      if (action.batch) found.set(`${def.name}.${name}`, { resource: def.name, name, title: action.title });
    }
  }
  for (const path of DESCRIBED_PATHS) {
    const desc = descriptionOf(path);
    if (!desc || (desc.kind !== 'list' && desc.kind !== 'audit') || !desc.rowBatch) continue;
    const def = RESOURCES[desc.resource];
    const action = (def.actions as Record<string, { title: { zh: string; en: string } }> | undefined)?.[desc.rowBatch.action];
    if (action) found.set(`${def.name}.${desc.rowBatch.action}`, { resource: def.name, name: desc.rowBatch.action, title: action.title });
  }
  return [...found.values()];
}

const literally = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

t.test('every batch action of every list says what was done, in zh and en, with its singular', async (t) => {
  const zh = await translator('zh');
  const en = await translator('en');
  const actions = batchActions();
  t.ok(actions.length >= 80, `the batch actions are found (${actions.length})`);
  t.ok(actions.some((a) => a.resource === 'orders' && a.name === 'ship'), 'the row batch (ship) is among them');
  const problems: string[] = [];
  for (const { resource, name, title } of actions) {
    const id = `${resource}.${name}`;
    // words of its own, not the label's fallback ("Done: Ship 3 orders")
    const worded = (tr: Tr) => [`screens.done.didFor.${resource}.${name}`, `screens.done.did.${name}`].some((key) => tr(key) !== key);
    // the resource's own noun, not "3 records"
    if (countedRecords(zh, resource, 3) === zh('screens.done.counted.record', { count: 3 })) problems.push(`${id}: zh counts records`);
    if (countedRecords(en, resource, 3) === en('screens.done.counted.record', { count: 3 })) problems.push(`${id}: en counts records`);
    const zh3 = batchDone(zh, resource, { name, title: title.zh }, 3);
    const en3 = batchDone(en, resource, { name, title: title.en }, 3);
    const en1 = batchDone(en, resource, { name, title: title.en }, 1);
    if (!worded(zh)) problems.push(`${id}: zh has no done words`);
    if (!worded(en)) problems.push(`${id}: en has no done words`);
    if (!zh3.startsWith('已') || !zh3.includes('3')) problems.push(`${id}: zh "${zh3}"`);
    if (new RegExp(`\\b${literally(title.en)}\\b`).test(en3)) problems.push(`${id}: en repeats the label "${title.en}": "${en3}"`);
    if (!en3.includes(countedRecords(en, resource, 3))) problems.push(`${id}: en "${en3}" does not count`);
    if (!en1.includes(countedRecords(en, resource, 1)) || countedRecords(en, resource, 1) === countedRecords(en, resource, 3).replace('3', '1')) {
      problems.push(`${id}: en has no singular ("${en1}")`);
    }
  }
  t.same(problems, [], 'each in the past tense, in its own words, singular for one');
});

t.test('an action done to one record says it in the past tense where the batch does, else with its label', async (t) => {
  const zh = await translator('zh');
  const en = await translator('en');
  t.equal(actionDone(zh, 'withdrawals', act('approve', '通过'), 'TX2611（¥50.00）'), '已通过 TX2611（¥50.00）');
  t.equal(actionDone(en, 'withdrawals', act('approve', 'Approve'), 'TX2611 (¥50.00)'), 'Approved TX2611 (¥50.00)');
  t.equal(actionDone(en, 'goods', act('recycle', 'Move to recycle bin'), 'Cotton T-shirt'), 'Moved Cotton T-shirt to the recycle bin');
  t.equal(actionDone(en, 'afterSales', act('refund', 'Confirm refund'), 'AS1 (¥1.00)'), 'Done: Confirm refund AS1 (¥1.00)', 'an action without words of its own');
});

t.test('a save names the record, by its noun where the resource has one', async (t) => {
  t.equal(savedRecord(await translator('zh'), 'goods', '纯棉T恤'), '已保存商品「纯棉T恤」');
  t.equal(savedRecord(await translator('en'), 'goods', 'Cotton T-shirt'), 'Saved goods “Cotton T-shirt”');
  t.equal(savedRecord(await translator('zh'), 'loginLogs', '甲'), '已保存「甲」');
  t.equal(savedRecord(await translator('en'), 'loginLogs', 'A'), 'Saved “A”');
});

t.test('a settings page saved is named by its title, inside the sentence', async (t) => {
  t.equal(savedSettings(await translator('zh'), '短信设置'), '已保存「短信设置」');
  t.equal(savedSettings(await translator('en'), 'SMS settings'), 'Saved SMS settings');
  t.equal(savedSettings(await translator('en'), 'Flash sale settings'), 'Saved flash sale settings');
});
