/**
 * Seeded demo data of the governance screens (after the core tables): the accounts' creation and last-login times,
 * two more staff accounts (one disabled), earlier SMS codes of the first members' phones (the lookup shows members'
 * codes only), the four home modules and the referral reward rules. Draws from its own PRNG so the other areas' data stays the same.
 */
import { SMS_CODE_RULES } from '../../../contract/shell.ts';
import { DEFAULT_SERVICE_SETTING, SERVICE_SETTING_KEY } from '../../../contract/resources/governance/serviceSetting.ts';
import { type Account, avatarPath, DEMO_PASSWORD } from '../../accounts.ts';
import { Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { formatTime } from '../../time.ts';

const DAY = 86_400_000;
const SMS_TTL_MS = SMS_CODE_RULES.ttl_seconds * 1000;
/** The members whose phones have earlier codes (docs/mock.md, "SMS codes"). */
const MEMBERS_WITH_CODES = [1, 2];

/** Staff accounts besides the demo ones: a customer-service agent and a disabled former intern. */
const STAFF: (Pick<Account, 'account' | 'name' | 'permission' | 'status'> & { mobile: string })[] = [
  { account: 'kefu', name: '客服小周', mobile: '13900000011', permission: ['order_index', 'order_searchOrder', 'afterSale_index', 'comment_index'], status: 'enabled' },
  { account: 'intern', name: '实习生小赵', mobile: '13900000012', permission: ['goods_list', 'news_index'], status: 'disabled' },
];

export function seedGovernance(state: MockState, seed: number, endMs: number): void {
  const rnd = new Random(seed + 80);
  // SMS codes are checked against the clock: never seed one after now, whatever the anchor date
  const latest = Math.min(endMs, Date.now());

  for (const account of state.accounts) {
    account.created_at = formatTime(endMs - rnd.int(300, 420) * DAY);
    account.last_login_at = formatTime(endMs - rnd.int(1, 72) * 3600_000);
  }
  for (const staff of STAFF) {
    state.accounts.push({
      ...staff,
      id: state.accounts.length + 1,
      password: DEMO_PASSWORD,
      area: 'admin',
      is_admin: 0,
      is_finance: 0,
      roles: ['admin2'],
      avatar: avatarPath(staff.account),
      introduction: '',
      store_id: 1,
      created_at: formatTime(endMs - rnd.int(30, 200) * DAY),
      last_login_at: staff.status === 'enabled' ? formatTime(endMs - rnd.int(2, 48) * 3600_000) : formatTime(endMs - rnd.int(20, 40) * DAY),
    });
  }

  for (const id of MEMBERS_WITH_CODES) {
    // the member exists in every scale; the loop draws as many numbers as ever, so the data after it stays the same
    const mobile = state.members.get(id)?.mobile ?? '';
    for (let i = 3; i >= 1; i--) {
      const created = latest - i * rnd.int(2, 6) * DAY - rnd.int(0, 3600_000);
      state.sms.push({ mobile, code: rnd.digits(6), type: i === 2 ? 'reset' : 'login', created_ms: created, expires_ms: created + SMS_TTL_MS, used: rnd.chance(0.7), wrong_tries: 0, delivered: true });
    }
  }

  const updated = () => formatTime(endMs - rnd.int(1, 60) * DAY);
  const modules = [
    { title: '新人专享', subtitle: '首单立减', link: '/pages/newcomer/index' },
    { title: '限时秒杀', subtitle: '每日三场', link: '/pages/seckill/index' },
    { title: '拼团优惠', subtitle: '好友一起买', link: '/pages/group/index' },
    { title: '积分商城', subtitle: '积分当钱花', link: '/pages/points/index' },
  ];
  modules.forEach((m, i) => {
    const slot = (i + 1) as 1 | 2 | 3 | 4;
    state.homeModules.insert({ ...m, slot, picture: `/api/v2/common/files/seed/plate/module-${slot}.png`, sort: slot * 10, enabled: slot !== 4, updated_at: updated() });
  });

  const rules = [
    { name: '直推注册奖励', trigger: 'register', generation: 1, min_vip_level: 0, rate_percent: 0, amount: '5.00', daily_cap: '50.00', enabled: true, remark: '好友注册并绑定手机号后发放' },
    { name: '直推首单奖励', trigger: 'first_order', generation: 1, min_vip_level: 0, rate_percent: 10, amount: '0.00', daily_cap: '0.00', enabled: true, remark: '按首单实付金额计算' },
    { name: '间推首单奖励', trigger: 'first_order', generation: 2, min_vip_level: 1, rate_percent: 3, amount: '0.00', daily_cap: '200.00', enabled: true, remark: '' },
    { name: 'VIP直推复购分成', trigger: 'every_order', generation: 1, min_vip_level: 2, rate_percent: 5, amount: '0.00', daily_cap: '500.00', enabled: true, remark: '订单完成后结算' },
    { name: '推荐升级VIP奖励', trigger: 'vip_upgrade', generation: 1, min_vip_level: 1, rate_percent: 0, amount: '99.00', daily_cap: '0.00', enabled: true, remark: '' },
    { name: '旧版间推注册奖励', trigger: 'register', generation: 2, min_vip_level: 0, rate_percent: 0, amount: '1.00', daily_cap: '10.00', enabled: false, remark: '已由直推注册奖励替代' },
  ] as const;
  for (const rule of rules) state.referralRewards.insert({ ...rule, updated_at: updated() });
}

/** Default config keys of the governance settings screens. */
export function governanceConfig(): Record<string, unknown> {
  return { [SERVICE_SETTING_KEY]: structuredClone(DEFAULT_SERVICE_SETTING) };
}
