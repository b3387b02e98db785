/** `/store`: the store list, onboarding review and recommendation (one screen, two variants), new stores, profile changes. */
import type { ColumnDesc, DrawerDesign, FactsSection, ListDescription } from '../../../screens/descriptions/types.ts';
import { LICENCE_COUNT, LICENCE_SECTION, REGION_COLUMN } from './parts.ts';
import { ResetPasswordDialog } from '../ResetPasswordDialog.tsx';
import { storeCells } from '../cells.tsx';

const OPEN: ColumnDesc = { key: 'open', toggle: { on: 'open', off: 'close' } };
const RECOMMEND: ColumnDesc = { key: 'recommend', toggle: { on: 'recommend', off: 'unrecommend' } };

/**
 * A merchant's drawer (docs/drawers.md): the shop by its logo and name, its onboarding state and category, the
 * actions of the screen first; then its contact, its business and its licences.
 */
const CONTACT: FactsSection = { title: { zh: '联系', en: 'Contact' }, fields: ['owner', 'mobile', REGION_COLUMN] };
function merchantDrawer(primary: readonly string[], business: readonly string[]): DrawerDesign {
  return {
    identity: 'name',
    picture: 'logo',
    state: ['status', 'category'],
    facts: ['created_at'],
    primary,
    sections: [
      CONTACT,
      { title: { zh: '经营', en: 'Business' }, fields: business },
      { title: { zh: '驳回', en: 'Rejection' }, fields: ['reject_reason'], when: (row) => row.status === 'rejected' },
      LICENCE_SECTION,
    ],
  };
}

/**
 * An onboarding application's drawer (docs/drawers.md): the shop by its logo and name, its state and category, the
 * decision at the top; what a reviewer checks before deciding, then the contact, the rejection when there was one,
 * and the licences to check against.
 */
const APPLICATION_DRAWER: DrawerDesign = {
  identity: 'name',
  picture: 'logo',
  state: ['status', 'category'],
  facts: ['created_at'],
  primary: ['approve', 'reject'],
  checklist: [
    { zh: '营业执照上的名称与店铺名称一致', en: "The licence's name matches the shop's" },
    { zh: '执照在有效期内，图片清晰完整', en: 'The licence is valid, its pictures clear and whole' },
    { zh: '经营类目在执照的经营范围内', en: "The category is within the licence's scope" },
    { zh: '联系人与手机号可以联系上', en: 'The contact person and phone can be reached' },
  ],
  sections: [CONTACT, { title: { zh: '驳回', en: 'Rejection' }, fields: ['reject_reason'], when: (row) => row.status === 'rejected' }, LICENCE_SECTION],
};

/** `/store/alllist`: the open stores, with their switches, balance and a password reset. */
export function storeList(): ListDescription {
  return {
    kind: 'list',
    resource: 'merchants',
    fixed: { status: 'approved' },
    tabs: [],
    filters: ['keyword', 'category', 'created_at'],
    columns: ['logo', 'name', 'owner', 'mobile', 'category', REGION_COLUMN, OPEN, RECOMMEND, 'goods_count', 'balance', 'approved_at', { key: 'created_at', optional: true }],
    rowActions: ['view', 'reset_password'],
    bulk: ['open', 'close', 'recommend', 'unrecommend'],
    actionDialogs: { reset_password: ResetPasswordDialog },
    drawer: merchantDrawer(['reset_password'], ['open', 'recommend', 'goods_count', 'balance', 'approved_at']),
    rowLabel: 'name',
  };
}

/** `/store/check` and `/store/recommend`: the shared screen, reviewing applications or choosing recommended stores. */
export function storeCheckRecommend(variant: 'check' | 'recommend'): ListDescription {
  if (variant === 'check') {
    return {
      kind: 'audit',
      resource: 'storeApplications',
      defaultTab: 'pending',
      filters: ['keyword', 'category', 'created_at'],
      // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the licences' count (the drawer shows the pictures) and
      // the rejection reason are in the drawer and the column settings
      columns: ['logo', 'name', 'owner', 'mobile', 'category', REGION_COLUMN, 'status', 'created_at', { ...LICENCE_COUNT, optional: true }, { key: 'reject_reason', optional: true }, { key: 'approved_at', optional: true }],
      rowActions: ['view', 'approve', 'reject'],
      bulk: ['approve', 'reject'],
      confirm: ['approve'],
      drawer: APPLICATION_DRAWER,
      rowLabel: 'name',
    };
  }
  return {
    kind: 'list',
    resource: 'recommendedStores',
    filters: ['keyword', 'category'],
    columns: ['logo', 'name', 'category', REGION_COLUMN, RECOMMEND, 'goods_count', 'approved_at'],
    rowActions: ['view', 'recommend', 'unrecommend'],
    bulk: ['recommend', 'unrecommend'],
    rowLabel: 'name',
  };
}

/** `/store/newStoreList`: stores by joining time, with how far each has got. */
export function newStoreList(): ListDescription {
  return {
    kind: 'list',
    resource: 'newStores',
    columns: ['logo', 'name', 'owner', 'category', 'approved_at', 'days_open', 'goods_count', 'order_count', OPEN, { key: 'mobile', optional: true }],
    rowActions: ['view', 'open', 'close'],
    detail: [LICENCE_SECTION],
    rowLabel: 'name',
  };
}

/** A changed value as the store will show it: a logo as a picture, a category by its name. */
function changeValue(key: 'old_value' | 'new_value'): ColumnDesc {
  return {
    key,
    cell: storeCells.storeChangeValue,
  };
}

/** `/store/storeReview`: stores' requests to change their profile; approving writes the change on the store. */
export function storeChangeReview(): ListDescription {
  return {
    kind: 'audit',
    resource: 'storeChanges',
    defaultTab: 'pending',
    filters: ['keyword', 'field', 'created_at'],
    // fits a 1366 px laptop (docs/lists.md "Columns that fit"): the rejection reason is in the drawer and the column settings
    columns: ['merchant_name', 'field', changeValue('old_value'), changeValue('new_value'), 'note', 'status', 'created_at', { key: 'reject_reason', optional: true }, { key: 'reviewed_at', optional: true }],
    rowActions: ['view', 'approve', 'reject'],
    bulk: ['approve', 'reject'],
    confirm: ['approve'],
    rowLabel: 'merchant_name',
  };
}
