/**
 * The spec editor's state as typed (docs/goods.md): specs with their values, and one row per combination of the
 * values, generated from them. Rows keep what was typed in them while their combination stays; a value removed takes
 * its rows with it. The body is what the contract's goods create/update take (`specs`, `skus`).
 */
import { type GoodsSku, type GoodsSpec, skuSummary, specCombos } from '../../../../../contract/resources/goodsSpecs.ts';
import { coerce } from '../../../screens/lib/validation.ts';

export interface SpecDraft {
  name: string;
  values: string[];
}
export interface SkuRow {
  values: string[];
  price: string;
  market_price: string;
  stock: string;
  code: string;
  picture: string;
}
export interface SkuDraft {
  specs: SpecDraft[];
  rows: SkuRow[];
}
/** What batch fill writes into every row: the fields given, the others left as they are. */
export type BatchFill = Pick<SkuRow, 'price' | 'market_price' | 'stock'>;

const emptyRow = (values: string[]): SkuRow => ({ values, price: '', market_price: '', stock: '', code: '', picture: '' });
const key = (values: readonly string[]) => JSON.stringify(values);

/** The draft of a record's specs and SKUs, or of new goods: no specs and the default SKU, empty. */
export function draftOf(record: { specs?: GoodsSpec[]; skus?: GoodsSku[] } | undefined): SkuDraft {
  if (!record?.skus) return { specs: [], rows: [emptyRow([])] };
  return {
    specs: (record.specs ?? []).map((s) => ({ name: s.name, values: [...s.values] })),
    rows: record.skus.map((s) => ({ values: s.values, price: s.price, market_price: s.market_price, stock: String(s.stock), code: s.code, picture: s.picture })),
  };
}

/** The rows of `specs`: one per combination of the values typed so far (a spec with none yet adds nothing). */
export function withSpecs(draft: SkuDraft, specs: SpecDraft[]): SkuDraft {
  const typed = new Map(draft.rows.map((r) => [key(r.values), r]));
  const rows = specCombos(specs.filter((s) => s.values.length > 0)).map((values) => typed.get(key(values)) ?? emptyRow(values));
  return { specs, rows };
}

export function batchFill(draft: SkuDraft, fill: BatchFill): SkuDraft {
  const given = Object.fromEntries(Object.entries(fill).filter(([, v]) => v.trim() !== ''));
  return { ...draft, rows: draft.rows.map((r) => ({ ...r, ...given })) };
}

/** The contract's body: every spec as typed (the schema refuses an empty one on its field) and every row. */
export function bodyOf(draft: SkuDraft): { specs: GoodsSpec[]; skus: Record<string, unknown>[] } {
  return {
    specs: draft.specs.map((s) => ({ name: s.name.trim(), values: s.values })),
    skus: draft.rows.map((r) => ({
      values: r.values,
      price: coerce('money', r.price),
      market_price: coerce('money', r.market_price),
      stock: coerce('int', r.stock),
      ...(r.code.trim() !== '' && { code: r.code.trim() }),
      ...(r.picture.trim() !== '' && { picture: r.picture.trim() }),
    })),
  };
}

/** What the goods will show, from the rows typed in full so far: the contract's summary, read only in the form. */
export function summaryOf(draft: SkuDraft): ReturnType<typeof skuSummary> | undefined {
  const { skus } = bodyOf(draft);
  const done = skus.filter((s) => typeof s.price === 'string' && /^\d+\.\d{2}$/.test(s.price) && typeof s.market_price === 'string' && Number.isInteger(s.stock));
  return done.length === 0 ? undefined : skuSummary(done as { price: string; market_price: string; stock: number }[]);
}
