/** A breakdown as a ring or bars, in the theme colours and the current language. */
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Breakdown } from '../../../../../contract/stats.ts';
import { useLang } from '../../../hooks/useLang.ts';
import { useStores } from '../../../stores/index.ts';
import { breakdownOption } from '../charts/options.ts';
import { Chart } from './Chart.tsx';

export const BreakdownChart = observer(function BreakdownChart({ breakdown }: { breakdown: Breakdown }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { theme } = useStores();
  const color = theme.color;
  const title = t(`dashboard.breakdown.${breakdown.key}`);
  const option = useMemo(() => breakdownOption(breakdown, { theme: color, lang, name: title }), [breakdown, color, lang, title]);
  return (
    <div className="ui segment dashboard-panel dashboard-breakdown" data-breakdown={breakdown.key}>
      <h4 className="ui header">{title}</h4>
      {breakdown.items.length === 0 ? <div className="dashboard-empty">{t('dashboard.empty')}</div> : <Chart option={option} name={title} />}
    </div>
  );
});
