/** Seeded promoters (with monthly performance), service officers with their applications, union packages and members. */
import type { Member } from '../../../contract/resources/members.ts';
import { TEMPORARY_DAYS } from '../../resources/members/promoters.ts';
import { money, type Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { formatTime } from '../../time.ts';
import { memberRefOf, sample } from './pick.ts';

const DAY = 86_400_000;
const APPLY_NOTES = ['有社区团购经验，熟悉周边小区', '宝妈群群主，群成员500+', '门店店长，可线下推广', '退休教师，时间充裕', '做过微商，有客户资源'];
const REJECT_REASONS = ['资料不完整，请补充身份证照片', '推广区域已满额', '近期有违规记录'];

export function seedPromoters(state: MockState, rnd: Random, pool: readonly Member[], endMs: number): void {
  const t = state.membersArea;
  const months = Array.from({ length: 6 }, (_, i) => {
    const d = new Date(endMs + 8 * 3600_000);
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - i);
    return d.toISOString().slice(0, 7);
  });
  for (const m of sample(rnd, pool, 140)) {
    const review = rnd.weighted([['pending', 18], ['approved', 72], ['rejected', 10]] as const);
    const applied = endMs - (review === 'pending' ? rnd.int(0, 7 * 24) * 3600_000 : rnd.int(8, 240) * DAY);
    const kind = rnd.weighted([['temporary', 45], ['official', 55]] as const);
    const reviewed = review === 'pending' ? null : applied + rnd.int(1, 72) * 3600_000;
    const approved = review === 'approved';
    const invited = approved ? rnd.int(0, 300) : 0;
    const sales = approved ? rnd.int(0, 30000000) : 0;
    const p = t.promoters.insert({
      ...memberRefOf(m), kind, invite_code: rnd.digits(6), region: `${m.province}${m.city === m.province ? '' : m.city}`, apply_note: rnd.pick(APPLY_NOTES),
      review_state: review, reason: review === 'rejected' ? rnd.pick(REJECT_REASONS) : '', status: approved && rnd.chance(0.08) ? 'disabled' : 'active',
      invited_count: invited, order_count: approved ? rnd.int(invited, invited * 4 + 1) : 0, sales_amount: money(sales), commission: money(Math.floor(sales * 0.05)),
      expires_at: approved && kind === 'temporary' && reviewed !== null ? formatTime(reviewed + TEMPORARY_DAYS * DAY) : null,
      applied_at: formatTime(applied), reviewed_at: reviewed === null ? null : formatTime(reviewed),
    });
    if (!approved || reviewed === null) continue;
    for (const month of months) {
      if (month < formatTime(reviewed).slice(0, 7)) continue;
      const orders = rnd.int(0, 80);
      const amount = orders * rnd.int(3000, 30000);
      t.promoterPerformance.insert({
        ...memberRefOf(m), promoter_id: p.id, kind, month, new_members: rnd.int(0, 40), order_count: orders, sales_amount: money(amount), commission: money(Math.floor(amount * 0.05)),
      });
    }
  }
}

export function seedServiceOfficers(state: MockState, rnd: Random, pool: readonly Member[], endMs: number): void {
  const t = state.membersArea;
  for (const m of sample(rnd, pool, 90)) {
    const review = rnd.weighted([['pending', 20], ['approved', 60], ['rejected', 20]] as const);
    // applications wait a few days at most
    const applied = endMs - (review === 'pending' ? rnd.int(0, 4 * 24) * 3600_000 : rnd.int(5, 365) * DAY);
    const reviewed = review === 'pending' ? null : applied + rnd.int(2, 96) * 3600_000;
    const reason = review === 'rejected' ? rnd.pick(['所在城市服务官名额已满', '会员等级未达到要求', '服务经验描述不足']) : '';
    const app = t.serviceApplications.insert({
      ...memberRefOf(m), province: m.province, city: m.city, experience: rnd.pick(['3年社区服务经验', '曾任门店店长', '物业管家5年', '电商客服主管', '无']),
      id_card: `${rnd.digits(6)}********${rnd.digits(3)}X`, review_state: review, reason, applied_at: formatTime(applied),
      reviewed_at: reviewed === null ? null : formatTime(reviewed),
    });
    if (reviewed === null) continue;
    const decided = formatTime(reviewed);
    t.serviceExamineRecords.insert({
      application_id: app.id, ...memberRefOf(m), province: m.province, city: m.city, decision: review === 'approved' ? 'approved' : 'rejected', reason,
      reviewer: rnd.pick(['超级管理员', '财务王芳']), decided_at: decided,
    });
    if (review !== 'approved') continue;
    const served = rnd.int(0, 600);
    t.serviceOfficers.insert({
      ...memberRefOf(m), province: m.province, city: m.city, grade: rnd.weighted([['junior', 60], ['senior', 30], ['chief', 10]] as const), served_members: served,
      order_count: rnd.int(served, served * 3 + 1), commission: money(rnd.int(0, 3000000)), status: rnd.chance(0.1) ? 'suspended' : 'active', appointed_at: decided,
    });
  }
}

const PACKAGES = [
  { name: '工会基础礼包', price: 19900, original: 29900, days: 365, benefits: '全年会员身份\n每月20元无门槛券\n生日礼品一份' },
  { name: '工会尊享礼包', price: 59900, original: 89900, days: 365, benefits: '全年会员身份\n每月50元无门槛券\n免费体检一次\n专属客服' },
  { name: '工会季度卡', price: 6900, original: 9900, days: 90, benefits: '季度会员身份\n每月10元无门槛券' },
  { name: '工会家庭礼包', price: 99900, original: 129900, days: 730, benefits: '两年会员身份\n家庭成员3人共享\n每季度粮油礼包' },
  { name: '新会员体验包', price: 990, original: 0, days: 30, benefits: '30天会员体验\n新人专享价' },
  { name: '工会年终福利包', price: 29900, original: 39900, days: 365, benefits: '年货礼盒一份\n全年会员身份' },
];

export function seedTradeUnion(state: MockState, rnd: Random, pool: readonly Member[], endMs: number): void {
  const t = state.membersArea;
  const packages = PACKAGES.map((p, i) =>
    t.tradeunionPackages.insert({
      name: p.name, picture: `/api/v2/common/files/seed/goods/${i + 1}.png`, price: money(p.price), original_price: money(p.original), benefits: p.benefits,
      validity_days: p.days, stock: rnd.int(0, 2000), sort: i, on_sale: i !== 5, sold: 0, created_at: formatTime(endMs - rnd.int(200, 500) * DAY),
    }),
  );
  for (const m of sample(rnd, pool, 320)) {
    const pack = rnd.pick(packages.slice(0, 5));
    const joined = endMs - rnd.int(1, 700) * DAY;
    const expires = joined + pack.validity_days * DAY;
    const cancelled = expires > endMs && rnd.chance(0.05);
    t.tradeunionMembers.insert({
      ...memberRefOf(m), package_id: pack.id, package_name: pack.name, paid_amount: pack.price, order_no: `GH${formatTime(joined).replace(/\D/g, '').slice(2, 12)}${rnd.digits(4)}`,
      status: cancelled ? 'cancelled' : expires > endMs ? 'active' : 'expired', cancel_reason: cancelled ? '个人原因申请退会' : '',
      joined_at: formatTime(joined), expires_at: formatTime(expires),
    });
    t.tradeunionPackages.update(pack, { sold: pack.sold + 1 });
  }
}
