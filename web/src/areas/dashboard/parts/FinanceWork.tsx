/**
 * The finance clerk's home: today's payouts to make by channel, failed payouts to retry, withdrawals waiting with the
 * oldest's age (each a link to the list of those records), then money in and out today against yesterday.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { FinanceWork as Finance } from '../../../../../contract/homeWork.ts';
import { PAYOUT_METHOD } from '../../../../../contract/resources/stores/payouts.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { formatCount, formatFigure } from '../format.ts';
import { AgeText } from './AgeText.tsx';
import { KpiCards } from './KpiCards.tsx';

/** The lists behind the cards, under the tabs and filters that show the records each card counts. */
const LINKS = {
  payouts: (method: string) => ({ pathname: '/store/storePayout', search: `tab=to_transfer&method=${method}` }),
  failed: { pathname: '/withDraw/index', search: 'tab=failed' },
  member_withdrawals: { pathname: '/withDraw/index', search: 'tab=in_review' },
  store_payouts: { pathname: '/store/storePayout', search: 'tab=pending' },
};

function Card({ to, name, title, count, amount, children }: { to: { pathname: string; search: string }; name: string; title: string; count: number; amount: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="dashboard-queue" data-finance={name}>
      <span className="dashboard-todo-open">{t('dashboard.todo.open')} ›</span>
      <div className="dashboard-kpi-title">{title}</div>
      <div className="dashboard-todo-count">{t('dashboard.work.countOf', { count: formatCount(String(count)) })}</div>
      <div className="dashboard-queue-amount">{formatFigure('money', amount)}</div>
      {children}
    </Link>
  );
}

export function FinanceWork({ finance, asOf }: { finance: Finance; asOf: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <>
      <h3 className="ui header dashboard-section-title">{t('dashboard.work.payoutsTitle')}</h3>
      <div className="dashboard-todos">
        {finance.payouts_to_make.map((c) => (
          <Card key={c.method} to={LINKS.payouts(c.method)} name={`payouts_${c.method}`} title={t('dashboard.work.payoutsBy', { channel: PAYOUT_METHOD.options[c.method][lang] })} count={c.count} amount={c.amount} />
        ))}
        <Card to={LINKS.failed} name="failed" title={t('dashboard.work.failed')} count={finance.failed_payouts.count} amount={finance.failed_payouts.amount} />
        {finance.withdrawals_waiting.map((w) => (
          <Card key={w.key} to={LINKS[w.key]} name={w.key} title={t(`dashboard.work.waiting.${w.key}`)} count={w.count} amount={w.amount}>
            <div className="dashboard-queue-age">{w.oldest_at ? <AgeText from={w.oldest_at} to={asOf} /> : t('dashboard.work.none')}</div>
          </Card>
        ))}
      </div>
      <h3 className="ui header dashboard-section-title">{t('dashboard.work.moneyTitle')}</h3>
      <KpiCards kpis={finance.kpis} previousLabel="yesterdaySameTime" />
    </>
  );
}
