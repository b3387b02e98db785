/**
 * The palette's one search call (docs/palette.md, "Records"): orders, after-sales, withdrawals, members and goods whose
 * number, phone, id or name holds the query, within what the caller's lists would show it: a kind whose list the
 * caller may not read is skipped, and a merchant's orders, after-sales and goods are its own shop's only (the same
 * `merchant_id` scope as those lists).
 */
import type { Lang } from '../../contract/i18n.ts';
import { RESOURCES } from '../../contract/index.ts';
import type { ResourceDef } from '../../contract/resource.ts';
import { AFTER_SALE_STATUS } from '../../contract/resources/afterSales.ts';
import { GOODS_STATE } from '../../contract/resources/goods.ts';
import { ORDER_STATUS } from '../../contract/resources/orders.ts';
import { SEARCH_LIMIT, type SearchHit, type SearchKind, search } from '../../contract/resources/search.ts';
import { WITHDRAW_STATUS } from '../../contract/resources/withdrawals.ts';
import type { Row, Table } from '../engine/table.ts';
import type { Caller, Router } from '../router.ts';
import type { MockState } from '../state.ts';

interface Kind<R extends Row> {
  kind: SearchKind;
  def: ResourceDef;
  table: (state: MockState) => Table<R>;
  /** Whether the merchant scope applies (rows carry `merchant_id`). */
  scoped: boolean;
  /** The texts the query is looked for in; the first is the record's number or name (an exact match ranks first). */
  keys: (row: R) => readonly string[];
  hit: (row: R, lang: Lang) => Omit<SearchHit, 'kind' | 'id'>;
}

const kind = <R extends Row>(k: Kind<R>) => k as unknown as Kind<Row>;

const KINDS: readonly Kind<Row>[] = [
  kind({
    kind: 'order', def: RESOURCES.orders, table: (s) => s.orders, scoped: true,
    keys: (o) => [o.order_no, o.buyer_mobile],
    hit: (o, lang) => ({ title: o.order_no, detail: `${o.buyer_name} · ¥${o.total} · ${ORDER_STATUS.options[o.status][lang]}`, screen: o.type }),
  }),
  kind({
    kind: 'afterSale', def: RESOURCES.afterSales, table: (s) => s.afterSales, scoped: true,
    keys: (a) => [a.after_sale_no, a.order_no],
    hit: (a, lang) => ({ title: a.after_sale_no, detail: `${a.goods_name} · ${AFTER_SALE_STATUS.options[a.status][lang]}`, screen: a.in_store ? 'store' : '' }),
  }),
  kind({
    kind: 'withdrawal', def: RESOURCES.withdrawals, table: (s) => s.withdrawals, scoped: false,
    keys: (w) => [w.withdraw_no, w.member_mobile],
    hit: (w, lang) => ({ title: w.withdraw_no, detail: `${w.member_name} · ¥${w.amount} · ${WITHDRAW_STATUS.options[w.status][lang]}`, screen: '' }),
  }),
  kind({
    kind: 'member', def: RESOURCES.members, table: (s) => s.members, scoped: false,
    keys: (m) => [m.mobile, m.name, m.nickname],
    hit: (m) => ({ title: `${m.name} (${m.nickname})`, detail: m.mobile, screen: '' }),
  }),
  kind({
    kind: 'goods', def: RESOURCES.goods, table: (s) => s.goods, scoped: true,
    keys: (g) => [String(g.id), g.name],
    hit: (g, lang) => ({ title: g.name, detail: `ID ${g.id} · ${g.merchant_name} · ${GOODS_STATE.options[g.state][lang]}`, screen: g.zone }),
  }),
];

function mayRead(caller: Caller, def: ResourceDef): boolean {
  return [def.permission.read, ...(def.permission.readAlso ?? [])].some((label) => caller.labels.has(label));
}

/** Up to SEARCH_LIMIT rows holding `q`: exact matches first, then the newest (highest id) partial ones. */
function find<R extends Row>(rows: readonly R[], keys: (row: R) => readonly string[], q: string): R[] {
  const exact: R[] = [];
  const partial: R[] = [];
  // newest first: the record an operator is asked about is most often a recent one
  for (let i = rows.length - 1; i >= 0 && exact.length < SEARCH_LIMIT; i--) {
    const row = rows[i] as R;
    const texts = keys(row);
    if (texts.some((text) => text.toLowerCase() === q)) exact.push(row);
    else if (partial.length < SEARCH_LIMIT && texts.some((text) => text.toLowerCase().includes(q))) partial.push(row);
  }
  return [...exact, ...partial].slice(0, SEARCH_LIMIT);
}

export function serveSearch(router: Router): void {
  router.on(search, ({ query, caller, state, lang }) => {
    const q = query.q.toLowerCase();
    const merchant = caller!.user.merchant_id;
    const hits: SearchHit[] = [];
    for (const k of KINDS) {
      if (!mayRead(caller!, k.def)) continue;
      const table = k.table(state);
      const rows = k.scoped && merchant !== undefined ? table.where('merchant_id', merchant).sort((a, b) => a.id - b.id) : table.all();
      for (const row of find(rows, k.keys, q)) hits.push({ kind: k.kind, id: row.id, ...k.hit(row, lang) });
    }
    return { hits };
  });
}
