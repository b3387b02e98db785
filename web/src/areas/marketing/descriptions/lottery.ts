/** Lottery: campaigns with their prizes, the draws (points and D score) with prize shipping, merchants' marketing. */
import { VIP_LEVEL } from '../../../../../contract/enums.ts';
import { lotteryGlobalSetting, MARKETING_SETTING_KEY, MARKETING_SETTING_TITLES } from '../../../../../contract/resources/marketing/settings.ts';
import { prizeSummary } from '../format.ts';
import type { ListDescription, SettingsDescription } from '../../../screens/descriptions/types.ts';
import { LotteryEditor } from '../LotteryEditor.tsx';
import { marketingCells } from '../cells.tsx';

export function lotteryList(): ListDescription {
  return {
    kind: 'list',
    resource: 'lotteryActivities',
    columns: ['name', 'currency', 'draw_cost', 'daily_limit', { key: 'prizes', cell: marketingCells.prizeSummary, exportValue: prizeSummary }, 'draws', 'winners', 'start_at', 'end_at', 'status'],
    rowActions: ['view', 'edit', 'publish', 'end', 'delete'],
    editor: LotteryEditor,
    detail: [{ title: { zh: '奖品与概率', en: 'Prizes and probabilities' }, cell: marketingCells.prizeTable }],
    rowLabel: 'name',
  };
}

const ship = [
  { name: 'courier', input: 'text' as const },
  { name: 'tracking_no', input: 'text' as const },
];

/** Draws paid with points: the prize and its delivery first. */
export function drawList(): ListDescription {
  return {
    kind: 'list',
    resource: 'lotteryDraws',
    columns: ['draw_no', 'lottery_name', 'member_name', 'member_mobile', 'cost', 'prize_name', 'prize_kind', 'won', 'delivery_state', 'courier', 'tracking_no', 'created_at'],
    rowActions: ['view', 'ship'],
    actionForms: { ship },
    rowLabel: 'draw_no',
  };
}

/** Draws paid with D score: the member and the score spent first; the address for shipping. */
export function dScoreDrawList(): ListDescription {
  return {
    kind: 'list',
    resource: 'dScoreDraws',
    columns: ['draw_no', 'member_name', 'member_mobile', { key: 'cost', title: { zh: '消耗D积分', en: 'D score spent' } }, 'lottery_name', 'prize_name', 'won', 'delivery_state', 'address', 'created_at'],
    rowActions: ['view', 'ship'],
    actionForms: { ship },
    rowLabel: 'draw_no',
  };
}

export function shopMarketingReview(): ListDescription {
  return {
    kind: 'audit',
    resource: 'shopMarketing',
    // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the kind (the title names it) and the rejection reason are
    // in the drawer and the column settings
    columns: ['merchant_name', 'title', 'budget', 'start_at', 'end_at', 'status', 'created_at', { key: 'kind', optional: true }, { key: 'reason', optional: true }],
    defaultTab: 'pending',
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    rowLabel: 'title',
  };
}

export function lotterySettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: MARKETING_SETTING_KEY.lottery,
    schema: lotteryGlobalSetting,
    titles: MARKETING_SETTING_TITLES,
    sections: [
      { title: { zh: '抽奖开关与次数', en: 'Draws' }, fields: [{ name: 'enabled', input: 'bool' }, { name: 'daily_limit_per_member', input: 'int' }, { name: 'min_vip_level', input: 'select', options: VIP_LEVEL }] },
      { title: { zh: '实物奖品', en: 'Physical prizes' }, fields: [{ name: 'claim_days', input: 'int' }, { name: 'ship_days', input: 'int' }] },
      { title: { zh: '规则说明', en: 'Rules' }, fields: [{ name: 'rules', input: 'textarea' }] },
    ],
  };
}
