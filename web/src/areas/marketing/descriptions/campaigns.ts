/** Group-buy campaigns and flash sales (goods picked in their editors), and their settings screens. */
import { slotText } from '../format.ts';
import { moneyCell } from '../../../screens/lib/exportRows.ts';
import { settings } from '../../../../../contract/index.ts';
import { MARKETING_SETTING_TITLES } from '../../../../../contract/resources/marketing/settings.ts';
import { groupBuySettingBody, SETTING_KEY, seckillSettingBody } from '../../../../../contract/settings.ts';
import type { ColumnDesc, ListDescription, SettingsDescription } from '../../../screens/descriptions/types.ts';
import { FlashSaleEditor, GroupBuyEditor } from '../GoodsCampaignEditor.tsx';
import { marketingCells } from '../cells.tsx';
import { SESSIONS } from '../sessions.tsx';


export function groupBuyList(): ListDescription {
  const price: ColumnDesc = { key: 'group_price', cell: marketingCells.campaignPrice, args: { original: 'price' }, exportValue: (row) => moneyCell(row.group_price) };
  const slot: ColumnDesc = { key: 'slot', title: { zh: '每日开团时段', en: 'Daily slot' }, text: slotText };
  return {
    kind: 'list',
    resource: 'groupBuys',
    columns: ['goods_picture', 'goods_name', 'merchant_name', 'price', price, 'group_size', slot, 'stock', 'groups_open', 'groups_done', 'start_at', 'end_at', 'status'],
    rowActions: ['view', 'edit', 'stop', 'delete'],
    bulk: ['stop'],
    editor: GroupBuyEditor,
    rowLabel: 'goods_name',
  };
}

export function flashSaleList(): ListDescription {
  const price: ColumnDesc = { key: 'sale_price', cell: marketingCells.campaignPrice, args: { original: 'price' }, exportValue: (row) => moneyCell(row.sale_price) };
  return {
    kind: 'list',
    resource: 'flashSales',
    columns: ['goods_picture', 'goods_name', 'merchant_name', 'session', 'price', price, 'stock', 'sold', 'limit_per_member', 'start_at', 'end_at', 'status'],
    rowActions: ['view', 'edit', 'stop', 'delete'],
    bulk: ['stop'],
    editor: FlashSaleEditor,
    rowLabel: 'goods_name',
  };
}

/**
 * The group-buy and seckill settings: settings screens over their config keys, saved through their own PUT calls
 * with the key's version (README.md "Two people, one record").
 */
export function groupBuySettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: SETTING_KEY.groupBuy,
    schema: groupBuySettingBody,
    save: settings.groupBuySetting,
    titles: MARKETING_SETTING_TITLES,
    sections: [
      { title: { zh: '成团规则', en: 'Groups' }, fields: [{ name: 'enabled', input: 'bool' }, { name: 'valid_hours', input: 'int' }, { name: 'auto_fill', input: 'bool' }] },
      { title: { zh: '订单', en: 'Orders' }, fields: [{ name: 'unpaid_close_minutes', input: 'int' }] },
      { title: { zh: '规则说明', en: 'Rules' }, fields: [{ name: 'rules', input: 'textarea' }] },
    ],
  };
}

export function flashSaleSettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: SETTING_KEY.seckill,
    schema: seckillSettingBody,
    save: settings.seckillSetting,
    titles: MARKETING_SETTING_TITLES,
    sections: [
      { title: { zh: '场次', en: 'Sessions' }, fields: [{ name: 'enabled', input: 'bool' }, { name: 'sessions', input: 'custom', editor: SESSIONS }, { name: 'session_minutes', input: 'int' }] },
      { title: { zh: '限购与订单', en: 'Limits and orders' }, fields: [{ name: 'limit_per_member', input: 'int' }, { name: 'unpaid_close_minutes', input: 'int' }] },
      { title: { zh: '规则说明', en: 'Rules' }, fields: [{ name: 'rules', input: 'textarea' }] },
    ],
  };
}
