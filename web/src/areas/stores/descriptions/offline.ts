/** `/offlineStore`, `/offlineShop` and `/businessCommunity`: offline stores, their goods and orders, business circles. */
import {
  businessCircleSetting,
  offlineSettledConfig,
  STORES_SETTING_KEY,
  STORES_SETTING_TITLES,
} from '../../../../../contract/resources/stores/guides.ts';
import { SERVICE_KIND, type Verifier } from '../../../../../contract/resources/stores/offline.ts';
import { maskedPhone, TO, toPlace } from '../../../screens/descriptions/effects.ts';
import type { ColumnDesc, DrawerDesign, ListDescription, SettingsDescription } from '../../../screens/descriptions/types.ts';
import { REGION_COLUMN } from './parts.ts';

const HOURS: ColumnDesc = {
  key: 'hours',
  title: { zh: '营业时间', en: 'Hours' },
  text: (row) => `${String(row.open_time)}–${String(row.close_time)}`,
};
const VERIFIERS: ColumnDesc = {
  key: 'verifiers',
  text: (row, lang) => {
    const list = (row.verifiers as Verifier[]) ?? [];
    return list.length === 0 ? (lang === 'zh' ? '未设置' : 'none') : list.map((v) => `${v.name} ${v.mobile}`).join('、');
  },
};
const ADDRESS: ColumnDesc = { key: 'address', optional: true };

const STORE_FORM = [
  { name: 'merchant_id', input: 'select' as const, options: 'merchants' as const },
  { name: 'name', input: 'text' as const },
  { name: 'province', input: 'text' as const },
  { name: 'city', input: 'text' as const },
  { name: 'district', input: 'text' as const },
  { name: 'address', input: 'text' as const },
  { name: 'phone', input: 'text' as const },
  { name: 'open_time', input: 'text' as const },
  { name: 'close_time', input: 'text' as const },
];

/**
 * A store's drawer (docs/drawers.md): its shopfront picture and name, its review state, editing first; then where
 * and when it opens, and who verifies its orders.
 */
const STORE_DRAWER: DrawerDesign = {
  identity: 'name',
  picture: 'logo',
  state: ['status'],
  facts: ['merchant_name'],
  primary: ['edit', 'add_verifier'],
  sections: [
    { title: { zh: '位置与营业', en: 'Place and hours' }, fields: [REGION_COLUMN, 'phone', HOURS, 'open'] },
    { title: { zh: '核销员', en: 'Verifiers' }, fields: [VERIFIERS] },
    { title: { zh: '审核', en: 'Review' }, fields: ['created_at', 'reject_reason'] },
  ],
};

/** `/offlineStore/list`: every store with its place, hours and verifiers. */
export function offlineStoreList(): ListDescription {
  return {
    kind: 'list',
    resource: 'offlineStores',
    filters: ['keyword', 'region', 'merchant_id'],
    columns: ['logo', 'name', 'merchant_name', REGION_COLUMN, ADDRESS, HOURS, VERIFIERS, 'phone', 'status', { key: 'open', toggle: { on: 'open', off: 'close' } }],
    rowActions: ['view', 'edit', 'add_verifier', 'remove_verifier'],
    bulk: ['open', 'close'],
    form: STORE_FORM,
    actionForms: {
      add_verifier: [
        { name: 'name', input: 'text', title: { zh: '核销员姓名', en: 'Verifier name' } },
        { name: 'mobile', input: 'text', title: { zh: '核销员手机号', en: 'Verifier phone' } },
      ],
      remove_verifier: [{ name: 'mobile', input: 'text', title: { zh: '核销员手机号', en: 'Verifier phone' } }],
    },
    drawer: STORE_DRAWER,
    rowLabel: 'name',
  };
}

/** `/offlineStore/check` and `/offlineStore/recommend`: the shared screen's two variants. */
export function offlineStoreCheckRecommend(variant: 'check' | 'recommend'): ListDescription {
  if (variant === 'check') {
    return {
      kind: 'audit',
      resource: 'offlineStoreApplications',
      defaultTab: 'pending',
      filters: ['keyword', 'region', 'created_at'],
      // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the hours, the phone and the rejection reason are in the
      // drawer and the column settings
      columns: ['logo', 'name', 'merchant_name', REGION_COLUMN, 'address', 'status', 'created_at', { ...HOURS, optional: true }, { key: 'phone', optional: true }, { key: 'reject_reason', optional: true }],
      rowActions: ['view', 'approve', 'reject'],
      bulk: ['approve', 'reject'],
      confirm: ['approve'],
      rowLabel: 'name',
    };
  }
  return {
    kind: 'list',
    resource: 'offlineStoreRecommend',
    filters: ['keyword', 'region'],
    columns: ['logo', 'name', 'merchant_name', REGION_COLUMN, HOURS, { key: 'recommend', toggle: { on: 'recommend', off: 'unrecommend' } }, 'created_at'],
    rowActions: ['view', 'recommend', 'unrecommend'],
    bulk: ['recommend', 'unrecommend'],
    rowLabel: 'name',
  };
}

/** `/offlineStore/server`: what each store offers besides goods. */
export function offlineServices(): ListDescription {
  return {
    kind: 'list',
    resource: 'offlineServices',
    filters: ['keyword', 'kind'],
    columns: ['store_name', 'name', 'kind', 'price', 'duration_minutes', 'booking_count', { key: 'enabled', toggle: { on: 'enable', off: 'disable' } }, 'created_at'],
    rowActions: ['view', 'edit', 'enable', 'disable', 'delete'],
    form: [
      { name: 'store_id', input: 'int' },
      { name: 'kind', input: 'select', options: SERVICE_KIND },
      { name: 'name', input: 'text' },
      { name: 'price', input: 'money' },
      { name: 'duration_minutes', input: 'int' },
      { name: 'enabled', input: 'bool' },
    ],
    rowLabel: 'name',
  };
}

export function offlineSettled(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: STORES_SETTING_KEY.offlineSettled,
    schema: offlineSettledConfig,
    titles: STORES_SETTING_TITLES,
    sections: [
      {
        title: { zh: '入驻', en: 'Applications' },
        fields: [
          { name: 'open_applications', input: 'bool' },
          { name: 'deposit', input: 'money' },
          { name: 'review_hours', input: 'int' },
        ],
      },
      {
        title: { zh: '结算与核销', en: 'Settlement and redeeming' },
        fields: [
          { name: 'commission_percent', input: 'int' },
          { name: 'settle_days', input: 'int' },
          { name: 'min_verifiers', input: 'int' },
          { name: 'max_verifiers', input: 'int' },
        ],
      },
      { title: { zh: '入驻协议', en: 'Agreement' }, fields: [{ name: 'agreement', input: 'textarea' }] },
    ],
  };
}

/** `/offlineShop/offline_goodsReview`: the platform decides on the shops' in-store goods. */
export function offlineGoodsReview(): ListDescription {
  return {
    kind: 'audit',
    resource: 'offlineGoodsReview',
    defaultTab: 'pending',
    filters: ['keyword', 'merchant_id'],
    // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the rejection reason is in the drawer and the column settings
    columns: ['picture', 'name', 'merchant_name', 'store_name', 'price', 'stock', 'audit_state', 'created_at', { key: 'reject_reason', optional: true }],
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    rowLabel: 'name',
  };
}

/** `/offlineShop/offline_goodsManage`: a shop's in-store goods (a merchant account sees its own). */
export function offlineGoodsManage(): ListDescription {
  return {
    kind: 'list',
    resource: 'offlineGoods',
    filters: ['keyword', 'merchant_id', 'audit_state', 'price'],
    columns: ['picture', 'name', 'merchant_name', 'store_name', 'price', 'stock', 'sales', { key: 'on_shelf', toggle: { on: 'on_shelf', off: 'off_shelf' } }, 'audit_state', 'reject_reason', { key: 'created_at', optional: true }],
    rowActions: ['view', 'edit', 'on_shelf', 'off_shelf', 'delete'],
    bulk: ['on_shelf', 'off_shelf'],
    form: [
      { name: 'store_id', input: 'int' },
      { name: 'name', input: 'text' },
      { name: 'picture', input: 'picture' },
      { name: 'price', input: 'money' },
      { name: 'stock', input: 'int' },
    ],
    rowLabel: 'name',
  };
}

const BUYER: ColumnDesc = { key: 'buyer', title: { zh: '买家', en: 'Buyer' }, text: (row) => `${String(row.buyer_name)} ${String(row.buyer_mobile)}` };

/** `/offlineShop/offline_orderManage`: in-store orders, redeemed with the buyer's code. */
export function offlineOrders(): ListDescription {
  return {
    kind: 'list',
    resource: 'offlineOrders',
    filters: ['keyword', 'merchant_id', 'created_at'],
    columns: ['order_no', 'store_name', 'goods_name', 'quantity', 'amount', BUYER, 'status', 'verifier', 'created_at', 'used_at', { key: 'merchant_name', optional: true }],
    rowActions: ['view', 'verify', 'refund'],
    effects: {
      refund: {
        facts: ['buyer_name', maskedPhone('buyer_mobile'), 'store_name', 'goods_name', 'quantity', 'amount'],
        amount: 'amount',
        to: toPlace(TO.originalPayment),
        title: { zh: '退款 {amount} 到{to}', en: 'Refund {amount} to {to}' },
      },
    },
    actionForms: { verify: [{ name: 'code', input: 'text', title: { zh: '买家出示的核销码', en: 'Code shown by the buyer' } }] },
    rowLabel: 'order_no',
  };
}

/** `/businessCommunity/index`: circles of nearby stores around a landmark. */
export function businessCircles(): ListDescription {
  return {
    kind: 'list',
    resource: 'businessCircles',
    filters: ['keyword', 'region'],
    columns: ['sort', 'name', REGION_COLUMN, 'landmark', 'radius_km', 'store_count', { key: 'enabled', toggle: { on: 'enable', off: 'disable' } }, 'created_at'],
    rowActions: ['edit', 'enable', 'disable', 'delete'],
    form: [
      { name: 'name', input: 'text' },
      { name: 'province', input: 'text' },
      { name: 'city', input: 'text' },
      { name: 'district', input: 'text' },
      { name: 'landmark', input: 'text' },
      { name: 'radius_km', input: 'int' },
      { name: 'enabled', input: 'bool' },
      { name: 'sort', input: 'int' },
    ],
    rowLabel: 'name',
  };
}

export function businessCircleSettings(): SettingsDescription {
  return {
    kind: 'settings',
    configKey: STORES_SETTING_KEY.businessCircle,
    schema: businessCircleSetting,
    titles: STORES_SETTING_TITLES,
    sections: [
      {
        title: { zh: '商圈规则', en: 'Circle rules' },
        fields: [
          { name: 'enabled', input: 'bool' },
          { name: 'default_radius_km', input: 'int' },
          { name: 'max_stores_per_circle', input: 'int' },
          { name: 'join_fee', input: 'money' },
        ],
      },
      {
        title: { zh: '用户端展示', en: 'Shown to users' },
        fields: [
          { name: 'show_distance', input: 'bool' },
          { name: 'notice', input: 'textarea' },
        ],
      },
    ],
  };
}
