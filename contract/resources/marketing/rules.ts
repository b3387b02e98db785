/**
 * The marketing forms' cross-field rules, in one place for the console (checked before sending, shown on the field)
 * and the mock (checked again, refused with the same words). A problem names its field and says what is wrong in
 * zh and en.
 */
import type { Problem } from '../../resource.ts';

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

/**
 * The coupon rules, each with the fields it reads: a full body is checked by all of them, an edit's patch by those
 * whose fields it carries (the upstream checks the others against the coupon).
 */
const COUPON_RULES: readonly { reads: readonly (keyof CouponTerms)[]; problem(c: CouponTerms): Problem | undefined }[] = [
  {
    reads: ['kind', 'amount'],
    problem: (c) => (c.kind === 'amount' && centsOf(c.amount) <= 0 ? { field: 'amount', text: { zh: '满减券的优惠金额必须大于 0', en: 'a fixed-amount coupon needs an amount above 0' } } : undefined),
  },
  {
    reads: ['kind', 'amount', 'threshold'],
    problem: (c) =>
      c.kind === 'amount' && centsOf(c.amount) > 0 && centsOf(c.threshold) > 0 && centsOf(c.threshold) < centsOf(c.amount)
        ? { field: 'threshold', text: { zh: '使用门槛不能低于优惠金额', en: 'the threshold must not be below the amount' } }
        : undefined,
  },
  {
    reads: ['kind', 'discount'],
    problem: (c) =>
      c.kind === 'discount' && (c.discount === null || !(c.discount >= 0.1 && c.discount <= 9.9) || Math.round(c.discount * 10) !== c.discount * 10)
        ? { field: 'discount', text: { zh: '折扣须在 0.1 到 9.9 折之间，最多一位小数', en: 'the discount must be 0.1 to 9.9 (tenths of the price), one decimal' } }
        : undefined,
  },
  {
    reads: ['validity', 'start_at'],
    problem: (c) => (c.validity === 'range' && !c.start_at ? { field: 'start_at', text: { zh: '请填写开始时间', en: 'give the start time' } } : undefined),
  },
  {
    reads: ['validity', 'end_at'],
    problem: (c) => (c.validity === 'range' && !c.end_at ? { field: 'end_at', text: { zh: '请填写结束时间', en: 'give the end time' } } : undefined),
  },
  {
    reads: ['validity', 'start_at', 'end_at'],
    problem: (c) =>
      c.validity === 'range' && c.start_at && c.end_at && c.start_at >= c.end_at
        ? { field: 'end_at', text: { zh: '结束时间必须晚于开始时间', en: 'the end must be after the start' } }
        : undefined,
  },
  {
    reads: ['validity', 'valid_days'],
    problem: (c) =>
      c.validity === 'days' && c.valid_days === null ? { field: 'valid_days', text: { zh: '请填写领取后有效天数', en: 'give the days the coupon stays valid after it is claimed' } } : undefined,
  },
  {
    reads: ['per_limit', 'total'],
    problem: (c) => (c.per_limit > c.total ? { field: 'per_limit', text: { zh: '每人限领不能超过发放总量', en: 'the per-person limit must not exceed the total' } } : undefined),
  },
  {
    reads: ['scope', 'scope_ids'],
    problem: (c) =>
      c.scope !== 'all' && c.scope_ids.length === 0 ? { field: 'scope_ids', text: { zh: '请选择适用的分类或商品', en: 'choose the categories or goods it applies to' } } : undefined,
  },
];

/** What makes a coupon's terms inconsistent; empty when they hold together. */
export function couponProblems(c: CouponTerms): Problem[] {
  return COUPON_RULES.flatMap((r) => r.problem(c) ?? []);
}

/** The same over an edit's patch: only the rules whose fields it carries (a cleared field arrives as its default). */
export function couponPatchProblems(patch: Record<string, unknown>): Problem[] {
  return COUPON_RULES.filter((r) => r.reads.every((k) => patch[k] !== undefined)).flatMap((r) => r.problem(patch as unknown as CouponTerms) ?? []);
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

/** Start and end in an edit's patch: in order when it carries both (the upstream checks one alone against the record). */
export function timeOrderInPatch(field: string, start: unknown, end: unknown): Problem[] {
  return typeof start === 'string' && typeof end === 'string' ? timeOrderProblem(field, start, end) : [];
}
