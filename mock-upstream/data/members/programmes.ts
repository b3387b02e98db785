/** Seeded members of each programme, with amounts that agree with each other (used + available = line...). */
import type { Member } from '../../../contract/resources/members.ts';
import { creditState, TOP_LEVEL } from '../../resources/members/programmes.ts';
import type { ProgrammeRow } from '../../resources/members/tables.ts';
import { money, type Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { formatTime } from '../../time.ts';
import { memberRefOf, sample } from './pick.ts';

type NewRow = Omit<ProgrammeRow, 'id'>;

const DAY = 86_400_000;
const UNIONS = ['市总工会', '商贸工会', '物流工会', '餐饮工会', '新业态工会'];
/** Points needed to reach each star level (index = the level reached). */
const THRESHOLDS = [0, 1000, 3000, 8000, 20000, 50000];

export function seedProgrammes(state: MockState, rnd: Random, pool: readonly Member[], endMs: number): void {
  const t = state.membersArea;
  /** A moment within the last `days` days, to the minute. */
  const joined = (days: number) => endMs - rnd.int(1, days * 1440) * 60_000;
  /** A moment between `from` and the end of the data: what happened after joining never lies in the future. */
  const since = (from: number) => from + rnd.int(0, Math.max(0, endMs - from));
  const base = (m: Member, at: number) => ({ ...memberRefOf(m), joined_at: formatTime(at) });

  for (const m of sample(rnd, pool, 120)) {
    const at = joined(400);
    const periods = rnd.pick([6, 12, 24]);
    const done = rnd.int(0, periods);
    const per = rnd.int(500, 20000);
    const repayState = done === periods ? 'finished' : rnd.chance(0.12) ? 'paused' : 'returning';
    t.repayMembers.insert({
      ...base(m, at), total_amount: money(per * periods), returned_amount: money(per * done), remaining_amount: money(per * (periods - done)),
      periods, periods_done: done, next_return_at: repayState === 'returning' ? formatTime(endMs + rnd.int(1, 30) * DAY) : null, repay_state: repayState,
    } satisfies NewRow);
  }

  const credit = (m: Member, extra: Record<string, unknown>, limitCents: number): NewRow => {
    const used = rnd.chance(0.3) ? 0 : rnd.int(0, limitCents);
    const overdue = used > 0 && rnd.chance(0.15) ? rnd.int(1, 60) : 0;
    const row: NewRow = {
      ...base(m, joined(500)), ...extra, credit_limit: money(limitCents), credit_used: money(used), credit_available: money(limitCents - used),
      repaid_amount: money(rnd.int(0, limitCents * 2)), bill_due_at: used > 0 ? formatTime(endMs + (overdue > 0 ? -overdue : rnd.int(1, 30)) * DAY) : null,
      overdue_days: overdue,
    };
    row.credit_state = rnd.chance(0.05) ? 'frozen' : creditState(row);
    return row;
  };
  for (const m of sample(rnd, pool, 150)) t.shegouVips.insert(credit(m, { instalments: rnd.pick([3, 6, 12]) }, rnd.pick([200000, 500000, 1000000, 2000000])));
  for (const m of sample(rnd, pool, 100)) {
    const pledged = rnd.int(10000, 2000000);
    const ratio = rnd.pick([50, 60, 80]);
    t.contributionShegouVips.insert(credit(m, { pledged_contribution: money(pledged), credit_ratio: ratio }, Math.floor((pledged * ratio) / 100)));
  }

  // the gratis queue: the earliest are granted or expired, the rest wait in order
  const gratis = sample(rnd, pool, 200);
  let ahead = 0;
  gratis.forEach((m, i) => {
    const at = endMs - (gratis.length - i) * DAY / 2;
    const amount = rnd.int(2000, 60000);
    const gratisState = i < 60 ? (rnd.chance(0.85) ? 'granted' : 'expired') : 'queuing';
    t.gratisMembers.insert({
      ...base(m, at), queue_no: i + 1, ahead: gratisState === 'queuing' ? ahead++ : 0, order_no: `${formatTime(at).replace(/\D/g, '').slice(2, 12)}${rnd.digits(6)}`,
      order_amount: money(amount), gratis_amount: money(amount), granted_at: gratisState === 'granted' ? formatTime(at + rnd.int(1, 20) * DAY) : null, gratis_state: gratisState,
    } satisfies NewRow);
  });

  const accountState = () => (rnd.chance(0.06) ? 'locked' : 'active');
  for (const m of sample(rnd, pool, 300)) {
    const earned = rnd.int(10000, 5000000);
    const converted = rnd.int(0, Math.floor(earned / 2));
    const frozen = rnd.chance(0.2) ? rnd.int(0, Math.floor((earned - converted) / 4)) : 0;
    t.contributionMembers.insert({
      ...base(m, joined(700)), contribution: money(earned - converted - frozen), frozen_contribution: money(frozen), total_earned: money(earned),
      total_converted: money(converted), daily_release: money(Math.floor((earned - converted) / 1000)), account_state: accountState(),
    } satisfies NewRow);
  }
  for (const m of sample(rnd, pool, 200)) {
    const recharged = rnd.pick([50000, 100000, 200000, 500000]) * rnd.int(1, 4);
    const spent = rnd.int(0, recharged);
    const at = joined(600);
    t.storedMembers.insert({
      ...base(m, at), card_no: `CZ${rnd.digits(12)}`, stored_balance: money(recharged - spent), gift_balance: money(Math.floor(recharged * 0.05)),
      total_recharged: money(recharged), total_spent: money(spent), last_recharge_at: formatTime(since(at)), account_state: accountState(),
    } satisfies NewRow);
  }
  for (const m of sample(rnd, pool, 250)) {
    const collected = rnd.int(100, 20000);
    const exchanged = rnd.int(0, collected);
    const at = joined(300);
    t.jibeMembers.insert({
      ...base(m, at), shells: collected - exchanged, total_collected: collected, total_exchanged: exchanged, exchange_value: money(exchanged * 10),
      last_collected_at: formatTime(since(at)), account_state: accountState(),
    } satisfies NewRow);
  }

  const advancement = (m: Member, extra: Record<string, unknown>): NewRow => {
    const level = rnd.weighted([[0, 30], [1, 30], [2, 20], [3, 12], [4, 6], [5, 2]] as const);
    const next = level === TOP_LEVEL ? THRESHOLDS[TOP_LEVEL] : THRESHOLDS[level + 1];
    const progress = level === TOP_LEVEL ? next : rnd.int(THRESHOLDS[level], next);
    const at = joined(500);
    return {
      ...base(m, at), advance_level: level, progress, next_threshold: next, ...extra,
      advanced_at: level > 0 ? formatTime(since(at)) : null,
      advance_state: level === TOP_LEVEL ? 'top' : progress >= next * 0.95 ? 'qualified' : 'advancing',
    } satisfies NewRow;
  };
  for (const m of sample(rnd, pool, 300)) {
    t.growVips.insert(advancement(m, { team_size: rnd.int(0, 800), direct_count: rnd.int(0, 60), team_sales: money(rnd.int(0, 50000000)) }));
  }
  for (const m of sample(rnd, pool, 150)) {
    t.unionVips.insert(advancement(m, { union_name: rnd.pick(UNIONS), dues_paid: money(rnd.pick([12000, 36000, 60000])), recruited: rnd.int(0, 120) }));
  }

  for (const row of [...t.growVips.all().slice(0, 25), ...t.unionVips.all().slice(0, 15)]) {
    if ((row.advance_level as number) === 0) continue;
    const track = t.growVips.get(row.id) === row ? 'grow' : 'union';
    t.advanceEntries.insert({
      member_id: row.member_id, member_name: row.member_name as string, mobile: row.mobile as string, avatar: row.avatar as string,
      vip_level: row.vip_level as Member['vip_level'], track, from_level: ((row.advance_level as number) - 1) as 0, to_level: row.advance_level as 0,
      remark: rnd.pick(['线下活动业绩补录', '团队考核达标', '工会推荐晋级', '历史数据迁移']), operator: rnd.pick(['超级管理员', '运营小李']),
      created_at: (row.advanced_at as string | null) ?? formatTime(endMs - rnd.int(1, 90) * DAY),
    });
  }
}
