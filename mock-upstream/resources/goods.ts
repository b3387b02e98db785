import { type Goods, skuSummary } from '../../contract/resources/goods.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import type { Behaviour } from '../engine/resource.ts';
import { serveResource } from '../engine/resource.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx, Router } from '../router.ts';
import { now } from '../time.ts';
import { serveGoodsRequests } from './goodsRequests.ts';
import { setStock, skusOf } from './goodsSkus.ts';
import { merchantScope } from './scope.ts';

/** The goods list's state tab, derived from shelf, stock and recycle bin. */
export function goodsState(g: Pick<Goods, 'deleted' | 'on_shelf' | 'stock'>): Goods['state'] {
  if (g.deleted) return 'recycle';
  if (!g.on_shelf) return 'in_warehouse';
  return g.stock === 0 ? 'sold_out' : 'on_sale';
}

/** Goods live in second-level classes. */
export function leafClass(ctx: Ctx, id: number) {
  const cls = ctx.state.productClass.get(id);
  if (!cls) throw new Fail(MESSAGES.classUnknown, { id });
  if (cls.parent_id === 0) throw new Fail(MESSAGES.classNotLeaf);
  return cls;
}

/** An object without the keys whose value is `undefined`. */
function withoutUnset<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * The shop goods are listed for: a merchant's own (no other), the platform's choice of an approved merchant, or
 * without one the platform's own shop.
 */
function shopOf(ctx: Ctx, merchantId: number | undefined) {
  const own = ctx.caller!.user.merchant_id;
  if (own !== undefined && merchantId !== undefined && merchantId !== own) throw new Fail(MESSAGES.goodsOtherShop);
  const id = own ?? merchantId ?? ctx.caller!.user.store_id;
  const merchant = ctx.state.merchants.get(id);
  if (merchant?.status !== 'approved') throw new Fail(MESSAGES.merchantNotSelling, { id });
  return merchant;
}

function checkFreight(ctx: Ctx, id: number | undefined): void {
  if (id !== undefined && !ctx.state.infoLists.freightTemplates.get(id)) throw new Fail(MESSAGES.freightUnknown, { id });
}

const behaviour: Behaviour<Goods> = {
  table: (s) => s.goods,
  scope: merchantScope('merchant_id'),
  create(input, ctx) {
    const cls = leafClass(ctx, input.class_id);
    const merchant = shopOf(ctx, input.merchant_id);
    checkFreight(ctx, input.freight_template_id);
    const time = now();
    const { specs, skus } = skusOf(undefined, input);
    return {
      ...input,
      pictures: input.pictures.length > 0 ? input.pictures : [input.picture],
      // price, market price and stock: derived from the SKUs (derive, below)
      ...skuSummary(skus),
      specs,
      skus,
      freight_template_id: input.freight_template_id ?? null,
      merchant_id: merchant.id,
      merchant_name: merchant.name,
      class_name: cls.name,
      sales: 0,
      on_shelf: false,
      recommend: false,
      deleted: false,
      state: 'in_warehouse',
      // A platform account's goods need no review; a merchant's wait for one.
      audit_state: ctx.caller!.user.merchant_id === undefined ? 'approved' : 'pending',
      reject_reason: '',
      first_order: null,
      created_at: time,
      updated_at: time,
    };
  },
  update(row, input, ctx) {
    const patch: Partial<Goods> = { ...input, updated_at: now() };
    // a zone form sends only its editable fields: the others (wholesale tiers) are kept
    // a zone field the form cleared arrives unset (`undefined`) and is dropped
    if (input.zone_info !== undefined) patch.zone_info = withoutUnset({ ...row.zone_info, ...input.zone_info });
    if (input.class_id !== undefined) patch.class_name = leafClass(ctx, input.class_id).name;
    checkFreight(ctx, input.freight_template_id);
    // a template the form cleared arrives unset: the goods go back to the default one
    if ('freight_template_id' in input) patch.freight_template_id = input.freight_template_id ?? null;
    if (input.specs !== undefined || input.skus !== undefined) Object.assign(patch, skusOf(row, input));
    return patch;
  },
  afterDelete(row, ctx) {
    for (const s of ctx.state.selfSelect.where('goods_id', row.id)) ctx.state.selfSelect.delete(s);
  },
  // the one place the goods' price, market price and stock follow their SKUs, after every write
  derive: (row) => {
    const summary = skuSummary(row.skus);
    return { ...summary, state: goodsState({ ...row, ...summary }) };
  },
  // a seeded record's creation; its later changes are logged as they happen
  pastEvents: (row, logged) => (logged.some((e) => e.action === 'create') ? [] : [{ time: row.created_at, operator: row.merchant_name, action: 'create', changes: [], fields: {} }]),
  actions: {
    move_class: (_row, body, ctx) => ({ class_id: body.class_id, class_name: leafClass(ctx, body.class_id).name }),
    stock: setStock,
    reject: (_row, body) => ({ reject_reason: body.reason }),
    approve: () => ({ reject_reason: '' }),
  },
};

/** The goods and the requests about them (the review queue over the same table is goodsReview.ts, served beside). */
export function serveGoods(router: Router): void {
  serveResource(router, RESOURCES.goods, RESOURCE_ENDPOINTS.goods, behaviour);
  serveGoodsRequests(router);
}
