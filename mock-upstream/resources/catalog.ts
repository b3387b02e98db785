import type { ProductClass } from '../../contract/resources/catalog.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { file } from '../data/files.ts';
import { serveResource } from '../engine/resource.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { Ctx, Router } from '../router.ts';
import type { SelfSelect } from '../state.ts';
import { now } from '../time.ts';

/** Classes have two levels: a parent must exist and be top-level. */
function checkParent(ctx: Ctx, parentId: number, self?: number): void {
  if (parentId === 0) return;
  const parent = ctx.state.productClass.get(parentId);
  if (!parent || parent.id === self) throw new Fail(MESSAGES.classParentUnknown);
  if (parent.parent_id !== 0) throw new Fail(MESSAGES.classTooDeep);
  if (self !== undefined && ctx.state.productClass.count('parent_id', self) > 0) throw new Fail(MESSAGES.classTooDeep);
}

export function serveCatalog(router: Router): void {
  serveResource<ProductClass>(router, RESOURCES.productClass, RESOURCE_ENDPOINTS.productClass, {
    table: (s) => s.productClass,
    view: (row, ctx) => ({ ...row, goods_count: ctx.state.goods.count('class_id', row.id) }),
    create(input, ctx) {
      checkParent(ctx, input.parent_id);
      return { ...input, icon: input.icon ?? file('class', ctx.state.productClass.nextId), goods_count: 0, created_at: now() };
    },
    update(row, input, ctx) {
      if (input.parent_id !== undefined) checkParent(ctx, input.parent_id, row.id);
      if (input.name !== undefined) for (const g of ctx.state.goods.where('class_id', row.id)) ctx.state.goods.update(g, { class_name: input.name });
      return input;
    },
    beforeDelete(row, ctx) {
      if (ctx.state.productClass.count('parent_id', row.id) > 0) throw new Fail(MESSAGES.classHasChildren);
      const count = ctx.state.goods.count('class_id', row.id);
      if (count > 0) throw new Fail(MESSAGES.classHasGoods, { count });
    },
  });

  serveResource<SelfSelect>(router, RESOURCES.selfSelectGoods, RESOURCE_ENDPOINTS.selfSelectGoods, {
    table: (s) => s.selfSelect,
    view(row, ctx) {
      const g = ctx.state.goods.get(row.goods_id)!;
      return { ...row, name: g.name, picture: g.picture, price: g.price, stock: g.stock, merchant_name: g.merchant_name };
    },
    create(input, ctx) {
      const g = ctx.state.goods.get(input.goods_id);
      if (g?.state !== 'on_sale') throw new Fail(MESSAGES.goodsNotSelectable);
      if (ctx.state.selfSelect.count('goods_id', g.id) > 0) throw new Fail(MESSAGES.goodsAlreadySelected);
      return { goods_id: g.id, name: g.name, sort: input.sort, created_at: now() };
    },
  });
}
