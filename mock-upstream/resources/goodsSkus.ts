/**
 * Goods' SKUs in the mock (docs/goods.md): the SKUs a form sends become the stored ones, keeping the id of a SKU whose
 * values stay; the stock action sets stocks per SKU (the operation log keeps the SKUs before and after, and its reason).
 */
import { checkSkus, type Goods, type GoodsSku, type GoodsSpec, type SkuInput, specText } from '../../contract/resources/goods.ts';
import { checkRule } from '../engine/resource.ts';
import { Fail, MESSAGES } from '../messages.ts';

/**
 * The stored SKUs of the specs and SKUs an edit leaves (its own or the record's), refused in the contract's words when
 * they contradict each other: a patch of specs alone must bring the SKUs of the new product.
 */
export function skusOf(row: Pick<Goods, 'specs' | 'skus'> | undefined, input: { specs?: GoodsSpec[]; skus?: SkuInput[] }): Pick<Goods, 'specs' | 'skus'> {
  const specs = input.specs ?? row?.specs ?? [];
  checkRule(checkSkus, { specs, skus: input.skus ?? row?.skus ?? [] });
  if (!input.skus) return { specs, skus: row?.skus ?? [] };
  const kept = new Map((row?.skus ?? []).map((s) => [JSON.stringify(s.values), s.id]));
  let next = Math.max(0, ...(row?.skus ?? []).map((s) => s.id));
  const skus = input.skus.map(
    (s): GoodsSku => ({
      id: kept.get(JSON.stringify(s.values)) ?? ++next,
      values: s.values,
      spec: specText(s.values),
      price: s.price,
      market_price: s.market_price,
      stock: s.stock,
      code: s.code ?? '',
      picture: s.picture ?? '',
    }),
  );
  return { specs, skus };
}

/** The stock action: each SKU named gets its stock, the others keep theirs. */
export function setStock(row: Goods, body: { skus: { id: number; stock: number }[] }): Pick<Goods, 'skus'> {
  const given = new Map(body.skus.map((s) => [s.id, s.stock]));
  for (const id of given.keys()) if (!row.skus.some((s) => s.id === id)) throw new Fail(MESSAGES.skuUnknown, { id });
  return { skus: row.skus.map((s) => ({ ...s, stock: given.get(s.id) ?? s.stock })) };
}
