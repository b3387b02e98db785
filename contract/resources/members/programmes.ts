/**
 * The member programmes (`/memberList/*` besides the list, detail and tree): each route lists the members of one
 * programme with that programme's own account. Programmes of one shape (credit purchase on money or on contribution;
 * growth or union advancement) are variants of one builder, each with its own path, permission label and fields.
 */
import { z } from 'zod';
import { defineEnum, type EnumDef } from '../../enums.ts';
import type { Text } from '../../i18n.ts';
import { type ActionDef, defineResource, type FilterDef, type ResourceDef } from '../../resource.ts';
import { dateTime, id, money, nonNegativeMoney } from '../common.ts';
import { MEMBER_REF_ENUMS, MEMBER_REF_FIELDS, MEMBER_REF_FILTERS, memberRef } from './common.ts';

interface ProgrammeSpec<S extends z.ZodRawShape> {
  name: string;
  title: Text;
  path: string;
  /** The route's permission label. */
  label: string;
  shape: S;
  fields: Record<string, Text>;
  /** The programme's state field: its enum gives the status tabs. */
  state: { field: string; def: EnumDef; title: Text };
  enums?: Record<string, EnumDef>;
  filters?: FilterDef[];
  sortable: string[];
  actions?: Record<string, ActionDef>;
  create?: z.ZodObject;
}

/** A programme's member list: the member's identity, the programme's own fields, its state as tabs. */
function programme<S extends z.ZodRawShape>(spec: ProgrammeSpec<S>) {
  const { field, def, title } = spec.state;
  return defineResource({
    name: spec.name,
    title: spec.title,
    path: spec.path,
    record: z.object({ id, ...memberRef, ...spec.shape, [field]: def.schema, joined_at: dateTime }),
    fields: { ...MEMBER_REF_FIELDS, ...spec.fields, [field]: title, joined_at: { zh: '加入时间', en: 'Joined' } },
    enums: { ...MEMBER_REF_ENUMS, ...spec.enums, [field]: def },
    filters: [
      ...MEMBER_REF_FILTERS,
      { kind: 'exact', field, schema: def.schema, title },
      ...(spec.filters ?? []),
      { kind: 'dateRange', field: 'joined_at', title: { zh: '加入时间', en: 'Joined' } },
    ],
    tabs: def.values.map((v) => ({ key: String(v), title: def.options[v], where: { [field]: String(v) } })),
    sortable: ['id', ...spec.sortable, 'joined_at'],
    defaultSort: '-joined_at',
    permission: { read: spec.label },
    actions: spec.actions,
    create: spec.create,
  });
}

// ---- cash-back (返还): an amount returned to the member in periods ----

export const REPAY_STATE = defineEnum({
  returning: { zh: '返还中', en: 'Returning', color: 'blue' },
  paused: { zh: '已暂停', en: 'Paused', color: 'orange' },
  finished: { zh: '已返完', en: 'Finished', color: 'green' },
});

export const repayMembers = programme({
  name: 'repayMembers',
  title: { zh: '返还会员', en: 'Cash-back members' },
  path: '/api/v2/seller/repay_members',
  label: 'memberList_repay',
  shape: {
    total_amount: money,
    returned_amount: money,
    remaining_amount: money,
    periods: z.number().int().min(1),
    periods_done: z.number().int().min(0),
    next_return_at: dateTime.nullable(),
  },
  fields: {
    total_amount: { zh: '应返总额', en: 'Total to return' },
    returned_amount: { zh: '已返金额', en: 'Returned' },
    remaining_amount: { zh: '待返金额', en: 'Remaining' },
    periods: { zh: '返还期数', en: 'Periods' },
    periods_done: { zh: '已返期数', en: 'Periods returned' },
    next_return_at: { zh: '下次返还', en: 'Next return' },
  },
  state: { field: 'repay_state', def: REPAY_STATE, title: { zh: '返还状态', en: 'Return state' } },
  filters: [{ kind: 'range', field: 'remaining_amount', title: { zh: '待返金额', en: 'Remaining' } }],
  sortable: ['total_amount', 'remaining_amount'],
  actions: {
    pause: { title: { zh: '暂停返还', en: 'Pause' }, when: { repay_state: ['returning'] }, set: { repay_state: 'paused' }, batch: true, confirm: true },
    resume: { title: { zh: '恢复返还', en: 'Resume' }, when: { repay_state: ['paused'] }, set: { repay_state: 'returning' }, batch: true },
  },
});

// ---- credit purchase (赊购): a credit line, its use and repayment ----

export const CREDIT_STATE = defineEnum({
  normal: { zh: '正常', en: 'In good standing', color: 'green' },
  due: { zh: '待还款', en: 'Repayment due', color: 'yellow' },
  overdue: { zh: '已逾期', en: 'Overdue', color: 'red' },
  frozen: { zh: '额度冻结', en: 'Credit frozen', color: 'grey' },
});

const creditShape = {
  credit_limit: money,
  credit_used: money,
  credit_available: money,
  repaid_amount: money,
  bill_due_at: dateTime.nullable(),
  overdue_days: z.number().int().min(0),
};
const CREDIT_FIELDS: Record<keyof typeof creditShape, Text> = {
  credit_limit: { zh: '授信额度', en: 'Credit line' },
  credit_used: { zh: '已用额度', en: 'Credit used' },
  credit_available: { zh: '可用额度', en: 'Credit available' },
  repaid_amount: { zh: '累计还款', en: 'Repaid' },
  bill_due_at: { zh: '账单到期', en: 'Bill due' },
  overdue_days: { zh: '逾期天数', en: 'Days overdue' },
};
const CREDIT_ACTIONS: Record<string, ActionDef> = {
  set_limit: {
    title: { zh: '调整额度', en: 'Change credit line' },
    when: { credit_state: ['normal', 'due', 'frozen'] },
    body: z.object({ credit_limit: nonNegativeMoney }),
    confirm: true,
  },
  freeze_credit: { title: { zh: '冻结额度', en: 'Freeze credit' }, when: { credit_state: ['normal', 'due', 'overdue'] }, set: { credit_state: 'frozen' }, batch: true, confirm: true },
  unfreeze_credit: { title: { zh: '解冻额度', en: 'Unfreeze credit' }, when: { credit_state: ['frozen'] }, batch: true },
};

/** A credit purchase programme; `extra` is what backs the line besides money (pledged contribution). */
function creditProgramme<S extends z.ZodRawShape>(spec: { name: string; title: Text; path: string; label: string; extra: S; extraFields: Record<string, Text> }) {
  return programme({
    ...spec,
    shape: { ...spec.extra, ...creditShape },
    fields: { ...spec.extraFields, ...CREDIT_FIELDS },
    state: { field: 'credit_state', def: CREDIT_STATE, title: { zh: '还款状态', en: 'Repayment state' } },
    filters: [{ kind: 'range', field: 'credit_used', title: { zh: '已用额度', en: 'Credit used' } }],
    sortable: ['credit_limit', 'credit_used', 'overdue_days'],
    actions: CREDIT_ACTIONS,
  });
}

export const shegouVips = creditProgramme({
  name: 'shegouVips',
  title: { zh: '赊购会员', en: 'Credit purchase VIPs' },
  path: '/api/v2/seller/shegou_vips',
  label: 'memberList_shegouvip',
  extra: { instalments: z.number().int().min(1) },
  extraFields: { instalments: { zh: '分期数', en: 'Instalments' } },
});

export const contributionShegouVips = creditProgramme({
  name: 'contributionShegouVips',
  title: { zh: '贡献值赊购会员', en: 'Contribution credit VIPs' },
  path: '/api/v2/seller/contribution_shegou_vips',
  label: 'memberList_ContributionShegouVip',
  extra: { pledged_contribution: money, credit_ratio: z.number().int().min(1).max(100) },
  extraFields: { pledged_contribution: { zh: '质押贡献值', en: 'Pledged contribution' }, credit_ratio: { zh: '授信比例(%)', en: 'Credit ratio (%)' } },
});

// ---- gratis (免单): members queuing for a free order ----

export const GRATIS_STATE = defineEnum({
  queuing: { zh: '排队中', en: 'Queuing', color: 'blue' },
  granted: { zh: '已免单', en: 'Granted', color: 'green' },
  expired: { zh: '已失效', en: 'Expired', color: 'grey' },
});

export const gratisMembers = programme({
  name: 'gratisMembers',
  title: { zh: '免单会员', en: 'Gratis members' },
  path: '/api/v2/seller/gratis_members',
  label: 'memberList_gratisList',
  shape: {
    queue_no: z.number().int().min(1),
    ahead: z.number().int().min(0),
    order_no: z.string(),
    order_amount: money,
    gratis_amount: money,
    granted_at: dateTime.nullable(),
  },
  fields: {
    queue_no: { zh: '排队号', en: 'Queue no.' },
    ahead: { zh: '前方人数', en: 'Ahead in queue' },
    order_no: { zh: '免单订单', en: 'Order' },
    order_amount: { zh: '订单金额', en: 'Order amount' },
    gratis_amount: { zh: '免单金额', en: 'Gratis amount' },
    granted_at: { zh: '免单时间', en: 'Granted' },
  },
  state: { field: 'gratis_state', def: GRATIS_STATE, title: { zh: '免单状态', en: 'Gratis state' } },
  filters: [{ kind: 'keyword', param: 'order_no', fields: ['order_no'], title: { zh: '订单号', en: 'Order no.' } }],
  sortable: ['queue_no', 'order_amount'],
  actions: {
    grant: { title: { zh: '确认免单', en: 'Grant' }, when: { gratis_state: ['queuing'] }, set: { gratis_state: 'granted' }, confirm: true },
  },
});

// ---- contribution (贡献值): members' contribution accounts ----

export const ACCOUNT_STATE = defineEnum({
  active: { zh: '正常', en: 'Active', color: 'green' },
  locked: { zh: '已锁定', en: 'Locked', color: 'red' },
});
const ACCOUNT_ACTIONS: Record<string, ActionDef> = {
  lock: { title: { zh: '锁定', en: 'Lock' }, when: { account_state: ['active'] }, set: { account_state: 'locked' }, batch: true, confirm: true },
  unlock: { title: { zh: '解锁', en: 'Unlock' }, when: { account_state: ['locked'] }, set: { account_state: 'active' }, batch: true },
};
const accountState = { field: 'account_state', def: ACCOUNT_STATE, title: { zh: '账户状态', en: 'Account state' } };

export const contributionMembers = programme({
  name: 'contributionMembers',
  title: { zh: '贡献值会员', en: 'Contribution members' },
  path: '/api/v2/seller/contribution_members',
  label: 'memberList_contributionList',
  shape: { contribution: money, frozen_contribution: money, total_earned: money, total_converted: money, daily_release: money },
  fields: {
    contribution: { zh: '贡献值余额', en: 'Contribution balance' },
    frozen_contribution: { zh: '冻结贡献值', en: 'Frozen contribution' },
    total_earned: { zh: '累计获得', en: 'Total earned' },
    total_converted: { zh: '累计兑换', en: 'Total converted' },
    daily_release: { zh: '每日释放', en: 'Daily release' },
  },
  state: accountState,
  filters: [{ kind: 'range', field: 'contribution', title: { zh: '贡献值余额', en: 'Contribution balance' } }],
  sortable: ['contribution', 'total_earned'],
  actions: ACCOUNT_ACTIONS,
});

// ---- stored value (储值): prepaid cards ----

export const storedMembers = programme({
  name: 'storedMembers',
  title: { zh: '储值会员', en: 'Stored-value members' },
  path: '/api/v2/seller/stored_members',
  label: 'memberList_storedMember',
  shape: { card_no: z.string(), stored_balance: money, gift_balance: money, total_recharged: money, total_spent: money, last_recharge_at: dateTime.nullable() },
  fields: {
    card_no: { zh: '储值卡号', en: 'Card no.' },
    stored_balance: { zh: '储值余额', en: 'Stored balance' },
    gift_balance: { zh: '赠送余额', en: 'Bonus balance' },
    total_recharged: { zh: '累计充值', en: 'Total recharged' },
    total_spent: { zh: '累计消费', en: 'Total spent' },
    last_recharge_at: { zh: '最近充值', en: 'Last recharge' },
  },
  state: accountState,
  filters: [{ kind: 'keyword', param: 'card_no', fields: ['card_no'], title: { zh: '储值卡号', en: 'Card no.' } }],
  sortable: ['stored_balance', 'total_recharged'],
  actions: ACCOUNT_ACTIONS,
});

// ---- Jibe (集贝): shells collected and exchanged ----

export const jibeMembers = programme({
  name: 'jibeMembers',
  title: { zh: '集贝会员', en: 'Jibe members' },
  path: '/api/v2/seller/jibe_members',
  label: 'memberList_jbUser',
  shape: { shells: z.number().int().min(0), total_collected: z.number().int().min(0), total_exchanged: z.number().int().min(0), exchange_value: money, last_collected_at: dateTime.nullable() },
  fields: {
    shells: { zh: '贝壳余额', en: 'Shells' },
    total_collected: { zh: '累计集贝', en: 'Shells collected' },
    total_exchanged: { zh: '累计兑换', en: 'Shells exchanged' },
    exchange_value: { zh: '已兑金额', en: 'Value exchanged' },
    last_collected_at: { zh: '最近集贝', en: 'Last collected' },
  },
  state: accountState,
  filters: [{ kind: 'range', field: 'shells', title: { zh: '贝壳余额', en: 'Shells' } }],
  sortable: ['shells', 'total_collected'],
  actions: ACCOUNT_ACTIONS,
});

// ---- advancement (晋级): growth and union tracks, star levels ----

export const ADVANCE_LEVEL = defineEnum({
  0: { zh: '未晋级', en: 'Not advanced', color: 'grey' },
  1: { zh: '一星', en: '1 star', color: 'blue' },
  2: { zh: '二星', en: '2 stars', color: 'teal' },
  3: { zh: '三星', en: '3 stars', color: 'green' },
  4: { zh: '四星', en: '4 stars', color: 'orange' },
  5: { zh: '五星', en: '5 stars', color: 'red' },
});
export const ADVANCE_STATE = defineEnum({
  advancing: { zh: '晋级中', en: 'Advancing', color: 'blue' },
  qualified: { zh: '待晋级', en: 'Qualified', color: 'yellow' },
  top: { zh: '已满级', en: 'Top level', color: 'green' },
});
export const ADVANCE_TRACK = defineEnum({
  grow: { zh: '成长晋级', en: 'Growth' },
  union: { zh: '工会晋级', en: 'Union' },
});

/** An advancement track: the level, the progress towards the next, and what the track counts. */
function advancementProgramme<S extends z.ZodRawShape>(spec: { name: string; title: Text; path: string; label: string; extra: S; extraFields: Record<string, Text>; sortable: string[] }) {
  return programme({
    name: spec.name,
    title: spec.title,
    path: spec.path,
    label: spec.label,
    shape: { advance_level: ADVANCE_LEVEL.schema, progress: z.number().int().min(0), next_threshold: z.number().int().min(0), ...spec.extra, advanced_at: dateTime.nullable() },
    fields: {
      advance_level: { zh: '晋级等级', en: 'Level' },
      progress: { zh: '当前进度', en: 'Progress' },
      next_threshold: { zh: '下一级门槛', en: 'Next level at' },
      ...spec.extraFields,
      advanced_at: { zh: '最近晋级', en: 'Last advanced' },
    },
    enums: { advance_level: ADVANCE_LEVEL },
    state: { field: 'advance_state', def: ADVANCE_STATE, title: { zh: '晋级状态', en: 'Advancement state' } },
    filters: [{ kind: 'exact', field: 'advance_level', schema: ADVANCE_LEVEL.schema, title: { zh: '晋级等级', en: 'Level' } }],
    sortable: ['advance_level', 'progress', ...spec.sortable],
  });
}

export const growVips = advancementProgramme({
  name: 'growVips',
  title: { zh: '成长晋级会员', en: 'Growth advancement VIPs' },
  path: '/api/v2/seller/advance_grow_vips',
  label: 'memberList_advanceGrowVip',
  extra: { team_size: z.number().int().min(0), direct_count: z.number().int().min(0), team_sales: money },
  extraFields: { team_size: { zh: '团队人数', en: 'Team size' }, direct_count: { zh: '直推人数', en: 'Direct referrals' }, team_sales: { zh: '团队业绩', en: 'Team sales' } },
  sortable: ['team_size', 'team_sales'],
});

export const unionVips = advancementProgramme({
  name: 'unionVips',
  title: { zh: '工会晋级会员', en: 'Union advancement VIPs' },
  path: '/api/v2/seller/advance_union_vips',
  label: 'memberList_advanceUnionVip',
  extra: { union_name: z.string(), dues_paid: money, recruited: z.number().int().min(0) },
  extraFields: { union_name: { zh: '所属工会', en: 'Union' }, dues_paid: { zh: '已缴会费', en: 'Dues paid' }, recruited: { zh: '发展会员', en: 'Members recruited' } },
  sortable: ['dues_paid', 'recruited'],
});

/** A manual advancement: an operator sets a member's level on a track; the track's member row follows. */
export const advanceEntries = defineResource({
  name: 'advanceEntries',
  title: { zh: '晋级录入', en: 'Advancement entries' },
  path: '/api/v2/seller/advance_entries',
  record: z.object({
    id,
    ...memberRef,
    track: ADVANCE_TRACK.schema,
    from_level: ADVANCE_LEVEL.schema,
    to_level: ADVANCE_LEVEL.schema,
    remark: z.string(),
    operator: z.string(),
    created_at: dateTime,
  }),
  fields: {
    ...MEMBER_REF_FIELDS,
    track: { zh: '晋级类型', en: 'Track' },
    from_level: { zh: '原等级', en: 'From' },
    to_level: { zh: '录入等级', en: 'To' },
    remark: { zh: '录入说明', en: 'Remark' },
    operator: { zh: '操作人', en: 'Operator' },
    created_at: { zh: '录入时间', en: 'Entered' },
  },
  enums: { ...MEMBER_REF_ENUMS, track: ADVANCE_TRACK, from_level: ADVANCE_LEVEL, to_level: ADVANCE_LEVEL },
  filters: [
    ...MEMBER_REF_FILTERS,
    { kind: 'exact', field: 'track', schema: ADVANCE_TRACK.schema, title: { zh: '晋级类型', en: 'Track' } },
    { kind: 'exact', field: 'to_level', schema: ADVANCE_LEVEL.schema, title: { zh: '录入等级', en: 'To' } },
    { kind: 'dateRange', field: 'created_at', title: { zh: '录入时间', en: 'Entered' } },
  ],
  tabs: ADVANCE_TRACK.values.map((v) => ({ key: v, title: ADVANCE_TRACK.options[v], where: { track: v } })),
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'memberList_advanceEntry' },
  create: z.object({
    member_id: id,
    track: ADVANCE_TRACK.schema,
    to_level: ADVANCE_LEVEL.schema,
    remark: z.string().trim().min(2).max(200),
  }),
});

export const PROGRAMME_RESOURCES = {
  repayMembers,
  shegouVips,
  contributionShegouVips,
  gratisMembers,
  contributionMembers,
  storedMembers,
  jibeMembers,
  growVips,
  unionVips,
} satisfies Record<string, ResourceDef>;
