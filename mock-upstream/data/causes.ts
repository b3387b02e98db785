/**
 * The seed's one place for causes coming before their effects (docs/demo-data.md): a step drawn past the data's end
 * is brought back before it, a record goes to a member registered by then, and goods and shops are dated before the
 * first orders that sold them. Nothing here draws from a PRNG, so the seeders' draws stay as they were.
 */
import type { LedgerEntry, Member } from '../../contract/resources/members.ts';
import { SETTING_KEY } from '../../contract/settings.ts';
import { cents, money } from '../random.ts';
import type { MockState } from '../state.ts';
import { formatTime, parseTime } from '../time.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * `wanted`, a step drawn some time after `from`, when it lies before `end`; otherwise folded back into the time between
 * (by the remainder of its delay), so a parcel sent an hour before the data ends is not received tomorrow.
 */
export function byNow(from: number, wanted: number, end: number): number {
  if (wanted < end) return wanted;
  const span = end - from;
  return span <= 1000 ? from : from + ((wanted - from) % (span - 1000));
}

/**
 * Picks among members who had registered by a moment: the drawn member when they had, else one of those who had,
 * chosen by the drawn one's position, so the choice stays spread and needs no further draw. Undefined when nobody had.
 */
export function registeredBy(members: readonly Member[]): (at: string, drawn: Member) => Member | undefined {
  const byRegistration = [...members].sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id));
  const position = new Map(members.map((m, i) => [m.id, i]));
  return (at, drawn) => {
    if (drawn.created_at <= at) return drawn;
    let lo = 0;
    let hi = byRegistration.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (byRegistration[mid].created_at <= at) lo = mid + 1;
      else hi = mid;
    }
    return lo === 0 ? undefined : byRegistration[(position.get(drawn.id) ?? 0) % lo];
  };
}

/**
 * Goods are listed before the first order that sold them, and a shop applies and is approved (1 to 5 days, see
 * stores/merchants.ts) before the first goods it listed: dates drawn independently are moved earlier to fit.
 */
export function listBeforeSold(state: MockState): void {
  const firstSold = new Map<number, string>();
  for (const o of state.orders.all()) {
    for (const item of o.items) {
      const seen = firstSold.get(item.goods_id);
      if (seen === undefined || o.created_at < seen) firstSold.set(item.goods_id, o.created_at);
    }
  }
  const firstListed = new Map<number, number>();
  for (const g of state.goods.all()) {
    const sold = firstSold.get(g.id);
    // listed a day or more before the first sale, by the goods' id so that listings do not share one moment
    const listed = sold !== undefined && g.created_at >= sold ? formatTime(parseTime(sold) - DAY - (g.id % 240) * HOUR) : g.created_at;
    // its last edit (updated_at) stays where it was, after the new listing time
    if (listed !== g.created_at) state.goods.update(g, { created_at: listed });
    const ms = parseTime(listed);
    firstListed.set(g.merchant_id, Math.min(firstListed.get(g.merchant_id) ?? ms, ms));
  }
  for (const m of state.merchants.all()) {
    const listed = firstListed.get(m.id);
    // applied a week before its first listing at the latest: approval takes up to 5 days
    if (listed !== undefined && parseTime(m.created_at) > listed - 7 * DAY) state.merchants.update(m, { created_at: formatTime(listed - 7 * DAY - (m.id % 48) * HOUR) });
  }
}

/** The growth each VIP level needs, from the growth settings (`grow_advance_setting`); level 0 needs none. */
function growthLadder(config: Record<string, unknown>): number[] {
  const { levels } = config.grow_advance_setting as { levels: Record<string, { growth: number }> };
  return [0, ...[1, 2, 3, 4].map((l) => levels[`vip${l}`].growth)];
}

/**
 * A growth value that earns `level` and no more, drawn as `u` of the way through the level's band. The band stops
 * 500 short of the next level, room for the seeded manual adjustments.
 */
export function growthFor(config: Record<string, unknown>, level: number, u: number): number {
  const needed = growthLadder(config);
  const low = needed[level];
  const high = level + 1 < needed.length ? needed[level + 1] - 500 : Math.round(low * 1.5);
  return low + Math.floor(u * Math.max(1, high - low));
}

/** The growth a member can still gain without earning a level they do not hold (the seed changes no level). */
export function growthRoom(config: Record<string, unknown>, m: { vip_level: number; growth: number }): number {
  const next = growthLadder(config)[m.vip_level + 1];
  return next === undefined ? Number.POSITIVE_INFINITY : Math.max(0, next - 1 - m.growth);
}

/**
 * When something prepared ahead (a campaign set up days before its start) was made: `wanted` when that is past, else
 * within the two days before the data's end, by `n`, since a campaign starting next week was set up by now.
 */
export function madeBy(wanted: number, end: number, n: number): number {
  return wanted <= end - HOUR ? wanted : end - (1 + (n % 48)) * HOUR;
}

/** How long a seeded request (an application, an audit, an after-sale, a review) may wait for its decision. */
const WAITS_AT_MOST = 13 * DAY;

/**
 * When a request still waiting for a decision was made: within the last two weeks, since a platform decides within
 * days. An older drawn time is folded into them (by the remainder of its age); a decided request keeps its time.
 */
export function waitingSince(ms: number, end: number, waiting: boolean): number {
  return waiting && end - ms > WAITS_AT_MOST ? end - ((end - ms) % WAITS_AT_MOST) : ms;
}

/**
 * When an order still waiting for payment was placed: within the minutes after which the platform closes it unpaid
 * (`order_auto_close_minutes`, or the group-buy and seckill settings' own), since an older one would be closed by now.
 * An older drawn time is folded into them (by the remainder of its age).
 */
export function unpaidSince(placed: number, end: number, closeMinutes: number): number {
  // a second short of the limit: record times drop their milliseconds
  return end - ((end - placed) % (closeMinutes * 60_000 - 1000));
}

/** The minutes after which an unpaid order of a type closes, by the settings (the group-buy and seckill ones have their own). */
export function unpaidCloseMinutes(config: Record<string, unknown>, type: string): number {
  if (type === 'group') return (config[SETTING_KEY.groupBuy] as { unpaid_close_minutes: number }).unpaid_close_minutes;
  if (type === 'seckill') return (config[SETTING_KEY.seckill] as { unpaid_close_minutes: number }).unpaid_close_minutes;
  return config.order_auto_close_minutes as number;
}

/** A goods' sales are what the seeded orders sold of it: the quantities of its lines in orders that were paid. */
export function salesFromOrders(state: MockState): void {
  const sold = new Map<number, number>();
  for (const o of state.orders.all()) {
    if (o.paid_at === null) continue;
    for (const item of o.items) sold.set(item.goods_id, (sold.get(item.goods_id) ?? 0) + item.quantity);
  }
  for (const g of state.goods.all()) if (g.sales !== (sold.get(g.id) ?? 0)) state.goods.update(g, { sales: sold.get(g.id) ?? 0 });
}

/** The fields that say when a member's record began: the first one a row has is its start. */
const STARTS = ['applied_at', 'joined_at', 'created_at'] as const;

/**
 * A member registered before anything of theirs began (an order, a check-in, an address, a promoter application ...):
 * the seeders draw those times apart, so a registration drawn later is moved to a few hours before the member's first
 * record, by the member's id.
 */
export function registerBeforeActivity(state: MockState): void {
  const first = new Map<number, string>();
  for (const [name, table] of Object.entries(state.tables())) {
    if (name === 'members') continue;
    for (const row of table.all() as unknown as Record<string, unknown>[]) {
      if (typeof row.member_id !== 'number') continue;
      const start = STARTS.map((f) => row[f]).find((v): v is string => typeof v === 'string' && /^\d{4}-/.test(v));
      if (start === undefined) continue;
      const seen = first.get(row.member_id);
      if (seen === undefined || start < seen) first.set(row.member_id, start);
    }
  }
  for (const m of state.members.all()) {
    const began = first.get(m.id);
    if (began !== undefined && began < m.created_at) state.members.update(m, { created_at: formatTime(parseTime(began) - (1 + (m.id % 72)) * HOUR) });
  }
}

/**
 * Each ledger entry's `balance_after` is what the member held of its asset after it, reading the entries in time order:
 * the seeders post entries of one member at times drawn apart, in another order than the times.
 */
export function runningBalances(state: MockState): void {
  const byHolding = new Map<string, LedgerEntry[]>();
  for (const e of state.ledger.all()) {
    const key = `${e.member_id} ${e.asset}`;
    const list = byHolding.get(key);
    if (list) list.push(e);
    else byHolding.set(key, [e]);
  }
  for (const list of byHolding.values()) {
    list.sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : a.id - b.id));
    let sum = 0;
    for (const e of list) {
      sum += cents(e.amount);
      if (cents(e.balance_after) !== sum) state.ledger.update(e, { balance_after: money(sum) });
    }
  }
}
