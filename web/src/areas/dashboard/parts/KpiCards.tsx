/** KPI cards: the figure, the previous period's and the change, green when up and red when down. */
import { useTranslation } from 'react-i18next';
import type { Kpi } from '../../../../../contract/stats.ts';
import { formatChange, formatFigure } from '../format.ts';

/** What the previous value is: the previous period or yesterday, whole or up to the same time (a period still running). */
export type PreviousLabel = 'previous' | 'yesterday' | 'previousSameTime' | 'yesterdaySameTime';

export function KpiCards({ kpis, previousLabel }: { kpis: readonly Kpi[]; previousLabel: PreviousLabel }) {
  const { t } = useTranslation();
  return (
    <div className="dashboard-kpis">
      {kpis.map((kpi) => {
        const change = formatChange(kpi.change);
        const direction = kpi.change === null || kpi.change === 0 ? 'flat' : kpi.change > 0 ? 'up' : 'down';
        return (
          <div key={kpi.key} className="dashboard-kpi" data-kpi={kpi.key}>
            <div className="dashboard-kpi-title">{t(`dashboard.figure.${kpi.key}`)}</div>
            <div className="dashboard-kpi-value">{formatFigure(kpi.unit, kpi.value)}</div>
            <div className="dashboard-kpi-foot">
              <span>{t(`dashboard.kpi.${previousLabel}`, { value: formatFigure(kpi.unit, kpi.previous) })}</span>
              {change === null ? (
                <span className="dashboard-change flat">{t('dashboard.kpi.noComparison')}</span>
              ) : (
                <span
                  className={`dashboard-change ${direction}`}
                  title={direction === 'flat' ? undefined : t(`dashboard.kpi.${direction}`)}
                >
                  {direction === 'up' ? '▲ ' : direction === 'down' ? '▼ ' : ''}
                  {change}
                </span>
              )}
            </div>
          </div>
        );
      })}
    </div>
  );
}
