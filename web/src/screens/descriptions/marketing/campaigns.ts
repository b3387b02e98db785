/** Group-buy campaigns and flash sales (goods picked in their editors), and their settings screens. */
import { createElement } from 'react';
import { CampaignPrice } from '../../marketing/cells.tsx';
import { slotText } from '../../marketing/format.ts';
import { FlashSaleEditor, GroupBuyEditor } from '../../marketing/GoodsCampaignEditor.tsx';
import { moneyCell } from '../../lib/exportRows.ts';
import type { ColumnDesc, CustomDescription, ListDescription } from '../types.ts';

const settingCall = (): CustomDescription => ({ kind: 'custom', load: () => import('../../marketing/SettingCallScreen.tsx') });

export function groupBuyList(): ListDescription {
  const price: ColumnDesc = { key: 'group_price', render: (row) => createElement(CampaignPrice, { price: row.group_price, original: row.price }), exportValue: (row) => moneyCell(row.group_price) };
  const slot: ColumnDesc = { key: 'slot', title: { zh: '每日开团时段', en: 'Daily slot' }, render: slotText, exportValue: slotText };
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
  const price: ColumnDesc = { key: 'sale_price', render: (row) => createElement(CampaignPrice, { price: row.sale_price, original: row.price }), exportValue: (row) => moneyCell(row.sale_price) };
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

export const groupBuySettings = settingCall;
export const flashSaleSettings = settingCall;
