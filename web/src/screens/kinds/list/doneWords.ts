/**
 * The one place the words of a done toast are built (docs/confirmations.md), for what has no confirmation
 * of its own to word it: a batch or a job counted in the resource's own counter word and noun ("已发货 3 单",
 * "Shipped 3 orders") and an action done to one record ("Approved TX2611… (¥50.00)"), a save naming the record ("已保存商品「纯棉T恤」"). The words are in `screens/i18n/done.ts`;
 * a resource without its own is counted as records and saved by its label alone.
 */
import type { Translate } from '../../lib/validation.ts';

/** "3 单", "5 笔提现", "1 order": how many records of `resource`, in its own words. */
export function countedRecords(t: Translate, resource: string, count: number): string {
  return worded(t, `screens.done.counted.${resource}`, { count }) ?? t('screens.done.counted.record', { count });
}

/** Whether `key` has a text: i18next answers a missing key with the key itself. */
function worded(t: Translate, key: string, params: Record<string, string | number>): string | undefined {
  const text = t(key, params);
  return text === key ? undefined : text;
}

/**
 * What an action did to `what` (a count of records, or one record's name), in the past tense: "Approved 5
 * withdrawals", "Approved TX2611… (¥50.00)". `action` is the action's name in the contract and its label, which words
 * an action `screens.done.did` does not know yet ("Done: Confirm refund …").
 */
function didTo(t: Translate, resource: string, action: { name: string; title: string }, what: string, fallback: string): string {
  return (
    worded(t, `screens.done.didFor.${resource}.${action.name}`, { records: what }) ??
    worded(t, `screens.done.did.${action.name}`, { records: what }) ??
    t(fallback, { action: action.title, records: what, record: what })
  );
}

/** A batch where every row went through: "已发货 3 单", "Shipped 3 orders". */
export function batchDone(t: Translate, resource: string, action: { name: string; title: string }, count: number): string {
  return didTo(t, resource, action, countedRecords(t, resource, count), 'screens.done.batch');
}

/** An action done to one record, named by `record` (its label, with the amount where money moved). */
export function actionDone(t: Translate, resource: string, action: { name: string; title: string }, record: string): string {
  return didTo(t, resource, action, record, 'screens.list.actionDone');
}

/** A bulk action started as a job on the server. */
export function jobStarted(t: Translate, resource: string, action: string, count: number): string {
  return t('screens.done.job', { action, records: countedRecords(t, resource, count) });
}

/** A record created or edited, named by its noun and label ("已保存商品「纯棉T恤」"). */
export function savedRecord(t: Translate, resource: string, label: string): string {
  const own = `screens.done.nouns.${resource}`;
  const noun = t(own);
  return noun === own ? t('screens.done.savedUnnamed', { label }) : t('screens.done.saved', { noun, label });
}

/** A settings page saved, named by its title ("已保存「短信设置」", "Saved SMS settings"): it has no record to open. */
export function savedSettings(t: Translate, title: string): string {
  return t('screens.done.savedSettings', { title: inSentence(title) });
}

/** A title inside a sentence: "Flash sale settings" → "flash sale settings"; "SMS settings" and Chinese stay. */
function inSentence(title: string): string {
  return /^\p{Lu}\p{Ll}/u.test(title) ? title[0].toLowerCase() + title.slice(1) : title;
}
