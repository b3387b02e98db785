/** The SKUs of seeded goods. */
import type { GoodsSku } from '../../contract/resources/goods.ts';
import { money } from '../random.ts';

/** Spec sets, picked by the goods id so the seed draws no extra random numbers (the other seeded data stays the same). */
const SPEC_SETS = [['标准款'], ['标准款', '加大款'], ['单件装', '两件装', '三件装']];

/** 1 to 3 SKUs: the first at the goods' price, the others dearer; their stocks add up to the goods' stock. */
export function seedSkus(goodsId: number, priceCents: number, stock: number): GoodsSku[] {
  const specs = SPEC_SETS[goodsId % SPEC_SETS.length];
  const n = specs.length;
  return specs.map((spec, i) => ({
    id: i + 1,
    spec,
    price: money(Math.round((priceCents * (1 + i * 0.9)) / 10) * 10),
    stock: Math.floor(stock / n) + (i < stock % n ? 1 : 0),
  }));
}

/** The code of a goods' SKU, as a warehouse labels its shelves: the goods id and the SKU's number ("G000123-01"). */
export function skuCode(goodsId: number, skuId: number): string {
  return `G${String(goodsId).padStart(6, '0')}-${String(skuId).padStart(2, '0')}`;
}
