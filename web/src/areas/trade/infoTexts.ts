/**
 * A goods' zone fields and an order's type fields as text, for the lists' columns and exports (descriptions/) and the
 * drawers' sections (cells.tsx).
 */
import type { Lang } from '../../../../contract/i18n.ts';
import type { ZoneInfo } from '../../../../contract/resources/goods.ts';
import { ORDER_TYPE_INFO_ENUMS, type OrderTypeInfo } from '../../../../contract/resources/orderTypes.ts';
import { formatMoney, formatTime } from '../../lib/format.ts';

/** A zone field as text: money with ¥, times formatted, wholesale tiers as "≥10 ¥9.00". */
export function zoneValueText(field: keyof ZoneInfo, info: ZoneInfo | undefined, lang: Lang): string {
  const value = info?.[field];
  if (value === undefined || value === null) return '';
  if (field === 'down_payment') return formatMoney(value as string);
  if (field === 'live_start' || field === 'live_end' || field === 'activity_start' || field === 'activity_end') return formatTime(value as string);
  if (field === 'tiers') return (value as NonNullable<ZoneInfo['tiers']>).map((t) => `≥${t.min_quantity} ${formatMoney(t.price)}`).join(lang === 'zh' ? '；' : '; ');
  if (field === 'rebate_percent') return `${value}%`;
  return String(value);
}

/** An order type's field as text: its enum's label, money with ¥, times formatted, a group's members listed. */
export function typeValueText(field: keyof OrderTypeInfo, info: OrderTypeInfo | undefined, lang: Lang): string {
  const value = info?.[field];
  if (value === undefined || value === null) return '';
  if (field in ORDER_TYPE_INFO_ENUMS) {
    const def = ORDER_TYPE_INFO_ENUMS[field as keyof typeof ORDER_TYPE_INFO_ENUMS];
    return (def.options as Record<string, { zh: string; en: string }>)[value as string]?.[lang] ?? String(value);
  }
  if (field === 'credit_amount' || field === 'rebate_amount') return formatMoney(value as string);
  if (field === 'next_due') return formatTime(value as string);
  if (field === 'group_members') return (value as string[]).join(lang === 'zh' ? '、' : ', ');
  return String(value);
}
