/**
 * The one place the words of a done toast are built (docs/confirmations.md), for what has no confirmation
 * of its own to word it: a batch or a job counted in the resource's own counter word and noun ("已发货 3 单",
 * "Done: Ship 3 orders"), a save naming the record ("已保存商品「纯棉T恤」"). The words are in `screens/i18n/done.ts`;
 * a resource without its own is counted as records and saved by its label alone.
 */
import type { Translate } from '../../lib/validation.ts';

/** "3 单", "5 笔提现", "1 order": how many records of `resource`, in its own words. */
export function countedRecords(t: Translate, resource: string, count: number): string {
  const own = `screens.done.counted.${resource}`;
  const counted = t(own, { count });
  // i18next answers a missing key with the key itself
  return counted === own ? t('screens.done.counted.record', { count }) : counted;
}

/** A batch where every row went through: the action and what it was done to. */
export function batchDone(t: Translate, resource: string, action: string, count: number): string {
  return t('screens.done.batch', { action, records: countedRecords(t, resource, count) });
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
