import { type Goods, MARKET_NOT_BELOW_PRICE } from '../../contract/resources/goods.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import type { Behaviour } from '../engine/resource.ts';
import { serveResource } from '../engine/resource.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx, Router } from '../router.ts';
import { now } from '../time.ts';
import { serveGoodsRequests } from './goodsRequests.ts';
import { serveGoodsReview } from './goodsReview.ts';
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

/**
 * The contract's price rule over a patch merged with the record (the body's schema checks it only when the patch
 * carries both prices), refused in the schema's words: naming the field, so the console shows it there.
 */
function checkPrices(price: string, market_price: string): void {
  const { holds, issue } = MARKET_NOT_BELOW_PRICE;
  if (!holds({ price, market_price })) throw new Fail(MESSAGES.field.rule, { field: issue.path[0], rule: issue.params.text });
}

/** The spec of goods created with one price and one stock. */
/** An object without the keys whose value is `undefined`. */
function withoutUnset<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

const DEFAULT_SPEC = '默认';

/**
 * The edit form's price and stock: goods with one SKU take them as that SKU's; goods with several keep their SKUs'
 * stocks (set per SKU) and refuse another total.
 */
function singleSkuPatch(row: Goods, input: { price?: string; stock?: number }): Partial<Goods> {
  const stockChanged = input.stock !== undefined && input.stock !== row.stock;
  if (row.skus.length !== 1) {
    if (stockChanged) throw new Fail(MESSAGES.stockPerSku, { count: row.skus.length });
    return {};
  }
  const [sku] = row.skus;
  return { skus: [{ ...sku, price: input.price ?? sku.price, stock: input.stock ?? sku.stock }] };
}

const behaviour: Behaviour<Goods> = {
  table: (s) => s.goods,
  scope: merchantScope('merchant_id'),
  create(input, ctx) {
    const cls = leafClass(ctx, input.class_id);
    const merchant = ctx.state.merchants.get(ctx.caller!.user.merchant_id ?? ctx.caller!.user.store_id)!;
    const time = now();
    return {
      ...input,
      pictures: input.pictures.length > 0 ? input.pictures : [input.picture],
      skus: [{ id: 1, spec: DEFAULT_SPEC, price: input.price, stock: input.stock }],
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
    Object.assign(patch, singleSkuPatch(row, input));
    checkPrices(input.price ?? row.price, input.market_price ?? row.market_price);
    return patch;
  },
  afterDelete(row, ctx) {
    for (const s of ctx.state.selfSelect.where('goods_id', row.id)) ctx.state.selfSelect.delete(s);
  },
  derive: (row) => ({ state: goodsState(row) }),
  // a seeded record's creation; its later changes are logged as they happen
  pastEvents: (row, logged) => (logged.some((e) => e.action === 'create') ? [] : [{ time: row.created_at, operator: row.merchant_name, action: 'create', fields: {} }]),
  actions: {
    move_class: (_row, body, ctx) => ({ class_id: body.class_id, class_name: leafClass(ctx, body.class_id).name }),
    stock: (row, body: { skus: { id: number; stock: number }[] }) => {
      const given = new Map(body.skus.map((s) => [s.id, s.stock]));
      for (const id of given.keys()) if (!row.skus.some((s) => s.id === id)) throw new Fail(MESSAGES.skuUnknown, { id });
      const skus = row.skus.map((s) => ({ ...s, stock: given.get(s.id) ?? s.stock }));
      return { skus, stock: skus.reduce((sum, s) => sum + s.stock, 0) };
    },
    reject: (_row, body) => ({ reject_reason: body.reason }),
    approve: () => ({ reject_reason: '' }),
  },
};

/** The goods and, over the same table, their review queue. */
export function serveGoods(router: Router): void {
  serveResource(router, RESOURCES.goods, RESOURCE_ENDPOINTS.goods, behaviour);
  serveGoodsReview(router);
  serveGoodsRequests(router);
}
