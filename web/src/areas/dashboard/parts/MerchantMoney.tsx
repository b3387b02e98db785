/** A merchant's money on its home: the balance the platform holds for it, the next settlement and its latest payouts. */
import { useTranslation } from 'react-i18next';
import type { MerchantMoney as Money } from '../../../../../contract/homeWork.ts';
import { PAYOUT_METHOD, PAYOUT_STATUS } from '../../../../../contract/resources/stores/payouts.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { formatFigure } from '../format.ts';

export function MerchantMoney({ money }: { money: Money }) {
  const { t } = useTranslation();
  const lang = useLang();
  const next = money.next_settlement;
  return (
    <>
      <h3 className="ui header dashboard-section-title">{t('dashboard.work.shopMoney')}</h3>
      <div className="dashboard-kpis">
        <div className="dashboard-money-card" data-money="balance">
          <div className="dashboard-kpi-title">{t('dashboard.work.balance')}</div>
          <div className="dashboard-kpi-value">{formatFigure('money', money.balance)}</div>
          <div className="dashboard-kpi-foot">{t('dashboard.work.balanceHint')}</div>
        </div>
        <div className="dashboard-money-card" data-money="next_settlement">
          <div className="dashboard-kpi-title">{t('dashboard.work.nextSettlement')}</div>
          {next ? (
            <>
              <div className="dashboard-kpi-value">{formatFigure('money', next.net_amount)}</div>
              <div className="dashboard-kpi-foot">
                {t('dashboard.work.settlesOn', { day: next.settles_on, bill: next.bill_no, from: next.period_start.slice(0, 10), to: next.period_end.slice(0, 10) })}
              </div>
            </>
          ) : (
            <div className="dashboard-kpi-foot">{t('dashboard.work.noSettlement')}</div>
          )}
        </div>
      </div>
      <table className="ui compact table dashboard-payouts" data-money="recent_payouts">
        <caption>{t('dashboard.work.recentPayouts')}</caption>
        <thead>
          <tr>
            <th>{t('dashboard.work.payoutNo')}</th>
            <th>{t('dashboard.work.amount')}</th>
            <th>{t('dashboard.work.method')}</th>
            <th>{t('dashboard.work.status')}</th>
            <th>{t('dashboard.work.requested')}</th>
          </tr>
        </thead>
        <tbody>
          {money.recent_payouts.length === 0 && (
            <tr>
              <td colSpan={5}>{t('dashboard.work.noPayouts')}</td>
            </tr>
          )}
          {money.recent_payouts.map((p) => (
            <tr key={p.payout_no} data-payout={p.payout_no}>
              <td>{p.payout_no}</td>
              <td>{formatFigure('money', p.amount)}</td>
              <td>{PAYOUT_METHOD.options[p.method][lang]}</td>
              <td>{PAYOUT_STATUS.options[p.status][lang]}</td>
              <td>{p.created_at}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
