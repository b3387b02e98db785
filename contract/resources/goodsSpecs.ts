/**
 * Goods' specifications and SKUs (docs/goods.md). A goods item has up to three specs, each a name and its values
 * (颜色: 红, 蓝 × 尺码: S, M), and exactly one SKU per combination of values, the product of the specs; goods
 * without specs have one SKU, the default one. Each SKU has its own price, market price, stock, code and picture.
 * The goods' own price, market price and stock are read off its SKUs (`skuSummary`): the upstream derives them and
 * never takes them from a form.
 */
import { z } from 'zod';
import { format } from '../formats.ts';
import type { Text } from '../i18n.ts';
import { toCents } from '../money.ts';
import type { FieldRule, Problem } from '../resource.ts';
import { money, nonNegativeMoney, picture } from './common.ts';

export const SPECS_MAX = 3;
export const SPEC_VALUES_MAX = 10;
export const SKUS_MAX = 200;
/** The spec text of the one SKU of goods without specs (as the apps show it). */
export const DEFAULT_SPEC = '默认';
/** Between the values of a SKU's spec text: 红 / S. */
export const SPEC_SEPARATOR = ' / ';

/**
 * The market price is the one the apps strike through next to the price, so it is never below it: per SKU, and so
 * for the goods, whose prices are its cheapest SKU's.
 */
export const MARKET_NOT_BELOW_PRICE: FieldRule = {
  holds: ({ price, market_price: market }) => typeof price !== 'string' || typeof market !== 'string' || Number(market) >= Number(price),
  issue: { path: ['market_price'], message: 'market_price >= price', params: { text: { zh: '不能低于售价', en: 'cannot be below the price' } } },
};

const specWord = z.string().trim().min(1).max(20);
export const goodsSpec = z.object({ name: specWord, values: z.array(specWord).min(1).max(SPEC_VALUES_MAX) });
export type GoodsSpec = z.infer<typeof goodsSpec>;

/** A SKU as a form sends it: its values, one per spec in the specs' order (none for the default SKU). */
export const skuInput = z
  .object({
    values: z.array(specWord).max(SPECS_MAX),
    price: nonNegativeMoney,
    market_price: nonNegativeMoney,
    stock: z.number().int().min(0).max(9_999_999),
    code: z.string().trim().regex(/^[A-Za-z0-9_-]{1,40}$/, format('skuCode')).optional(),
    picture: picture.optional(),
  })
  .refine(MARKET_NOT_BELOW_PRICE.holds, MARKET_NOT_BELOW_PRICE.issue);
export type SkuInput = z.infer<typeof skuInput>;

/** A SKU as stored: an id kept across edits (the stock log names it), its spec text, '' for no code or picture. */
export const goodsSku = z.object({
  id: z.number().int().min(1),
  values: z.array(z.string()),
  spec: z.string(),
  price: money,
  market_price: money,
  stock: z.number().int().min(0),
  code: z.string(),
  picture: z.string(),
});
export type GoodsSku = z.infer<typeof goodsSku>;

/** The spec text of a SKU's values: 红 / S, or 默认 for the default SKU. */
export const specText = (values: readonly string[]): string => (values.length === 0 ? DEFAULT_SPEC : values.join(SPEC_SEPARATOR));

/** Every combination of the specs' values, in order (the first spec varies slowest); one empty one without specs. */
export function specCombos(specs: readonly Pick<GoodsSpec, 'values'>[]): string[][] {
  return specs.reduce<string[][]>((combos, spec) => combos.flatMap((c) => spec.values.map((v) => [...c, v])), [[]]);
}

const comboKey = (values: readonly string[]) => JSON.stringify(values);

const TEXTS = {
  nameTwice: { zh: '规格名重复', en: 'this spec name is used twice' },
  valueTwice: { zh: '规格值重复', en: 'a value is listed twice' },
  notACombo: { zh: '与规格不符', en: 'does not match the specs' },
  comboTwice: { zh: '规格组合重复', en: 'this combination is listed twice' },
  codeTwice: { zh: '编码重复', en: 'this code is used twice' },
} satisfies Record<string, Text>;

const missing = (values: readonly string[]): Text => ({ zh: `缺少规格组合：${specText(values)}`, en: `the combination ${specText(values)} has no SKU` });

/**
 * The SKUs are exactly the specs' product: none missing, none extra or twice, no code twice. Each problem on the field
 * it is about (`skus.2.values`, `specs.0.name`), its words in zh and en. A patch without both lists is checked for its
 * codes only; the upstream checks it against the record's other list (`checkRule`).
 */
export function checkSkus(value: Record<string, unknown>): Problem[] {
  const specs = value.specs as GoodsSpec[] | undefined;
  const skus = value.skus as SkuInput[] | undefined;
  const problems: Problem[] = [];
  if (Array.isArray(skus)) {
    const codes = new Set<string>();
    skus.forEach((s, i) => {
      if (!s?.code) return;
      if (codes.has(s.code)) problems.push({ field: `skus.${i}.code`, text: TEXTS.codeTwice });
      codes.add(s.code);
    });
  }
  if (!Array.isArray(specs)) return problems;
  specs.forEach((spec, i) => {
    if (specs.findIndex((o) => o?.name === spec?.name) < i) problems.push({ field: `specs.${i}.name`, text: TEXTS.nameTwice });
    if (new Set(spec?.values).size < (spec?.values?.length ?? 0)) problems.push({ field: `specs.${i}.values`, text: TEXTS.valueTwice });
  });
  if (!Array.isArray(skus) || problems.some((p) => p.field.startsWith('specs.'))) return problems;
  const wanted = new Map(specCombos(specs).map((c) => [comboKey(c), c]));
  const seen = new Set<string>();
  skus.forEach((s, i) => {
    const key = comboKey(s?.values ?? []);
    if (!wanted.has(key)) problems.push({ field: `skus.${i}.values`, text: TEXTS.notACombo });
    else if (seen.has(key)) problems.push({ field: `skus.${i}.values`, text: TEXTS.comboTwice });
    seen.add(key);
  });
  for (const [key, combo] of wanted) if (!seen.has(key)) problems.push({ field: 'skus', text: missing(combo) });
  return problems;
}

/** What the goods show of their SKUs: the lowest price with its SKU's market price, and the total stock. */
export function skuSummary(skus: readonly Pick<GoodsSku, 'price' | 'market_price' | 'stock'>[]): { price: string; market_price: string; stock: number } {
  const cents = (v: string) => toCents(v) ?? 0n;
  const cheapest = skus.reduce<(typeof skus)[number] | undefined>((best, s) => {
    if (!best) return s;
    const [a, b] = [cents(s.price), cents(best.price)];
    return a < b || (a === b && cents(s.market_price) < cents(best.market_price)) ? s : best;
  }, undefined);
  return { price: cheapest?.price ?? '0.00', market_price: cheapest?.market_price ?? '0.00', stock: skus.reduce((sum, s) => sum + s.stock, 0) };
}
