/**
 * Every match of a lookup group, up to LOOKUP_ALL_MAX, when the operator asks for them all: the contract's longest
 * pages (MAX_LIMIT, 500) asked in parallel, each a query of its own (docs/data-loading.md), joined in order once all
 * have answered. The table then renders them virtually (docs/lists.md "Virtual rows").
 */
import { type QueryObserverResult, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { RESOURCE_ENDPOINTS, type ResourceName } from '../../../../../contract/index.ts';
import { type ListData, MAX_LIMIT } from '../../../../../contract/list.ts';
import { type LoadFailure, queryOptionsOf } from '../../../lib/queries.ts';
import { useStores } from '../../../stores/index.ts';
import type { Row } from '../../descriptions/types.ts';

/** The most rows a lookup group shows: more is a list's work (its filters, its pages, its export). */
export const LOOKUP_ALL_MAX = 10_000;

export interface AllMatches {
  /** Every match in the upstream's order, once all pages are in. */
  rows?: Row[];
  loading: boolean;
  error?: string;
  retry(): void;
}

export function useAllMatches(resource: ResourceName, query: Record<string, string>, total: number, on: boolean): AllMatches {
  const { api } = useStores();
  const pages = on ? Math.ceil(Math.min(total, LOOKUP_ALL_MAX) / MAX_LIMIT) : 0;
  const combine = useCallback((results: QueryObserverResult<unknown, Error>[]): AllMatches => {
    const failed = results.find((r) => r.isError);
    const retry = () => {
      for (const r of results) if (r.isError) void r.refetch();
    };
    if (results.length === 0 || failed) return { loading: false, error: failed ? (failed.error as LoadFailure).message : undefined, retry };
    if (results.some((r) => r.data === undefined)) return { loading: true, retry };
    // a record that moved from one page to the next between two calls is listed once
    const seen = new Set<number>();
    const rows = results.flatMap((r) => (r.data as ListData<Row>).list).filter((row) => !seen.has(row.id) && seen.add(row.id));
    return { rows: rows.slice(0, LOOKUP_ALL_MAX), loading: false, retry };
  }, []);
  return useQueries({
    queries: Array.from({ length: pages }, (_, i) => queryOptionsOf(api, RESOURCE_ENDPOINTS[resource].list, { query: { ...query, page: i + 1, limit: MAX_LIMIT } })),
    combine,
  });
}
