/** A coupon as its editor types it, and the body the contract expects from that. */
import type { Coupon } from '../../../../contract/resources/marketing/coupons.ts';
import { type DayTime, splitDateTime } from '../../screens/lib/dateTime.ts';
import { coerce } from '../../screens/lib/validation.ts';
import type { Picked } from './pickers.tsx';

export interface CouponDraft {
  name: string;
  kind: string;
  amount: string;
  discount: string;
  threshold: string;
  validity: string;
  start_at: DayTime;
  end_at: DayTime;
  valid_days: string;
  new_member_days: string;
  total: string;
  per_limit: string;
  scope: string;
  scope_items: Picked[];
}

export const FIELDS = ['name', 'kind', 'amount', 'discount', 'threshold', 'validity', 'start_at', 'end_at', 'valid_days', 'new_member_days', 'total', 'per_limit', 'scope', 'scope_ids'];

/** The values compared when a save meets a newer version: the form's own (the scope's picked records for its ids). */
export const CONFLICT_FIELDS = FIELDS.map((name) => ({ name: name === 'scope_ids' ? 'scope_items' : name }));

export function draftOf(row: Coupon | undefined): CouponDraft {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return {
    name: text(row?.name),
    kind: row?.kind ?? 'amount',
    amount: row && row.kind === 'amount' ? row.amount : '',
    discount: text(row?.discount),
    threshold: row?.threshold ?? '0.00',
    validity: row?.validity ?? 'range',
    start_at: splitDateTime(row?.start_at),
    end_at: splitDateTime(row?.end_at),
    valid_days: text(row?.valid_days),
    new_member_days: text(row?.new_member_days),
    total: text(row?.total),
    per_limit: text(row?.per_limit ?? 1),
    scope: row?.scope ?? 'all',
    scope_items: row ? row.scope_ids.map((id, i) => ({ id, name: row.scope_names[i] ?? String(id) })) : [],
  };
}

/** The body the contract expects: only the fields the kind and validity use; the others are null or left out. */
export function bodyOf(d: CouponDraft, newMember: boolean): Record<string, unknown> {
  const range = d.validity === 'range';
  const body: Record<string, unknown> = {
    name: d.name,
    kind: coerce('select', d.kind),
    amount: d.kind === 'amount' ? coerce('money', d.amount) : '0.00',
    discount: d.kind === 'discount' ? (coerce('decimal', d.discount) ?? null) : null,
    threshold: coerce('money', d.threshold),
    validity: coerce('select', d.validity),
    start_at: range ? (coerce('datetime', d.start_at) ?? null) : null,
    end_at: range ? (coerce('datetime', d.end_at) ?? null) : null,
    valid_days: range ? null : (coerce('int', d.valid_days) ?? null),
    total: coerce('int', d.total),
    per_limit: coerce('int', d.per_limit),
    scope: coerce('select', d.scope),
    scope_ids: d.scope === 'all' ? [] : d.scope_items.map((p) => p.id),
  };
  if (newMember) body.new_member_days = coerce('int', d.new_member_days);
  return body;
}

