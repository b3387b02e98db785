/**
 * The palette's one search call (docs/palette.md, "Records"): orders, after-sales, withdrawals, members and goods whose
 * number, phone, id or name holds the query, within what the caller's lists would show it: a kind whose list the
 * caller may not read is skipped, and a merchant's orders, after-sales and goods are its own shop's only (the same
 * `merchant_id` scope as those lists).
 */
import type { Lang } from '../../contract/i18n.ts';
import { RESOURCES } from '../../contract/index.ts';
import { readLabels } from '../../contract/permissionLabels.ts';
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
  /** Its numbers, phones and ids: what an exact match ranks first for. */
  numbers: (row: R) => readonly string[];
  /** Its names, when it has any. */
  names?: (row: R) => readonly string[];
  hit: (row: R, lang: Lang) => Omit<SearchHit, 'kind' | 'id'>;
}

const kind = <R extends Row>(k: Kind<R>) => k as unknown as Kind<Row>;

const KINDS: readonly Kind<Row>[] = [
  kind({
    kind: 'order', def: RESOURCES.orders, table: (s) => s.orders, scoped: true,
    numbers: (o) => [o.order_no, o.buyer_mobile],
    hit: (o, lang) => ({ title: o.order_no, detail: `${o.buyer_name} · ¥${o.total} · ${ORDER_STATUS.options[o.status][lang]}`, screen: o.type }),
  }),
  kind({
    kind: 'afterSale', def: RESOURCES.afterSales, table: (s) => s.afterSales, scoped: true,
    numbers: (a) => [a.after_sale_no, a.order_no],
    hit: (a, lang) => ({ title: a.after_sale_no, detail: `${a.goods_name} · ${AFTER_SALE_STATUS.options[a.status][lang]}`, screen: a.in_store ? 'store' : '' }),
  }),
  kind({
    kind: 'withdrawal', def: RESOURCES.withdrawals, table: (s) => s.withdrawals, scoped: false,
    numbers: (w) => [w.withdraw_no, w.member_mobile],
    hit: (w, lang) => ({ title: w.withdraw_no, detail: `${w.member_name} · ¥${w.amount} · ${WITHDRAW_STATUS.options[w.status][lang]}`, screen: '' }),
  }),
  kind({
    kind: 'member', def: RESOURCES.members, table: (s) => s.members, scoped: false,
    numbers: (m) => [m.mobile],
    names: (m) => [m.name, m.nickname],
    hit: (m) => ({ title: `${m.name} (${m.nickname})`, detail: m.mobile, screen: '' }),
  }),
  kind({
    kind: 'goods', def: RESOURCES.goods, table: (s) => s.goods, scoped: true,
    numbers: (g) => [String(g.id)],
    names: (g) => [g.name],
    hit: (g, lang) => ({ title: g.name, detail: `ID ${g.id} · ${g.merchant_name} · ${GOODS_STATE.options[g.state][lang]}`, screen: g.zone }),
  }),
];

function mayRead(caller: Caller, def: ResourceDef): boolean {
  return readLabels(def).some((label) => caller.labels.has(label));
}

/**
 * The rows of a table by each of their numbers, lower case, for the exact matches: built on the first search after the
 * table's rows changed (an insert or a delete gives `all()` a new array), so an exact number or phone is found without
 * reading 100,000 orders (docs/palette.md "Measured").
 */
const EXACT = new WeakMap<readonly Row[], Map<string, Row[]>>();

function exactIndex<R extends Row>(rows: readonly R[], keys: (row: R) => readonly string[]): Map<string, R[]> {
  let index = EXACT.get(rows) as Map<string, R[]> | undefined;
  if (!index) {
    index = new Map();
    for (const row of rows) {
      for (const key of new Set(keys(row).map((k) => k.toLowerCase()))) {
        const list = index.get(key);
        if (list) list.push(row);
        else index.set(key, [row]);
      }
    }
    EXACT.set(rows, index as Map<string, Row[]>);
  }
  return index;
}

/**
 * Up to SEARCH_LIMIT rows: those with a number equal to the query (newest first), else the newest with a key holding it. The
 * partial scan runs newest first and stops at the limit; a case-blind regular expression tests each key without
 * copying it.
 */
function find<R extends Row>(all: readonly R[], numbers: (row: R) => readonly string[], keys: (row: R) => readonly string[], q: string, inScope: (row: R) => boolean): R[] {
  const exact = (exactIndex(all, numbers).get(q.toLowerCase()) ?? [])
    // a number edited since the index was built no longer counts
    .filter((row) => inScope(row) && numbers(row).some((k) => k.toLowerCase() === q.toLowerCase()))
    .sort((a, b) => b.id - a.id)
    .slice(0, SEARCH_LIMIT);
  // a query equal to a number names its record: no other record holds a whole number or phone as a part
  if (exact.length > 0) return exact;
  const found = new Set<R>();
  const pattern = new RegExp(q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  const partial: R[] = [];
  for (let i = all.length - 1; i >= 0 && found.size < SEARCH_LIMIT; i--) {
    const row = all[i] as R;
    if (found.has(row) || !inScope(row)) continue;
    if (keys(row).some((text) => text.length >= q.length && pattern.test(text))) {
      partial.push(row);
      found.add(row);
    }
  }
  return [...exact, ...partial];
}

/** A number has no Chinese character; a name has no use for a query of digits alone. */
const DIGITS = /^\d+$/;
const CHINESE = /\p{Script=Han}/u;

/** The keys a query may match: a query of digits only a number, one with a Chinese character only a name. */
function keysFor<R extends Row>(k: Kind<R>, q: string): ((row: R) => readonly string[]) | undefined {
  const names = k.names;
  if (DIGITS.test(q)) return k.numbers;
  if (CHINESE.test(q)) return names;
  return names ? (row) => [...k.numbers(row), ...names(row)] : k.numbers;
}

export function serveSearch(router: Router): void {
  router.on(search, ({ query, caller, state, lang }) => {
    const q = query.q;
    const merchant = caller!.user.merchant_id;
    const hits: SearchHit[] = [];
    for (const k of KINDS) {
      if (!mayRead(caller!, k.def)) continue;
      const inScope = k.scoped && merchant !== undefined ? (row: Row) => (row as Row & { merchant_id: number }).merchant_id === merchant : () => true;
      const keys = keysFor(k, q);
      if (!keys) continue;
      for (const row of find(k.table(state).all(), k.numbers, keys, q, inScope)) hits.push({ kind: k.kind, id: row.id, ...k.hit(row, lang) });
    }
    return { hits };
  });
}
