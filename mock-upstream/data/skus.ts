/** The specs and SKUs of seeded goods (docs/goods.md). */
import type { Merchant } from '../../contract/resources/merchants.ts';
import { type GoodsSku, type GoodsSpec, specCombos, specText } from '../../contract/resources/goodsSpecs.ts';
import { money } from '../random.ts';

type Spec = [name: string, values: string[]];

/**
 * Spec sets per category, picked by the goods id so the seed draws no extra random numbers (the other seeded data
 * stays the same for a MOCK_SEED). An empty set: the default SKU alone.
 */
const SPEC_SETS: Record<Merchant['category'], Spec[][]> = {
  apparel: [[['颜色', ['黑色', '白色']], ['尺码', ['S', 'M', 'L']]], [['颜色', ['红色', '蓝色']], ['尺码', ['M', 'L']]], [['尺码', ['M', 'L', 'XL']]], []],
  digital: [[['颜色', ['曜石黑', '月光白']], ['版本', ['标准版', '高配版']]], [['颜色', ['曜石黑', '星河银']]], []],
  appliance: [[['版本', ['标准版', '升级版']]], [['颜色', ['象牙白', '太空灰']], ['功率', ['1000W', '1500W']]], []],
  food: [[['规格', ['单件装', '两件装', '三件装']]], [['口味', ['原味', '微辣']], ['规格', ['袋装', '礼盒装']]], []],
  beauty: [[['容量', ['50ml', '100ml']]], [['规格', ['单支装', '两支装']]], []],
  baby: [[['规格', ['单件装', '两件装']]], [['尺码', ['S', 'M', 'L', 'XL']]], []],
  home: [[['颜色', ['米白', '浅灰']], ['尺寸', ['1.5m', '1.8m']]], [['颜色', ['原木色', '胡桃色']]], []],
  health: [[['规格', ['单盒装', '三盒装']]], [['规格', ['30粒', '60粒', '90粒']]], []],
};

/**
 * One SKU per combination: the first at the goods' price and market price, the others dearer by the same markup;
 * their stocks add up to the goods' stock. So the goods' price, market price and stock are what its SKUs say.
 */
export function seedSkus(
  goodsId: number,
  category: Merchant['category'],
  goods: { priceCents: number; marketCents: number; stock: number },
): { specs: GoodsSpec[]; skus: GoodsSku[] } {
  const sets = SPEC_SETS[category];
  const specs = sets[goodsId % sets.length].map(([name, values]) => ({ name, values }));
  const combos = specCombos(specs);
  const n = combos.length;
  const markup = goods.marketCents / Math.max(goods.priceCents, 1);
  const skus = combos.map((values, i) => {
    const price = i === 0 ? goods.priceCents : Math.round((goods.priceCents * (1 + i * 0.15)) / 10) * 10;
    const market = i === 0 ? goods.marketCents : Math.max(price, Math.round((price * markup) / 10) * 10);
    return {
      id: i + 1,
      values,
      spec: specText(values),
      price: money(price),
      market_price: money(market),
      stock: Math.floor(goods.stock / n) + (i < goods.stock % n ? 1 : 0),
      code: `G${String(goodsId).padStart(5, '0')}-${String(i + 1).padStart(2, '0')}`,
      picture: '',
    };
  });
  return { specs, skus };
}

/** The code of a goods' SKU, as a warehouse labels its shelves: the goods id and the SKU's number ("G000123-01"). */
export function skuCode(goodsId: number, skuId: number): string {
  return `G${String(goodsId).padStart(6, '0')}-${String(skuId).padStart(2, '0')}`;
}
