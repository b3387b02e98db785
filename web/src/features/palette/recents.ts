/**
 * What the operator opened from the palette lately and the queries that led there, per account and area, newest first
 * (docs/palette.md, "Recent").
 * Kept in the browser's localStorage: a recent pick is a convenience, not a setting worth the upstream.
 */
import type { Text } from '../../../../contract/i18n.ts';

export interface Recent {
  /** Where it leads: a route path, with `?open=<id>` for a record. */
  target: string;
  title: Text;
  detail: string;
}

const MAX_RECENTS = 6;

const keyOf = (owner: string) => `palette.recent.${owner}`;

export function readRecents(owner: string): Recent[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(keyOf(owner)) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Recent[]).filter((r) => typeof r?.target === 'string' && typeof r.title?.zh === 'string') : [];
  } catch {
    // storage refused (private mode) or a value written by something else: no recents rather than an error
    return [];
  }
}

export function addRecent(owner: string, recent: Recent): void {
  const next = [recent, ...readRecents(owner).filter((r) => r.target !== recent.target)].slice(0, MAX_RECENTS);
  try {
    window.localStorage.setItem(keyOf(owner), JSON.stringify(next));
  } catch {
    // a full or refused storage only loses the recents
  }
}

const MAX_QUERIES = 5;

const queriesKeyOf = (owner: string) => `palette.queries.${owner}`;

/** The queries typed lately that led to a pick ("Recent searches"), newest first. */
export function readQueries(owner: string): string[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(queriesKeyOf(owner)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((q): q is string => typeof q === 'string' && q.trim() !== '') : [];
  } catch {
    return [];
  }
}

export function addQuery(owner: string, query: string): void {
  const q = query.trim();
  if (!q) return;
  const next = [q, ...readQueries(owner).filter((old) => old !== q)].slice(0, MAX_QUERIES);
  try {
    window.localStorage.setItem(queriesKeyOf(owner), JSON.stringify(next));
  } catch {
    // a full or refused storage only loses the recent searches
  }
}
