/**
 * Totals of the promoter performance rows the current filters select (the list's filters live in the URL): sales and
 * commission summed in integer cents over every page, so they equal the sum of the rows.
 */
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { type ListData, MAX_LIMIT } from '../../../../contract/list.ts';
import { apiKey, dataOf, type LoadFailure } from '../../lib/queries.ts';
import { useStores } from '../../stores/index.ts';
import { paramsOf } from '../../../../contract/filterParams.ts';
import { sumMoney } from '../../lib/format.ts';

interface Totals {
  rows: number;
  sales: string;
  commission: string;
}

type PerformanceRow = { sales_amount: string; commission: string };

/** The upstream query of the list's filters, read from the URL. */
function filterQuery(search: URLSearchParams): Record<string, string> {
  const names = new Set(RESOURCES.promoterPerformance.filters.flatMap(paramsOf));
  return Object.fromEntries([...search].filter(([name, value]) => names.has(name) && value !== ''));
}

export function PerformanceTotals() {
  const { t } = useTranslation();
  const { api } = useStores();
  const [search] = useSearchParams();
  const query = filterQuery(search);
  // every page of the filter, as one query under the list's key (docs/data-loading.md): a change invalidates it too
  const { data: totals } = useQuery<Totals, LoadFailure>({
    queryKey: [...apiKey(RESOURCE_ENDPOINTS.promoterPerformance.list, { query }), 'totals'],
    queryFn: async ({ signal }) => {
      const rows: PerformanceRow[] = [];
      for (let page = 1; ; page++) {
        const data = dataOf(await api(RESOURCE_ENDPOINTS.promoterPerformance.list, { query: { ...query, page, limit: MAX_LIMIT }, signal })) as ListData<PerformanceRow>;
        rows.push(...data.list);
        if (rows.length >= data.total || data.list.length === 0) break;
      }
      return { rows: rows.length, sales: sumMoney(rows.map((r) => r.sales_amount)), commission: sumMoney(rows.map((r) => r.commission)) };
    },
  });

  if (!totals) return null;
  return <span className="ui basic label performance-totals">{t('screens.members.performance.totals', { count: totals.rows, sales: totals.sales, commission: totals.commission })}</span>;
}
