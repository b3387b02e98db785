/**
 * The sign-in dashboards (sign-in data, order data, performance, store performance): the dashboard kind's pieces over
 * the marketing area's statistics calls. The period lives in the URL; the figures' names join the dashboard texts.
 */
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { marketingEndpoints } from '../../../../contract/resources/marketing/stats.ts';
import { useLang } from '../../hooks/useLang.ts';
import { BreakdownChart } from '../dashboard/parts/BreakdownChart.tsx';
import { ExportFigures } from '../dashboard/parts/ExportFigures.tsx';
import { KpiCards } from '../dashboard/parts/KpiCards.tsx';
import { LoadState } from '../../components/LoadState.tsx';
import { RangePicker } from '../dashboard/parts/RangePicker.tsx';
import { RankingTable } from '../dashboard/parts/RankingTable.tsx';
import { TrendChart } from '../dashboard/parts/TrendChart.tsx';
import { addDashboardTexts } from '../dashboard/texts.ts';
import { readRange, statsQueryOf, writeRange } from '../dashboard/range.ts';
import { addDashboardStyles } from '../dashboard/styles.ts';
import { useStats } from '../dashboard/useStats.ts';
import { en, zh } from './texts.ts';
import type { ScreenProps } from '../../screens/screen.ts';

const SCREENS: Record<string, (typeof marketingEndpoints)[keyof typeof marketingEndpoints]> = {
  '/signIn/SignInData': marketingEndpoints.checkInStats,
  '/signIn/orderData': marketingEndpoints.signinOrderStats,
  '/signIn/performance': marketingEndpoints.signinPerformanceStats,
  '/signinSector/storePerformance': marketingEndpoints.storeSigninStats,
};

/** The sign-in figures' names, beside the data centre's under `dashboard.` (the dashboard parts look them up there). */
function addSigninTexts(i18n: I18n): void {
  addDashboardTexts(i18n);
  if (i18n.exists('dashboard.figure.check_ins', { lng: 'zh' })) return;
  i18n.addResourceBundle('zh', 'translation', { dashboard: zh.dashboard }, true, false);
  i18n.addResourceBundle('en', 'translation', { dashboard: en.dashboard }, true, false);
}

export default function SigninDashboard({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  addSigninTexts(i18n);
  addDashboardStyles();
  const title = route.meta.title[lang];
  const [search, setSearch] = useSearchParams();
  const range = readRange(search);
  const { data, loading, error, reload } = useStats(SCREENS[route.path], statsQueryOf(range));
  const shown = data && { start: data.start_time.slice(0, 10), end: data.end_time.slice(0, 10) };

  return (
    <div className="screen dashboard signin-dashboard" data-ready={data !== undefined && !loading} data-loading={loading ? 'true' : 'false'}>
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
          </div>
        </>
      )}
      <LoadState loading={loading} error={error} hasData={data !== undefined} retry={reload} />
      {data && (
        <>
          <KpiCards kpis={data.kpis} previousLabel="previous" />
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
