/**
 * `/home`: the role's work (docs/homes.md: an operator's queues, the finance clerk's payouts, a merchant's money, as
 * the upstream picks them for the caller), today's figures so far against yesterday up to the same time of day (the
 * upstream's `as_of`), the to-do counts of the lists the role may open (the others are neither asked for nor shown),
 * and the last 30 days' trend.
 */
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { homeWork } from '../../../../contract/homeWork.ts';
import { homeStats, TODO_KEYS, TODO_LISTS } from '../../../../contract/stats.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { ScreenProps } from '../../screens/screen.ts';
import { addDashboardTexts } from './texts.ts';
import { KpiCards } from './parts/KpiCards.tsx';
import { LoadState } from '../../components/LoadState.tsx';
import { TodoCards } from './parts/TodoCards.tsx';
import { WorkSections } from './parts/WorkSections.tsx';
import { TrendChart } from './parts/TrendChart.tsx';
import { addDashboardStyles } from './styles.ts';
import { useStats } from './useStats.ts';

const HomeScreen = observer(function HomeScreen({ route }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const lang = useLang();
  addDashboardTexts(i18n);
  addDashboardStyles();
  const { permission } = useStores();
  const ready = permission.ready;
  const todo = useMemo(() => (ready ? TODO_KEYS.filter((key) => permission.permitted(TODO_LISTS[key].route)) : []), [permission, ready]);
  const { data, loading, error, reload } = useStats(homeStats, { todo: todo.join(',') }, ready);
  const work = useStats(homeWork, undefined, ready);
  const reloadAll = () => {
    reload();
    work.reload();
  };

  return (
    <div className="screen dashboard dashboard-home" data-loading={loading ? 'true' : 'false'}>
      <div className="dashboard-head">
        <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
        <Button basic size="small" icon="refresh" content={t('dashboard.refresh')} onClick={reloadAll} loading={loading || work.loading} className="dashboard-refresh" />
      </div>
      <LoadState loading={work.loading} error={work.error} hasData={work.data !== undefined} retry={work.reload} />
      {work.data && <WorkSections work={work.data} />}
      <LoadState loading={loading} error={error} hasData={data !== undefined} retry={reload} />
      {data && (
        <>
          <h3 className="ui header dashboard-section-title">{t('dashboard.home.today', { day: data.today })}</h3>
          <p className="dashboard-same-time">{t('dashboard.home.sameTime', { time: data.as_of.slice(11, 16) })}</p>
          <KpiCards kpis={data.kpis} previousLabel="yesterdaySameTime" />
          {data.todo.length > 0 && (
            <>
              <h3 className="ui header dashboard-section-title">{t('dashboard.todo.title')}</h3>
              <TodoCards todo={data.todo} />
            </>
          )}
          <TrendChart trend={data.trend} title={t('dashboard.home.trend')} />
        </>
      )}
    </div>
  );
});

export default HomeScreen;
