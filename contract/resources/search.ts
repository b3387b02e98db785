/**
 * The one search call behind the command palette (docs/palette.md): a query string in, the records it names out,
 * grouped by kind. The upstream answers only within what the caller may read: a kind whose list the caller may not
 * read is left out, and a merchant finds only its own shop's orders, after-sales and goods (as its lists show them).
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { id } from './common.ts';

/** The kinds of record the search finds, in the order the palette shows them. */
export const SEARCH_KINDS = ['order', 'afterSale', 'withdrawal', 'member', 'goods'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  /** The record's id in its resource (orders, afterSales, withdrawals, members, goods). */
  id,
  /** What the record is called: its number, a member's name, a goods' name. */
  title: z.string(),
  /** A line that tells it apart: buyer and total, phone, merchant. */
  detail: z.string(),
  /**
   * Which of its resource's screens shows it best: an order's type, a goods' zone, `store` for an in-store
   * after-sale; empty when the general screen does.
   */
  screen: z.string(),
});
export type SearchHit = z.infer<typeof searchHit>;

/** At most this many hits of each kind. */
export const SEARCH_LIMIT = 5;

export const search = endpoint({
  method: 'GET',
  path: '/api/v2/seller/search',
  auth: 'token',
  query: z.object({ q: z.string().trim().min(1).max(60) }),
  /** Each kind's hits best first (an exact number or phone before a partial one), at most SEARCH_LIMIT of a kind. */
  response: z.object({ hits: z.array(searchHit) }),
  summary: { zh: '全局搜索：订单、售后、提现、会员、商品', en: 'Search orders, after-sales, withdrawals, members and goods' },
});
