/**
 * Seeded demo data of the money screens (after the core tables: members, merchants, goods, orders). Every asset move
 * goes through `postLedger`, so each member's balance, points, contribution and growth equal the sums of their
 * ledger entries; the core seed's points and contribution get an opening entry each.
 */
import type { LedgerAsset, LedgerEntry, Member } from '../../../contract/resources/members.ts';
import { DEFAULT_MONEY_SETTINGS } from '../../../contract/resources/money/settings.ts';
import { cents, money, Random } from '../../random.ts';
import { postLedger } from '../../resources/members.ts';
import { convert } from '../../resources/money/assets.ts';
import { rechargeBonusCents } from '../../resources/money/recharges.ts';
import { serialNo } from '../../resources/money/people.ts';
import type { MockState } from '../../state.ts';
import { formatTime, parseTime } from '../../time.ts';
import { growthFor, growthRoom, waitingSince } from '../causes.ts';
import { seedPartnerWithdrawals } from './partnerWithdrawals.ts';
import { seedWithdrawalFlow } from './withdrawalFlow.ts';

const DAY = 86_400_000;

/** A ledger entry recording an asset the core seed set directly: it moves nothing, it explains the holding. */
function opening(state: MockState, m: Member, asset: LedgerAsset, valueCents: number): void {
  const id = state.ledger.nextId;
  state.ledger.insert({
    flow_no: `LS${m.created_at.replace(/\D/g, '').slice(0, 10)}${String(id).padStart(7, '0')}`, member_id: m.id, member_name: m.name, member_mobile: m.mobile, asset,
    type: 'opening', direction: 'in', amount: money(valueCents), balance_after: money(valueCents), order_no: '', remark: '期初余额', created_at: m.created_at,
  } satisfies Omit<LedgerEntry, 'id'>);
}

export function seedMoney(state: MockState, seed: number, endMs: number): void {
  const rnd = new Random(seed + 5_000_003);
  const members = state.members.all();
  // the finance screens' records reach back 180 days at most: members registered before that can own any of them
  const settled = formatTime(endMs - 180 * DAY);
  const active = members.filter((m) => m.status === 'normal' && m.created_at <= settled);
  const at = (days: number) => formatTime(endMs - Math.floor(rnd.next() ** 1.5 * days * DAY));
  const someone = () => rnd.pick(active);

  for (const m of members) {
    if (m.points > 0) opening(state, m, 'points', m.points * 100);
    if (cents(m.contribution) > 0) opening(state, m, 'contribution', cents(m.contribution));
    // the growth value that earned the member's level (causes.ts)
    postLedger(state, m, { asset: 'growth', type: 'opening', amountCents: growthFor(state.config, m.vip_level, rnd.next()) * 100, remark: '期初成长值', at: m.created_at });
  }

  // Ledger kinds of the finance detail screens.
  const credit = (asset: LedgerAsset, type: LedgerEntry['type'], count: number, low: number, high: number, remark: string) => {
    for (let i = 0; i < count; i++) postLedger(state, someone(), { asset, type, amountCents: rnd.int(low, high) * (asset === 'points' ? 100 : 1), remark, at: at(60) });
  };
  credit('balance', 'community', 160, 100, 20000, '社区团购分润');
  credit('balance', 'full_return', 120, 500, 50000, '全返商品返还');
  credit('points', 'bonus_share', 120, 1, 200, '会员送股（积分）');
  credit('contribution', 'appreciation', 140, 100, 30000, '贡献值增值');
  for (let i = 0; i < 90; i++) {
    const m = someone();
    const spend = Math.min(cents(m.contribution), rnd.int(1000, 80000));
    if (spend > 0) postLedger(state, m, { asset: 'contribution', type: 'credit_purchase', amountCents: -spend, remark: '贡献值赊购商品', at: at(60) });
  }
  for (let i = 0; i < 30; i++) {
    const m = someone();
    const asset = rnd.pick(['balance', 'points', 'contribution', 'growth'] as const);
    const whole = asset === 'points' || asset === 'growth';
    // a growth adjustment stops short of the next level: the level stays what the growth earns
    const amount = whole ? Math.min(rnd.int(1, 500), asset === 'growth' ? growthRoom(state.config, m) : 500) * 100 : rnd.int(100, 20000);
    const remark = rnd.pick(['活动补偿', '客诉补偿', '系统差错更正']);
    const time = at(30);
    if (amount > 0) postLedger(state, m, { asset, type: 'adjust', amountCents: amount, remark, at: time });
  }

  seedPartnerWithdrawals(state, rnd, at, active, endMs);
  seedRecharges(state, rnd, at, someone, endMs);
  for (let i = 0; i < 60; i++) {
    const m = someone();
    const from = rnd.chance(0.7) ? 'contribution' : 'points';
    const have = from === 'contribution' ? cents(m.contribution) : m.points * 100;
    const amount = from === 'contribution' ? Math.min(have, rnd.int(1000, 50000)) : Math.min(Math.floor(have / 100), rnd.int(10, 50) * 100) * 100;
    if (amount >= 1000) state.money.conversions.insert(convert(state, { mobile: m.mobile, from_asset: from, amount: money(amount), remark: '会员申请转换' }, at(60)));
  }
  seedTransfers(state, rnd, at, someone);
  seedContribution(state, rnd, at, someone, endMs);
  seedElectricity(state, rnd, at, someone);
  seedWithdrawalFlow(state, seed, endMs);
  seedWithdrawUsage(state);
  // a batch is numbered by the day it was imported
  const credited = at(90);
  state.money.creditImports.insert({
    import_no: serialNo('DR', credited, 1), file_name: '春节活动补贴.xlsx', total: 3, succeeded: 3, failed: 0, credited_balance: '0.00', credited_points: 0,
    failures: [], operator: '财务王芳', created_at: credited,
  });
  const hedged = at(90);
  state.money.hedgingImports.insert({
    import_no: serialNo('DC', hedged, 1), file_name: '赊购对冲名单.csv', total: 2, succeeded: 1, failed: 1, credited_balance: '0.00', credited_points: 0,
    failures: [{ row: 3, mobile: '13000000000', error: '手机号 13000000000 不是会员' }], operator: '财务王芳', created_at: hedged,
  });
}

/** A seeded time within the last `days` days, the recent ones more often. */
type At = (days: number) => string;

function seedRecharges(state: MockState, rnd: Random, at: At, someone: () => Member, endMs: number): void {
  const types = state.money.rechargeTypes;
  for (const [name, bonus, min, max, enabled] of [
    ['线下转账', 0, 100, 10000000, true], ['活动充值', 10, 10000, 1000000, true], ['企业团购', 5, 100000, 50000000, true], ['客诉补偿', 0, 100, 100000, true], ['旧版储值迁移', 0, 100, 10000000, false],
  ] as const) {
    types.insert({ name, bonus_percent: bonus, min_amount: money(min), max_amount: money(max), enabled, sort: types.nextId * 10, created_at: at(300) });
  }
  const enabled = types.all().filter((t) => t.enabled);
  for (let i = 0; i < 70; i++) {
    const m = someone();
    const type = rnd.pick(enabled);
    const amount = Math.max(cents(type.min_amount), rnd.pick([10000, 20000, 50000, 100000, 200000]));
    const bonus = rechargeBonusCents(amount, type.bonus_percent);
    const stage = rnd.weighted([['make_review', 25], ['boss_review', 20], ['posted', 45], ['rejected', 10]] as const);
    // a recharge waiting for review was made lately (causes.ts)
    const time = formatTime(waitingSince(parseTime(at(60)), endMs, stage === 'make_review' || stage === 'boss_review'));
    const no = serialNo('CZ', time, state.money.recharges.nextId);
    let flow = '';
    if (stage === 'posted') {
      flow = postLedger(state, m, { type: 'recharge', amountCents: amount, remark: `平台充值 ${no} ${type.name}`, at: time }).flow_no;
      if (bonus > 0) postLedger(state, m, { type: 'reward', amountCents: bonus, remark: `充值赠送 ${no}`, at: time });
    }
    state.money.recharges.insert({
      recharge_no: no, member_id: m.id, member_name: m.name, member_mobile: m.mobile, type_id: type.id, type_name: type.name, amount: money(amount), bonus: money(bonus),
      total: money(amount + bonus), remark: rnd.pick(['对公转账到账', '门店代收', '活动补贴']), stage, reason: stage === 'rejected' ? '转账凭证与金额不符' : '',
      maker: '财务王芳', created_at: time, reviewed_at: stage === 'make_review' ? null : time, posted_at: stage === 'posted' ? time : null, flow_no: flow,
    });
  }
}

function seedTransfers(state: MockState, rnd: Random, at: At, someone: () => Member): void {
  for (let i = 0; i < 80; i++) {
    const from = someone();
    const to = someone();
    if (from.id === to.id) continue;
    const asset = rnd.chance(0.6) ? 'balance' : 'points';
    const have = asset === 'balance' ? cents(from.balance) : from.points * 100;
    const amount = asset === 'balance' ? Math.min(have, rnd.int(1000, 50000)) : Math.min(Math.floor(have / 100), rnd.int(10, 500)) * 100;
    const fee = asset === 'balance' ? Math.floor(amount / 100) : 0;
    if (amount < 100 || amount + fee > have) continue;
    const time = at(60);
    const no = serialNo('ZZ', time, state.money.transfers.nextId);
    postLedger(state, from, { asset, type: 'transfer', amountCents: -amount, remark: `转账给 ${to.name} ${no}`, at: time });
    if (fee > 0) postLedger(state, from, { asset, type: 'fee', amountCents: -fee, remark: `转账手续费 ${no}`, at: time });
    postLedger(state, to, { asset, type: 'transfer', amountCents: amount, remark: `来自 ${from.name} ${no}`, at: time });
    state.money.transfers.insert({
      transfer_no: no, from_member_id: from.id, from_name: from.name, from_mobile: from.mobile, to_member_id: to.id, to_name: to.name, to_mobile: to.mobile,
      asset, amount: money(amount), fee: money(fee), created_at: time,
    });
  }
}

function seedContribution(state: MockState, rnd: Random, at: At, someone: () => Member, endMs: number): void {
  const rate = 10;
  for (let i = 0; i < 200; i++) {
    const m = someone();
    const base = cents(m.contribution);
    const amount = Math.floor((base * rate) / 10_000);
    if (amount < 10) continue;
    const time = at(30);
    const status = rnd.weighted([['pending', 40], ['paid', 55], ['cancelled', 5]] as const);
    const no = serialNo('FH', time, state.money.repayRecords.nextId);
    if (status === 'paid') {
      postLedger(state, m, { asset: 'contribution', type: 'payout', amountCents: -amount, remark: `贡献值返还 ${no}`, at: time });
      postLedger(state, m, { asset: 'balance', type: 'payout', amountCents: amount, remark: `贡献值返还 ${no}`, at: time });
    }
    state.money.repayRecords.insert({
      repay_no: no, member_id: m.id, member_name: m.name, member_mobile: m.mobile, day: time.slice(0, 10), base: money(base), rate_bp: rate, amount: money(amount),
      status, reason: status === 'cancelled' ? '会员已冻结' : '', paid_at: status === 'paid' ? time : null, created_at: time,
    });
  }
  for (let i = 0; i < 60; i++) {
    const m = someone();
    const points = Math.min(m.points, rnd.int(1, 50) * 100);
    if (points < 100) continue;
    const drawnAt = at(30);
    const status = rnd.weighted([['pending', 45], ['approved', 45], ['rejected', 10]] as const);
    const time = formatTime(waitingSince(parseTime(drawnAt), endMs, status === 'pending'));
    const no = serialNo('FL', time, state.money.rebateExchanges.nextId);
    const amount = (points * 100) / 100;
    if (status === 'approved') {
      postLedger(state, m, { asset: 'points', type: 'conversion', amountCents: -points * 100, remark: `返利兑换 ${no}`, at: time });
      postLedger(state, m, { asset: 'balance', type: 'conversion', amountCents: amount, remark: `返利兑换 ${no}`, at: time });
    }
    state.money.rebateExchanges.insert({
      exchange_no: no, member_id: m.id, member_name: m.name, member_mobile: m.mobile, points, amount: money(amount), status,
      reason: status === 'rejected' ? '返利积分来源异常' : '', created_at: time, reviewed_at: status === 'pending' ? null : time,
    });
  }
  for (let i = 0; i < 40; i++) {
    const m = someone();
    const time = at(30);
    const status = rnd.weighted([['pending', 50], ['done', 40], ['cancelled', 10]] as const);
    const amount = Math.min(cents(m.balance), rnd.int(1000, 30000));
    if (amount < 100) continue;
    const no = serialNo('DC', time, state.money.hedgings.nextId);
    if (status === 'done') {
      postLedger(state, m, { asset: 'balance', type: 'hedging', amountCents: -amount, remark: `对冲 ${no}`, at: time });
      postLedger(state, m, { asset: 'contribution', type: 'hedging', amountCents: amount, remark: `对冲 ${no}`, at: time });
    }
    state.money.hedgings.insert({
      hedging_no: no, member_id: m.id, member_name: m.name, member_mobile: m.mobile, amount: money(amount), remark: '赊购欠款对冲', status,
      reason: status === 'cancelled' ? '会员已自行还款' : '', import_id: null, created_at: time, done_at: status === 'done' ? time : null,
    });
  }
  // Performance: the three months up to the data's end, the top 60 members of each.
  for (let back = 0; back < 3; back++) {
    const month = formatTime(endMs - back * 30 * DAY).slice(0, 7);
    const rows = Array.from({ length: 60 }, () => {
      const m = someone();
      const personal = rnd.int(1000, 500000);
      return { m, personal, team: personal + rnd.int(0, 5000000), referrals: rnd.int(0, 30) };
    }).sort((a, b) => b.team - a.team);
    rows.forEach((r, i) => {
      state.money.performance.insert({
        member_id: r.m.id, member_name: r.m.name, member_mobile: r.m.mobile, vip_level: r.m.vip_level, month, personal: money(r.personal), team: money(r.team),
        new_referrals: r.referrals, rank: i + 1,
      });
    });
  }
}

/** Each member's withdrawals per day against the daily limit of the asset settings. */
function seedWithdrawUsage(state: MockState): void {
  const limit = cents(DEFAULT_MONEY_SETTINGS.money_property_setting.withdraw_daily_limit);
  const days = new Map<string, { member: number; name: string; mobile: string; day: string; count: number; used: number }>();
  for (const w of state.withdrawals.all()) {
    if (w.status === 'rejected') continue;
    const day = w.created_at.slice(0, 10);
    const key = `${w.member_id} ${day}`;
    const d = days.get(key) ?? { member: w.member_id, name: w.member_name, mobile: w.member_mobile, day, count: 0, used: 0 };
    d.count++;
    d.used += cents(w.amount);
    days.set(key, d);
  }
  for (const d of days.values()) {
    state.money.withdrawUsage.insert({
      member_id: d.member, member_name: d.name, member_mobile: d.mobile, day: d.day, count: d.count, used: money(d.used), limit: money(limit),
      remaining: money(Math.max(0, limit - d.used)),
    });
  }
}

function seedElectricity(state: MockState, rnd: Random, at: At, someone: () => Member): void {
  for (let i = 0; i < 240; i++) {
    const m = someone();
    const time = at(180);
    const kwh = rnd.int(40, 900);
    const status = rnd.weighted([['paid', 75], ['unpaid', 20], ['refunded', 5]] as const);
    state.money.electricity.insert({
      bill_no: serialNo('DF', time, state.money.electricity.nextId), member_id: m.id, member_name: m.name, account_no: `${rnd.digits(10)}`, household: m.name,
      province: m.province, period: time.slice(0, 7), kwh, amount: money(Math.round(kwh * 56.3)), status, paid_at: status === 'unpaid' ? null : time, created_at: time,
    });
  }
}

/** Default config keys of the money settings screens. */
export function moneyConfig(): Record<string, unknown> {
  return structuredClone(DEFAULT_MONEY_SETTINGS);
}
