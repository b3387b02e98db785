/** Jibe (the zone's goods, write-offs, how shells are earned, the rules) and moments sharing (updates, rewards). */
import { jibeEarningSetting, jibeRulesSetting, MARKETING_SETTING_KEY, MARKETING_SETTING_TITLES } from '../../../../../contract/resources/marketing/settings.ts';
import type { ListDescription, SettingsDescription } from '../../../screens/descriptions/types.ts';
import { JibeGoodsEditor } from '../GoodsCampaignEditor.tsx';

export function jibeZone(): ListDescription {
  return {
    kind: 'list',
    resource: 'jibeGoods',
    columns: ['goods_picture', 'goods_name', 'price', 'shells', 'cash', 'stock', 'exchanged', 'sort', { key: 'on_shelf', toggle: { on: 'on_shelf', off: 'off_shelf' } }, 'created_at'],
    rowActions: ['view', 'edit', 'on_shelf', 'off_shelf', 'delete'],
    bulk: ['on_shelf', 'off_shelf'],
    editor: JibeGoodsEditor,
    rowLabel: 'goods_name',
  };
}

export function jibeWriteOffs(): ListDescription {
  return {
    kind: 'list',
    resource: 'jibeWriteOffs',
    columns: ['code', 'member_name', 'member_mobile', 'goods_name', 'shells', 'store_name', 'status', 'created_at', 'expires_at', 'written_off_at'],
    rowActions: ['view', 'write_off'],
    actionForms: { write_off: [{ name: 'store_name', input: 'text' }] },
    rowLabel: 'code',
  };
}

export function jibeEarning(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: MARKETING_SETTING_KEY.jibeEarning,
    schema: jibeEarningSetting,
    titles: MARKETING_SETTING_TITLES,
    sections: [
      { title: { zh: '获取贝壳', en: 'Earning shells' }, fields: [{ name: 'shells_per_yuan', input: 'int' }, { name: 'sign_in_shells', input: 'int' }, { name: 'share_shells', input: 'int' }] },
      { title: { zh: '上限', en: 'Cap' }, fields: [{ name: 'daily_cap', input: 'int' }] },
    ],
  };
}

export function jibeRules(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: MARKETING_SETTING_KEY.jibeRules,
    schema: jibeRulesSetting,
    titles: MARKETING_SETTING_TITLES,
    sections: [
      { title: { zh: '集贝开关与有效期', en: 'Switch and expiry' }, fields: [{ name: 'enabled', input: 'bool' }, { name: 'expire_months', input: 'int' }, { name: 'write_off_days', input: 'int' }] },
      { title: { zh: '兑换时间', en: 'Exchange hours' }, fields: [{ name: 'exchange_start', input: 'text' }, { name: 'exchange_end', input: 'text' }] },
      { title: { zh: '规则说明', en: 'Rules' }, fields: [{ name: 'rules', input: 'textarea' }] },
    ],
  };
}

export function momentsPosts(): ListDescription {
  return {
    kind: 'list',
    resource: 'momentsPosts',
    columns: ['picture', 'title', 'content', 'reward_points', 'shares', 'status', 'created_at'],
    rowActions: ['view', 'edit', 'hide', 'publish', 'delete'],
    form: [
      { name: 'title', input: 'text' },
      { name: 'content', input: 'textarea' },
      { name: 'picture', input: 'picture' },
      { name: 'reward_points', input: 'int' },
    ],
    rowLabel: 'title',
  };
}

export function momentsRewards(): ListDescription {
  return {
    kind: 'audit',
    resource: 'momentsRewards',
    columns: ['screenshot', 'post_title', 'member_name', 'member_mobile', 'reward_points', 'status', 'reason', 'created_at'],
    defaultTab: 'pending',
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    rowLabel: 'member_name',
  };
}
