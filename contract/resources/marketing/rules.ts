/**
 * The marketing forms' cross-field rules, in one place for the console (checked before sending, shown on the field)
 * and the mock (checked again, refused with the same words). A problem names its field and says what is wrong in
 * zh and en.
 */
import type { z } from 'zod';
import type { Text } from '../../i18n.ts';

export interface Problem {
  field: string;
  text: Text;
}

/** Adds problems to a zod refinement: each on its field, its words in both languages (`params.text`). */
export function report(problems: readonly Problem[], ctx: z.RefinementCtx): void {
  for (const p of problems) ctx.addIssue({ code: 'custom', path: [p.field], message: p.text.en, params: { text: p.text } });
}

/** Money "12.30" in integer cents (no float sums). */
export function centsOf(value: string): number {
  const [whole, fraction = '0'] = value.replace('-', '').split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  return value.startsWith('-') ? -cents : cents;
}

export interface CouponTerms {
  kind: 'amount' | 'discount';
  amount: string;
  discount: number | null;
  threshold: string;
  validity: 'range' | 'days';
  start_at: string | null;
  end_at: string | null;
  valid_days: number | null;
  total: number;
  per_limit: number;
  scope: 'all' | 'classes' | 'goods';
  scope_ids: readonly number[];
}

/** What makes a coupon's terms inconsistent; empty when they hold together. */
export function couponProblems(c: CouponTerms): Problem[] {
  const problems: Problem[] = [];
  if (c.kind === 'amount') {
    if (centsOf(c.amount) <= 0) problems.push({ field: 'amount', text: { zh: '满减券的优惠金额必须大于 0', en: 'a fixed-amount coupon needs an amount above 0' } });
    else if (centsOf(c.threshold) > 0 && centsOf(c.threshold) < centsOf(c.amount)) {
      problems.push({ field: 'threshold', text: { zh: '使用门槛不能低于优惠金额', en: 'the threshold must not be below the amount' } });
    }
  } else if (c.discount === null || !(c.discount >= 0.1 && c.discount <= 9.9) || Math.round(c.discount * 10) !== c.discount * 10) {
    problems.push({ field: 'discount', text: { zh: '折扣须在 0.1 到 9.9 折之间，最多一位小数', en: 'the discount must be 0.1 to 9.9 (tenths of the price), one decimal' } });
  }
  if (c.validity === 'range') {
    if (!c.start_at) problems.push({ field: 'start_at', text: { zh: '请填写开始时间', en: 'give the start time' } });
    if (!c.end_at) problems.push({ field: 'end_at', text: { zh: '请填写结束时间', en: 'give the end time' } });
    if (c.start_at && c.end_at && c.start_at >= c.end_at) problems.push({ field: 'end_at', text: { zh: '结束时间必须晚于开始时间', en: 'the end must be after the start' } });
  } else if (c.valid_days === null) {
    problems.push({ field: 'valid_days', text: { zh: '请填写领取后有效天数', en: 'give the days the coupon stays valid after it is claimed' } });
  }
  if (c.per_limit > c.total) problems.push({ field: 'per_limit', text: { zh: '每人限领不能超过发放总量', en: 'the per-person limit must not exceed the total' } });
  if (c.scope !== 'all' && c.scope_ids.length === 0) {
    problems.push({ field: 'scope_ids', text: { zh: '请选择适用的分类或商品', en: 'choose the categories or goods it applies to' } });
  }
  return problems;
}

/** Probabilities are percentages with at most two decimals; they must add up to exactly 100. */
export function lotteryProblems(prizes: readonly { probability: number }[]): Problem[] {
  const hundredths = prizes.reduce((sum, p) => sum + Math.round(p.probability * 100), 0);
  if (hundredths === 10_000) return [];
  const total = (hundredths / 100).toFixed(2).replace(/\.?0+$/, '');
  return [
    {
      field: 'prizes',
      text: { zh: `奖品概率合计须为 100%，当前为 ${total}%`, en: `the prizes' probabilities must add up to 100%, they add up to ${total}%` },
    },
  ];
}

/** Times (`HH:mm` or `YYYY-MM-DD HH:mm:ss`) that must come in order: the start before the end. */
export function timeOrderProblem(field: string, start: string, end: string): Problem[] {
  return start < end ? [] : [{ field, text: { zh: '结束时间必须晚于开始时间', en: 'the end must be after the start' } }];
}
