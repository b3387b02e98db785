/**
 * The totals of a ledger list's current filter, above the table: one line per asset with entries, credits, debits
 * and net, as the upstream summed them in cents (the list's query without its page, size and sort).
 */
import { keepPreviousData } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { RESOURCE_ENDPOINTS, RESOURCES, type ResourceName } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import type { LedgerTotals } from '../../../../contract/resources/money/ledgerViews.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import type { BannerProps } from '../../screens/descriptions/componentProps.ts';
import { formatAssetAmount } from './assetAmount.ts';

const ROW_STYLE = { display: 'flex', gap: 16, alignItems: 'center', flexWrap: 'wrap', marginTop: 6 } as const;

/** One component per totals resource, made once: a new one at each description built would remount the banner. */
const banners = new Map<ResourceName, ComponentType<BannerProps>>();

/** The banner of a ledger list whose totals come from the resource `totals`. */
export function ledgerTotalsBanner(totals: ResourceName): ComponentType<BannerProps> {
  let banner = banners.get(totals);
  if (!banner) {
    banner = totalsBar(totals);
    banners.set(totals, banner);
  }
  return banner;
}

function totalsBar(totals: ResourceName): ComponentType<BannerProps> {
  // a change made on the list invalidates this query with every other (docs/data-loading.md)
  return function LedgerTotalsBar({ query }: BannerProps) {
    const { t } = useTranslation();
    const lang = useLang();
    const { page: _page, limit: _limit, sort: _sort, ...filter } = query;
    const { data } = useApiQuery(RESOURCE_ENDPOINTS[totals].list, { query: { ...filter, limit: 10 } }, { placeholderData: keepPreviousData });
    const rows = (data as ListData<LedgerTotals> | undefined)?.list;
    const assets = RESOURCES.ledger.enums?.asset;
    return (
      <div className="ui segment ledger-totals" data-ready={rows !== undefined}>
        <strong>{t('screens.money.totals.title')}</strong>
        {rows?.length === 0 && <span className="muted"> {t('screens.money.totals.none')}</span>}
        {rows?.map((r) => (
          <div key={r.asset} className="ledger-totals-row" style={ROW_STYLE} data-asset={r.asset} data-count={r.count} data-credit={r.credit} data-debit={r.debit} data-net={r.net}>
            <span className="ui small basic label">{assets?.options[r.asset]?.[lang] ?? r.asset}</span>
            <span>{t('screens.money.totals.count', { count: r.count })}</span>
            <span className="positive" style={{ color: 'var(--tag-green)' }}>{t('screens.money.totals.credit')} {formatAssetAmount(r.asset, r.credit)}</span>
            <span className="negative" style={{ color: '#db2828' }}>{t('screens.money.totals.debit')} {formatAssetAmount(r.asset, r.debit)}</span>
            <span className="net" style={{ fontWeight: 600 }}>{t('screens.money.totals.net')} {formatAssetAmount(r.asset, r.net, true)}</span>
          </div>
        ))}
      </div>
    );
  };
}
