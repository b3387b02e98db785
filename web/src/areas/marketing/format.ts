/**
 * The marketing cells' texts, for the table and for the export alike (an export has the language, not React): a
 * coupon's offer and validity, a package's progress, a daily slot.
 */
import type { Lang } from '../../../../contract/i18n.ts';
import type { Coupon } from '../../../../contract/resources/marketing/coupons.ts';
import type { Row } from '../../screens/descriptions/types.ts';
import { en, zh } from './texts.ts';
import { DAY_END, DAY_START } from '../../screens/lib/dateTime.ts';
import { toCents } from '../../../../contract/money.ts';
import { formatMoney } from '../../lib/format.ts';

const TEXTS = { zh, en };
const fill = (text: string, params: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(params[key] ?? ''));
/** i18next's plural rule without i18next: a count of 1 reads `<key>_one` where the language has it (English). */
const counted = <T extends object>(texts: T, key: keyof T & string, count: number): string =>
  String((count === 1 && (texts as Record<string, unknown>)[`${key}_one`]) || texts[key]);

/** "减 ¥20.00" or "8.5 折（省 15%）", and the threshold ("满 ¥100.00 可用" or "无门槛"). */
export function couponOffer(row: Row, lang: Lang): { off: string; threshold: string } {
  const c = row as unknown as Coupon;
  const texts = TEXTS[lang].coupon;
  const off =
    c.kind === 'amount'
      ? fill(texts.amountOff, { amount: formatMoney(c.amount) })
      : fill(texts.discountOff, { discount: c.discount ?? '', percent: Math.round((10 - (c.discount ?? 10)) * 10) });
  const threshold = toCents(c.threshold) ? fill(texts.threshold, { amount: formatMoney(c.threshold) }) : texts.noThreshold;
  return { off, threshold };
}

export function couponValidity(row: Row, lang: Lang): string {
  const c = row as unknown as Coupon;
  const texts = TEXTS[lang].coupon;
  if (c.validity === 'days') return fill(counted(texts, 'daysAfterClaim', Number(c.valid_days)), { days: c.valid_days ?? '' });
  return fill(texts.range, { start: windowBound(c.start_at, DAY_START), end: windowBound(c.end_at, DAY_END) });
}

/**
 * A window's bound as short as it stays true: the day alone when the window starts at its first second or ends at its
 * last (the date-time field's defaults for a day given alone), else the day and the time, seconds only when not :00.
 */
export function windowBound(value: string | null | undefined, wholeDay: string): string {
  if (!value) return '';
  const [day, time = wholeDay] = value.split(' ');
  if (time === wholeDay) return day;
  return `${day} ${time.endsWith(':00') ? time.slice(0, 5) : time}`;
}

/** "3 / 7 days": a cell's text, filled outside i18next, so the plural form is picked by the same CLDR rule it uses. */
export function daysProgress(row: Row, lang: Lang): string {
  const total = Number(row.days_total);
  const texts: Record<string, string> = TEXTS[lang].signin;
  const words = (new Intl.PluralRules(lang).select(total) === 'one' && texts.days_one) || texts.days;
  return fill(words, { done: Number(row.days_done), total });
}

export function slotText(row: Row, lang: Lang): string {
  return fill(TEXTS[lang].activity.slot, { start: String(row.slot_start), end: String(row.slot_end) });
}

export function prizeSummary(row: Row, lang: Lang): string {
  const count = (row.prizes as unknown[]).length;
  return fill(counted(TEXTS[lang].lottery, 'summary', count), { count });
}
