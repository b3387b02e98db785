import { z } from 'zod';
import { defineEnum, VIP_LEVEL } from '../enums.ts';
import type { Text } from '../i18n.ts';
import { formatMoney, fromCents, toCents } from '../money.ts';
import { defineResource } from '../resource.ts';
import { dateTime, id, money, picture } from './common.ts';

export const MEMBER_STATUS = defineEnum({
  normal: { zh: '正常', en: 'Active', color: 'green' },
  frozen: { zh: '已冻结', en: 'Frozen', color: 'red' },
});
export const LEDGER_TYPE = defineEnum({
  recharge: { zh: '充值', en: 'Top-up', color: 'green' },
  consume: { zh: '消费', en: 'Purchase', color: 'orange' },
  refund: { zh: '退款', en: 'Refund', color: 'blue' },
  reward: { zh: '奖励', en: 'Reward', color: 'teal' },
  withdraw: { zh: '提现', en: 'Withdrawal', color: 'purple' },
  adjust: { zh: '人工调整', en: 'Manual adjustment', color: 'grey' },
  opening: { zh: '期初余额', en: 'Opening balance', color: 'grey' },
  payout: { zh: '返还打款', en: 'Cash-back payout', color: 'teal' },
  community: { zh: '社区奖励', en: 'Community reward', color: 'olive' },
  bonus_share: { zh: '送股', en: 'Bonus shares', color: 'violet' },
  fee: { zh: '手续费', en: 'Service fee', color: 'brown' },
  full_return: { zh: '全返', en: 'Full return', color: 'pink' },
  credit_purchase: { zh: '赊购', en: 'Credit purchase', color: 'orange' },
  appreciation: { zh: '增值', en: 'Appreciation', color: 'green' },
  conversion: { zh: '资产转换', en: 'Asset conversion', color: 'blue' },
  transfer: { zh: '资产转账', en: 'Asset transfer', color: 'purple' },
  hedging: { zh: '对冲', en: 'Hedging', color: 'black' },
});
/**
 * The four assets a member holds, each a field of the member that equals the sum of its ledger entries. Balance and
 * contribution are money; points and growth value are whole units (their ledger amounts are still written "120.00").
 */
export const LEDGER_ASSET = defineEnum({
  balance: { zh: '余额', en: 'Balance', color: 'blue' },
  points: { zh: '积分', en: 'Points', color: 'orange' },
  contribution: { zh: '贡献值', en: 'Contribution', color: 'teal' },
  growth: { zh: '成长值', en: 'Growth value', color: 'olive' },
});
export type LedgerAsset = (typeof LEDGER_ASSET.values)[number];
/** The member field holding each asset's balance. */
export const ASSET_FIELD = { balance: 'balance', points: 'points', contribution: 'contribution', growth: 'growth' } as const;
/** Assets counted in whole units: an amount with cents is refused. */
export const WHOLE_UNIT_ASSETS: readonly LedgerAsset[] = ['points', 'growth'];
export const LEDGER_DIRECTION = defineEnum({
  in: { zh: '收入', en: 'Credit', color: 'green' },
  out: { zh: '支出', en: 'Debit', color: 'red' },
});

/** A manual adjustment: the asset, a signed amount (points and growth in whole units) and a required remark. */
export const adjustBody = z.object({
  asset: LEDGER_ASSET.schema.default('balance'),
  amount: money.refine((v) => Number(v) !== 0, { message: '≠ 0', params: { rule: 'nonZero' } }),
  remark: z.string().trim().min(2).max(200),
});

/** What a member holds of an asset, as the screens show it: money as ¥1,169.00, points and growth as whole units. */
export function holdingText(asset: LedgerAsset, value: string | number): string {
  if (!WHOLE_UNIT_ASSETS.includes(asset)) return formatMoney(value);
  const cents = toCents(value);
  return cents === null ? '' : fromCents(cents).replace(/\.00$/, '');
}

/**
 * A manual debit takes at most what the member holds (docs/confirmations.md): the words refusing `debitCents` (a
 * positive amount taken, in cents; points count 100 a unit) from the member's `asset`, or undefined when it is covered.
 * The console refuses it on the amount field before sending and the mock refuses it again, both through this.
 */
export function debitRefusal(member: Pick<Member, (typeof ASSET_FIELD)[LedgerAsset]>, asset: LedgerAsset, debitCents: bigint): Text | undefined {
  const value = member[ASSET_FIELD[asset]];
  if (debitCents <= (toCents(value) ?? 0n)) return undefined;
  const name = LEDGER_ASSET.options[asset];
  const holding = holdingText(asset, value);
  return { zh: `不能超过当前${name.zh} ${holding}`, en: `cannot exceed the ${name.en.toLowerCase()} held (${holding})` };
}

/** `balance`, `points`, `contribution` and `growth` always equal the sums of the member's ledger entries per asset. */
export const memberRecord = z.object({
  id,
  nickname: z.string(),
  name: z.string(),
  mobile: z.string(),
  avatar: picture,
  vip_level: VIP_LEVEL.schema,
  referrer_id: id.nullable(),
  referrer_name: z.string(),
  balance: money,
  points: z.number().int(),
  contribution: money,
  /** Growth value (whole units), moved only through the ledger like the other assets. */
  growth: z.number().int(),
  status: MEMBER_STATUS.schema,
  province: z.string(),
  city: z.string(),
  created_at: dateTime,
});
export type Member = z.infer<typeof memberRecord>;

export const members = defineResource({
  name: 'members',
  title: { zh: '会员', en: 'Members' },
  path: '/api/v2/seller/members',
  record: memberRecord,
  fields: {
    id: { zh: '会员ID', en: 'ID' },
    avatar: { zh: '头像', en: 'Avatar' },
    nickname: { zh: '昵称', en: 'Nickname' },
    name: { zh: '姓名', en: 'Name' },
    mobile: { zh: '手机号', en: 'Phone' },
    vip_level: { zh: '会员等级', en: 'VIP level' },
    referrer_name: { zh: '推荐人', en: 'Referrer' },
    balance: { zh: '余额', en: 'Balance' },
    points: { zh: '积分', en: 'Points' },
    contribution: { zh: '贡献值', en: 'Contribution' },
    growth: { zh: '成长值', en: 'Growth value' },
    status: { zh: '状态', en: 'Status' },
    province: { zh: '省份', en: 'Province' },
    city: { zh: '城市', en: 'City' },
    created_at: { zh: '注册时间', en: 'Registered' },
  },
  enums: { vip_level: VIP_LEVEL, status: MEMBER_STATUS },
  filters: [
    { kind: 'keyword', param: 'keyword', fields: ['name', 'nickname', 'mobile'], title: { zh: '姓名/昵称/手机', en: 'Name, nickname or phone' } },
    { kind: 'exact', field: 'vip_level', schema: VIP_LEVEL.schema, title: { zh: '会员等级', en: 'VIP level' } },
    { kind: 'exact', field: 'status', schema: MEMBER_STATUS.schema, title: { zh: '状态', en: 'Status' } },
    { kind: 'exact', field: 'referrer_id', schema: id, title: { zh: '推荐人', en: 'Referrer' } },
    { kind: 'range', field: 'balance', title: { zh: '余额', en: 'Balance' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '注册时间', en: 'Registered' } },
  ],
  tabs: MEMBER_STATUS.values.map((s) => ({ key: s, title: MEMBER_STATUS.options[s], where: { status: s } })),
  sortable: ['id', 'balance', 'points', 'vip_level', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'memberList_list' },
  actions: {
    freeze: { title: { zh: '冻结', en: 'Freeze' }, when: { status: ['normal'] }, set: { status: 'frozen' }, batch: true, confirm: true },
    unfreeze: { title: { zh: '解冻', en: 'Unfreeze' }, when: { status: ['frozen'] }, set: { status: 'normal' }, batch: true },
    level: { title: { zh: '修改等级', en: 'Change level' }, body: z.object({ vip_level: VIP_LEVEL.schema }), batch: true },
    // Money-moving: one ledger entry on the chosen asset (signed amount); a frozen member's assets do not move.
    adjust: {
      title: { zh: '人工调账', en: 'Adjust' },
      permission: 'finance_manualHandling',
      when: { status: ['normal'] },
      body: adjustBody,
      confirm: true,
    },
  },
});

export const ledgerRecord = z.object({
  id,
  flow_no: z.string(),
  member_id: id,
  member_name: z.string(),
  /** The member's phone, so the finance screens find a member's entries by it. */
  member_mobile: z.string(),
  asset: LEDGER_ASSET.schema,
  type: LEDGER_TYPE.schema,
  /** `in` when the amount is positive. */
  direction: LEDGER_DIRECTION.schema,
  /** Signed: positive credits the asset, negative debits it. */
  amount: money,
  balance_after: money,
  order_no: z.string(),
  remark: z.string(),
  created_at: dateTime,
});
export type LedgerEntry = z.infer<typeof ledgerRecord>;

/**
 * Asset flows of members (read only: entries are written by the actions that move money). Filter by `member_id` and
 * `asset` for one member's balance, points, contribution or growth flows.
 */
export const ledger = defineResource({
  name: 'ledger',
  title: { zh: '资产明细', en: 'Asset ledger' },
  path: '/api/v2/seller/members_ledger',
  record: ledgerRecord,
  fields: {
    flow_no: { zh: '流水号', en: 'Flow no.' },
    member_id: { zh: '会员ID', en: 'Member ID' },
    member_name: { zh: '会员', en: 'Member' },
    member_mobile: { zh: '手机号', en: 'Phone' },
    asset: { zh: '资产', en: 'Asset' },
    type: { zh: '类型', en: 'Type' },
    direction: { zh: '方向', en: 'Direction' },
    amount: { zh: '金额', en: 'Amount' },
    balance_after: { zh: '变动后余额', en: 'Balance after' },
    order_no: { zh: '关联订单', en: 'Order' },
    remark: { zh: '备注', en: 'Remark' },
    created_at: { zh: '时间', en: 'Time' },
  },
  enums: { asset: LEDGER_ASSET, type: LEDGER_TYPE, direction: LEDGER_DIRECTION },
  filters: [
    { kind: 'exact', field: 'member_id', schema: id, title: { zh: '会员', en: 'Member' } },
    { kind: 'exact', field: 'asset', schema: LEDGER_ASSET.schema, title: { zh: '资产', en: 'Asset' } },
    { kind: 'exact', field: 'type', schema: LEDGER_TYPE.schema, title: { zh: '类型', en: 'Type' } },
    { kind: 'exact', field: 'direction', schema: LEDGER_DIRECTION.schema, title: { zh: '方向', en: 'Direction' } },
    { kind: 'keyword', param: 'keyword', fields: ['flow_no', 'member_name', 'order_no'], title: { zh: '流水号/会员/订单', en: 'Flow no., member or order' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '时间', en: 'Time' } },
  ],
  sortable: ['id', 'amount', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'memberList_list' },
});
