import { PAGE_SIZES } from '../../../../contract/list.ts';

export type PageSize = (typeof PAGE_SIZES)[number];
export const DEFAULT_PAGE_SIZE: PageSize = 20;

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** A page size from the URL: one of the offered sizes, else the default. */
export function pageSizeOf(raw: string | null | undefined): PageSize {
  const n = Number(raw);
  return (PAGE_SIZES as readonly number[]).includes(n) ? (n as PageSize) : DEFAULT_PAGE_SIZE;
}

/** A page number from the URL, at least 1 (the upper bound is known only after the list answers). */
export function pageOf(raw: string | null | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** The page to show after the total changed (a filter, a delete): never past the last page. */
export function clampPage(page: number, total: number, limit: number): number {
  return Math.min(Math.max(1, page), pageCount(total, limit));
}

/** "1-20 of 135" numbers for the footer. */
export function rangeOf(page: number, limit: number, total: number): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * limit + 1;
  return { from, to: Math.min(total, page * limit) };
}
