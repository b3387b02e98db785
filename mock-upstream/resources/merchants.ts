import type { Merchant } from '../../contract/resources/merchants.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { file } from '../data/files.ts';
import { type Behaviour, serveResource } from '../engine/resource.ts';
import type { Table } from '../engine/table.ts';
import { Fail, MESSAGES } from '../messages.ts';
import { money } from '../random.ts';
import type { Ctx, Router } from '../router.ts';
import { now } from '../time.ts';
import { merchantScope } from './scope.ts';
import { merchantBalanceCents } from './stores/ledger.ts';

/** A merchant as the upstream answers: its goods count and payable balance joined in. */
export function merchantView(row: Merchant, ctx: Ctx) {
  return { ...row, approved_at: row.approved_at ?? null, goods_count: ctx.state.goods.count('merchant_id', row.id), balance: money(merchantBalanceCents(ctx.state, row.id)) };
}

/** What the merchants' actions do besides their `set`; the store screens' views of merchants share them. */
export const MERCHANT_ACTIONS: NonNullable<Behaviour<Merchant>['actions']> = {
  reject: (_row, body) => ({ reject_reason: body.reason, approved_at: null }),
  // an approved application is an open store from now on
  approve: () => ({ reject_reason: '', approved_at: now() }),
  reset_password: (row, body, ctx) => {
    for (const account of ctx.state.accounts) if (account.merchant_id === row.id) account.password = body.password;
    return {};
  },
};

export function serveMerchants(router: Router): void {
  serveResource<Merchant>(router, RESOURCES.merchants, RESOURCE_ENDPOINTS.merchants, {
    table: (s) => s.merchants,
    scope: merchantScope('id'),
    view: merchantView,
    create: (input, ctx) => ({
      ...input,
      logo: input.logo ?? file('logo', ctx.state.merchants.nextId),
      status: 'pending',
      reject_reason: '',
      open: false,
      recommend: false,
      goods_count: 0,
      created_at: now(),
      approved_at: null,
    }),
    update(row, input, ctx) {
      // Goods and orders carry the shop name for their lists: keep them in step.
      if (input.name !== undefined && input.name !== row.name) renameMerchant(ctx, row, input.name);
      return input;
    },
    beforeDelete(row, ctx) {
      const count = ctx.state.goods.count('merchant_id', row.id);
      if (count > 0) throw new Fail(MESSAGES.merchantHasGoods, { count });
    },
    actions: MERCHANT_ACTIONS,
  });
}

/** Every table that carries the shop name for its lists follows a rename. */
export function renameMerchant(ctx: Ctx, row: Merchant, name: string): void {
  const s = ctx.state.stores;
  for (const table of [ctx.state.goods, ctx.state.orders, s.payouts, s.bills, s.merchantLedger, s.offlineStores, s.offlineGoods, s.offlineOrders, s.storeChanges]) {
    renameIn(table as Table<NamedByMerchant>, row.id, name);
  }
}

type NamedByMerchant = { id: number; merchant_id: number; merchant_name: string };
function renameIn(table: Table<NamedByMerchant>, merchantId: number, name: string): void {
  for (const r of table.where('merchant_id', merchantId)) table.update(r, { merchant_name: name });
}
