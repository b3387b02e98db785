/**
 * A statistics dashboard (docs/screens.md "Dashboards"): period picker, KPI cards against the previous period (the same time of it,
 * when the period runs to now), the trend, the breakdowns, the rankings and an export of all of it. The period lives
 * in the URL. The data centre's screens and the marketing area's sign-in dashboards are this one screen over their
 * own statistics calls.
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { LoadState } from '../../components/LoadState.tsx';
import type { DataCentreEndpoint } from './descriptions.ts';
import { BreakdownChart } from './parts/BreakdownChart.tsx';
import { ExportFigures } from './parts/ExportFigures.tsx';
import { KpiCards } from './parts/KpiCards.tsx';
import { RangePicker } from './parts/RangePicker.tsx';
import { RankingTable } from './parts/RankingTable.tsx';
import { TrendChart } from './parts/TrendChart.tsx';
import { readRange, statsQueryOf, writeRange } from './range.ts';
import { useStats } from './useStats.ts';

/** `endpoint`: any statistics call answering the dashboard's shape (the data centre's and the sign-in ones do). */
export function StatsDashboard({ title, endpoint, className = '' }: { title: string; endpoint: DataCentreEndpoint; className?: string }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const range = readRange(search);
  const { data, loading, error, reload } = useStats(endpoint, statsQueryOf(range));
  const shown = data && { start: data.start_time.slice(0, 10), end: data.end_time.slice(0, 10) };

  return (
    <div className={`screen dashboard ${className}`.trim()} data-ready={data !== undefined && !loading} data-loading={loading ? 'true' : 'false'}>
      <div className="dashboard-head">
        <h2 className="ui header screen-title">{title}</h2>
        <div>
          <Button basic size="small" icon="refresh" content={t('dashboard.refresh')} onClick={reload} loading={loading} className="dashboard-refresh" />
          {data && <ExportFigures title={title} data={data} />}
        </div>
      </div>
      {data && shown && (
        <>
          <RangePicker today={data.today} range={shown} onChange={(r) => setSearch(writeRange(search, r))} />
          <div className="dashboard-period">
            {t('dashboard.range.current', { start: shown.start, end: shown.end, previousStart: data.previous_start.slice(0, 10), previousEnd: data.previous_end.slice(0, 10) })}
            {data.as_of && t('dashboard.range.asOf', { time: data.as_of.slice(11, 16) })}
          </div>
        </>
      )}
      <LoadState loading={loading} error={error} hasData={data !== undefined} retry={reload} />
      {data && (
        <>
          <KpiCards kpis={data.kpis} previousLabel={data.as_of ? 'previousSameTime' : 'previous'} />
          <TrendChart trend={data.trend} title={t('dashboard.trend')} />
          <div className="dashboard-grid">
            {data.breakdowns.map((b) => (
              <BreakdownChart key={b.key} breakdown={b} />
            ))}
          </div>
          {data.rankings.map((r) => (
            <RankingTable key={r.key} ranking={r} />
          ))}
        </>
      )}
    </div>
  );
}
