/**
 * The demo accounts (docs/mock.md, "Demo accounts") and the permission labels each one holds. The labels gate the mock's endpoints
 * exactly as the console gates its routes: one rule, computed here.
 */
import { BUSINESS_ROUTES, FINANCE_GROUPS, FINANCE_ROUTES, ROUTE_GROUPS, forWholeRoles, inRouteSet } from '../contract/routes.ts';
import type { Area } from '../contract/shell.ts';
import { EVENTS_FEED_LABEL, SERVICE_LABELS } from '../contract/events.ts';
import { grantedLabels } from '../contract/payee.ts';
import { MERCHANT_MONEY_LABELS } from '../contract/merchantMoney.ts';
import { MESSAGES } from './messages.ts';

export const DEMO_PASSWORD = '123456';

export interface Account {
  /** The record id on the administrator-accounts screen. */
  id: number;
  account: string;
  password: string;
  /** Which login page accepts it. */
  area: Area | 'both';
  is_admin: 0 | 1;
  is_finance: 0 | 1;
  /** Labels of a non-administrator account (the login response's `permission`). */
  permission: string[];
  /** Role names as the upstream knows them (`/user/info`). */
  roles: string[];
  name: string;
  avatar: string;
  introduction: string;
  mobile?: string;
  /** Merchant accounts see only their own shop's goods and orders. */
  merchant_id?: number;
  /** The shop shown by `storeinfo`. */
  store_id: number;
  /** A disabled account cannot log in. */
  status: 'enabled' | 'disabled';
  created_at: string;
  last_login_at: string | null;
  /** Raised by every edit or action on the administrator-accounts screen (not by a login): README.md "Two people, one record". */
  version?: number;
}

const OPERATOR_LABELS = [
  'goods_list', 'goods_promotion', 'goods_activeList', 'goods_newPeopleGoods', 'goods_auth', 'goods_pre_auth',
  'order_index', 'order_searchOrder', 'shipments_list', 'afterSale_index', 'comment_index', 'news_index',
  'coupon_index', 'memberList_list', 'memberList_relational', 'infoManagement_banner', 'infoManagement_classify',
  'infoManagement_newsClass', 'marketingSection_groupBuying', 'smsConfig_index', 'store_alllist', 'store_check',
];
/** Not `coupon_index`: coupons are the platform's own (any shop's goods, all members), not a shop's to change. */
const MERCHANT_LABELS = [
  'goods_list', 'goods_activityRegistration', 'goods_activeList', 'order_index', 'order_searchOrder', 'shipments_list', 'shipments_settings',
  'afterSale_index', 'comment_index', 'datacenter_tradinfo', 'datacenter_goodsinfo',
  'offlineShop_offline_goodsManage', 'offlineShop_offline_orderManage',
  // its own money, read-only (docs/money.md, "A merchant's own money")
  ...Object.values(MERCHANT_MONEY_LABELS),
];

export function demoAccounts(): Account[] {
  const base = { password: DEMO_PASSWORD, introduction: '', status: 'enabled', created_at: DEMO_CREATED_AT, last_login_at: null } as const;
  return [
    { ...base, id: 1, account: 'admin', area: 'admin', is_admin: 1, is_finance: 0, permission: [], roles: ['admin'], name: '超级管理员', avatar: avatarPath('admin'), introduction: MESSAGES.demo.admin.zh, store_id: 1 },
    { ...base, id: 2, account: 'operator', area: 'admin', is_admin: 0, is_finance: 0, permission: [...OPERATOR_LABELS], roles: ['admin2'], name: '运营小李', avatar: avatarPath('operator'), introduction: MESSAGES.demo.operator.zh, store_id: 1 },
    { ...base, id: 3, account: 'finance', area: 'both', is_admin: 1, is_finance: 1, permission: [], roles: ['caiwu'], name: '财务王芳', avatar: avatarPath('finance'), introduction: MESSAGES.demo.finance.zh, store_id: 1 },
    { ...base, id: 4, account: 'seller', area: 'seller', is_admin: 1, is_finance: 0, permission: [], roles: ['seller'], name: '自营店长', avatar: avatarPath('seller'), introduction: MESSAGES.demo.seller.zh, mobile: '13800000001', store_id: 1 },
    { ...base, id: 5, account: 'merchant', area: 'seller', is_admin: 0, is_finance: 0, permission: [...MERCHANT_LABELS], roles: ['seller2'], name: '商家张伟', avatar: avatarPath('merchant'), introduction: MESSAGES.demo.merchant.zh, mobile: '13800000002', merchant_id: 2, store_id: 2 },
    // The gateway's service account (docs/events.md, "Who reads the feed"): the feed's label and nothing else, signed in
    // through the seller login, which asks no captcha of a program.
    { ...base, id: 6, account: 'gateway', area: 'seller', is_admin: 0, is_finance: 0, permission: [EVENTS_FEED_LABEL], roles: ['service'], name: '网关服务', avatar: avatarPath('admin'), store_id: 1 },
  ];
}

/** The seed replaces it with a time before the seeded data (`seedGovernance`). */
const DEMO_CREATED_AT = '2024-01-01 09:00:00';

export function avatarPath(name: string): string {
  return `/api/v2/common/files/seed/avatar/${name}.png`;
}

/** The route labels of an area's route set: the seller set leaves out the governance screens, the administrator set a merchant's own. */
export function routeSetLabels(area: Area): string[] {
  return BUSINESS_ROUTES.filter((r) => inRouteSet(r, area)).map((r) => r.label);
}

/** The labels of an area's full role: its whole route set but a merchant's own screens. */
function fullRoleLabels(area: Area): string[] {
  return BUSINESS_ROUTES.filter((r) => inRouteSet(r, area) && forWholeRoles(r)).map((r) => r.label);
}

/** Labels of the finance role: the seller routes of its allow-listed groups and routes, but a merchant's own screens. */
export function financeLabels(): string[] {
  return ROUTE_GROUPS.flatMap((g) =>
    g.children.filter((r) => inRouteSet(r, 'seller') && forWholeRoles(r) && (FINANCE_GROUPS.includes(g.path) || FINANCE_ROUTES.includes(r.path))),
  ).map((r) => r.label);
}

/** What the account may do in an area, as the console computes its role labels (docs/console.md, "Areas, logins and roles"). */
export function effectiveLabels(account: Account, area: Area): Set<string> {
  if (account.is_admin === 1 && account.is_finance === 1) return new Set([...financeLabels(), ...grantedLabels('finance')]);
  if (account.is_admin === 1) return new Set([...fullRoleLabels(area), ...grantedLabels('full')]);
  const allowed = new Set([...routeSetLabels(area), ...SERVICE_LABELS]);
  return new Set(account.permission.filter((l) => allowed.has(l)));
}

/** The role name an account gets in the administrator area (docs/console.md, "Areas, logins and roles"). */
export function adminRoleOf(account: Account): 'admin' | 'admin2' | 'caiwu' {
  if (account.is_admin === 1) return account.is_finance === 1 ? 'caiwu' : 'admin';
  return 'admin2';
}

export function canLogIn(account: Account, area: Area): boolean {
  return account.area === 'both' || account.area === area;
}
