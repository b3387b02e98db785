/** The trend line chart, in the theme colour and the current language; a last point still running is marked so far. */
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Trend } from '../../../../../contract/stats.ts';
import { useStores } from '../../../stores/index.ts';
import { trendOption } from '../charts/options.ts';
import { Chart } from './Chart.tsx';

export const TrendChart = observer(function TrendChart({ trend, title }: { trend: Trend; title: string }) {
  const { t, i18n } = useTranslation();
  const { theme } = useStores();
  const color = theme.color;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names follow the language
  const option = useMemo(() => {
    const soFar = trend.so_far && t(`dashboard.soFar.${trend.bucket}`, { time: trend.so_far.slice(11, 16) });
    return trendOption(trend, { theme: color, name: (key) => t(`dashboard.figure.${key}`), soFar });
  }, [trend, color, t, i18n.language]);
  return (
    <div className="ui segment dashboard-panel dashboard-trend">
      <h4 className="ui header">{title}</h4>
      <Chart option={option} name={title} />
    </div>
  );
});
