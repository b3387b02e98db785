/**
 * The cards above the withdrawals list: in review (count and amount), to pay, paid today, failed; a click opens the
 * tab. A card for a state says the state's own label, the word its tab says; only "paid today" is a card's own text.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { RESOURCE_ENDPOINTS } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import type { WithdrawSummary } from '../../../../contract/resources/money/withdrawSummary.ts';
import { WITHDRAW_STATUS } from '../../../../contract/resources/withdrawals.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { formatMoney } from '../../lib/format.ts';
import type { BannerProps } from '../../screens/descriptions/componentProps.ts';

// one line a card (label, count, amount): the list's rows start under the fold's first third (docs/lists.md "Density")
const CARD_STYLE = { flex: '1 1 160px', margin: 0, padding: '6px 14px', display: 'flex', alignItems: 'baseline', gap: 10, textAlign: 'left', cursor: 'pointer', background: '#fff' } as const;

const CARDS = [
  { key: 'pending', tab: 'in_review', count: 'pending_count', amount: 'pending_amount', color: 'yellow' },
  { key: 'toPay', tab: 'approved', count: 'approved_count', amount: 'approved_amount', color: 'blue' },
  { key: 'paidToday', tab: 'paid', count: 'paid_today_count', amount: 'paid_today_amount', color: 'green', text: 'screens.money.summary.paidToday' },
  { key: 'failed', tab: 'failed', count: 'failed_count', amount: 'failed_amount', color: 'orange' },
] as const;

/** The list's changes invalidate this query (docs/data-loading.md), so an approval moves its counts too. */
export function WithdrawSummaryCards(_: BannerProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const [, setSearch] = useSearchParams();
  const { data } = useApiQuery(RESOURCE_ENDPOINTS.withdrawSummary.list, { query: {} });
  const summary = (data as ListData<WithdrawSummary> | undefined)?.list[0];
  return (
    <div className="withdraw-summary" data-ready={summary !== undefined} style={{ display: 'flex', gap: 12, flexWrap: 'wrap', margin: '4px 0 6px' }}>
      {CARDS.map((c) => (
        <button key={c.key} type="button" className={`ui ${c.color} segment summary-card`} data-card={c.key} onClick={() => setSearch({ tab: c.tab })} style={CARD_STYLE}>
          <div className="label" style={{ color: 'rgba(0,0,0,.6)' }}>{'text' in c ? t(c.text) : WITHDRAW_STATUS.options[c.tab][lang]}</div>
          <div className="value" data-count={summary?.[c.count]} style={{ fontSize: 18, fontWeight: 600 }}>
            {summary?.[c.count] ?? '-'}
          </div>
          <div className="money" style={{ marginLeft: 'auto' }} data-amount={summary?.[c.amount]}>{summary ? formatMoney(summary[c.amount]) : ''}</div>
        </button>
      ))}
    </div>
  );
}
