/**
 * A data-centre screen's figures as one spreadsheet: the period, the KPIs with their previous values and changes,
 * the trend, each breakdown and each ranking, one block under the other. Counts are numbers; money stays the exact
 * decimal string the upstream sent.
 */
import type { TFunction } from 'i18next';
import type { Lang } from '../../../../contract/i18n.ts';
import type { DashboardData, Unit } from '../../../../contract/stats.ts';
import type { Cell } from '../../screens/lib/exportRows.ts';

const cell = (unit: Unit, value: string): Cell => (unit === 'count' ? Number(value) : value);

export function dashboardSheet(title: string, data: DashboardData, t: TFunction, lang: Lang): Cell[][] {
  const figure = (key: string) => t(`dashboard.figure.${key}`);
  const rows: Cell[][] = [
    [title],
    [t('dashboard.export.period'), `${data.start_time} – ${data.end_time}`],
    [t('dashboard.export.previousPeriod'), `${data.previous_start} – ${data.previous_end}`],
    [],
    [t('dashboard.export.kpis'), t('dashboard.export.value'), t('dashboard.export.previous'), t('dashboard.export.change')],
    ...data.kpis.map((k) => [figure(k.key), cell(k.unit, k.value), cell(k.unit, k.previous), k.change]),
    [],
    [t('dashboard.export.time'), ...data.trend.series.map((s) => figure(s.key))],
    ...data.trend.points.map((p) => [p.at, ...data.trend.series.map((s) => cell(s.unit, p.values[s.key] ?? '0'))]),
  ];
  for (const b of data.breakdowns) {
    rows.push([], [t(`dashboard.breakdown.${b.key}`)], [t('dashboard.export.item'), t('dashboard.export.share')]);
    for (const item of b.items) rows.push([item.label[lang], cell(b.unit, item.value)]);
  }
  for (const r of data.rankings) {
    rows.push([], [t(`dashboard.ranking.${r.key}`)], [t('dashboard.ranking.rank'), t(`dashboard.ranking.name.${r.key}`), ...r.columns.map((c) => figure(c.key))]);
    r.rows.forEach((row, i) => {
      rows.push([i + 1, row.name, ...r.columns.map((c) => cell(c.unit, row.values[c.key] ?? '0'))]);
    });
  }
  return rows;
}
