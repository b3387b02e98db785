/**
 * ECharts options of the dashboards' charts, built from the upstream's figures, the theme colour and the current
 * language's texts. Pure functions (no ECharts code, only its types), so they are tested without a browser. Values
 * travel as exact decimal strings; the charts get numbers to draw, while tooltips show the exact strings formatted.
 */
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import type { ComposeOption } from 'echarts/core';
import type { Breakdown, Trend, Unit } from '../../../../../contract/stats.ts';
import type { Lang } from '../../../../../contract/i18n.ts';
import { formatAxis, formatFigure } from '../format.ts';
import { paletteOf } from './palette.ts';

export type ChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

/** Up to this many slices a breakdown is a pie; with more it is a bar chart of the largest. */
export const PIE_MAX_ITEMS = 8;
export const BAR_MAX_ITEMS = 12;

const TEXT = '#606266';
const LINE = '#e4e7ed';

/** An x-axis label: "14:00" for an hour, "11-20" for a day. */
export function bucketLabel(bucket: Trend['bucket'], at: string): string {
  return bucket === 'hour' ? at.slice(11, 16) : at.slice(5, 10);
}

interface AxisParam {
  seriesIndex: number;
  dataIndex: number;
  marker: string;
  seriesName: string;
}

/** A trend's last point while it is still running: hollow, labelled with how far it counts (left of it: never cut). */
function soFarPoint(value: number, label = '') {
  return { value, symbol: 'emptyCircle', symbolSize: 9, label: { show: true, formatter: label, position: 'top' as const, align: 'right' as const, color: TEXT } };
}

/**
 * Line chart of a trend: money on the left axis, counts on the right when both are shown. A last point still running
 * (`soFar`: its label, "今日（截至 14:32）") is joined by a dashed segment and labelled, so a partial day does not read
 * as a collapse: each series is drawn twice under one name (one legend entry), solid up to the point before, dashed
 * for the last step.
 */
export function trendOption(trend: Trend, opts: { theme: string; name(key: string): string; soFar?: string }): ChartOption {
  const units = [...new Set(trend.series.map((s) => s.unit))] as Unit[];
  const axisOf = (unit: Unit) => Math.max(0, units.indexOf(unit));
  const palette = paletteOf(opts.theme);
  const last = trend.points.length - 1;
  const partial = opts.soFar !== undefined && last >= 1;
  const numbers = (key: string) => trend.points.map((p) => Number(p.values[key] ?? 0));
  const lines: LineSeriesOption[] = trend.series.map((s, i) => ({
    type: 'line' as const,
    name: opts.name(s.key),
    smooth: true,
    showSymbol: trend.points.length <= 31,
    yAxisIndex: axisOf(s.unit),
    areaStyle: i === 0 ? { opacity: 0.12 } : undefined,
    data: partial ? [...numbers(s.key).slice(0, last), '-'] : numbers(s.key).map((v, at) => (i === 0 && at === last && opts.soFar ? soFarPoint(v, opts.soFar) : v)),
  }));
  // the dashed last steps come after every solid line, so the first series keeps index 0 (the theme colour read back)
  const soFar: LineSeriesOption[] = partial
    ? trend.series.map((s, i) => {
        const values = numbers(s.key);
        return {
          type: 'line' as const,
          name: opts.name(s.key),
          yAxisIndex: axisOf(s.unit),
          color: palette[i % palette.length],
          lineStyle: { type: 'dashed' as const },
          data: [
            ...values.slice(0, last - 1).map(() => '-'),
            { value: values[last - 1], symbol: 'none' },
            i === 0 ? soFarPoint(values[last], opts.soFar) : values[last],
          ],
        };
      })
    : [];
  return {
    color: palette,
    animationDuration: 300,
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: TEXT } },
    tooltip: {
      trigger: 'axis',
      formatter: (raw: unknown) => {
        const params = raw as AxisParam[];
        const index = params[0]?.dataIndex ?? 0;
        const point = trend.points[index];
        if (!point) return '';
        // a series drawn twice (solid and dashed) is told once
        const seen = new Set<number>();
        const lines = params.flatMap((p) => {
          const at = p.seriesIndex % trend.series.length;
          if (seen.has(at)) return [];
          seen.add(at);
          const series = trend.series[at];
          return [`${p.marker}${escapeHtml(p.seriesName)}: ${formatFigure(series.unit, point.values[series.key] ?? '0')}`];
        });
        const title = partial && index === last ? `${point.at} · ${opts.soFar}` : point.at;
        return [escapeHtml(title), ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      boundaryGap: false,
      data: trend.points.map((p) => bucketLabel(trend.bucket, p.at)),
      // the first and last labels sit on the plot's edges: aligned inward, "11-22" is never cut to "11-2"
      axisLabel: { color: TEXT, alignMinLabel: 'left', alignMaxLabel: 'right' },
      axisLine: { lineStyle: { color: LINE } },
    },
    yAxis: units.map((unit) => ({
      type: 'value' as const,
      axisLabel: { color: TEXT, formatter: (v: number) => formatAxis(unit, v) },
      splitLine: { lineStyle: { color: LINE } },
    })),
    series: [...lines, ...soFar],
  };
}

/** A breakdown: a ring of its slices, or horizontal bars of the largest items when there are many. */
export function breakdownOption(breakdown: Breakdown, opts: { theme: string; lang: Lang; name: string }): ChartOption {
  const label = (item: Breakdown['items'][number]) => item.label[opts.lang];
  if (breakdown.items.length <= PIE_MAX_ITEMS) {
    return {
      color: paletteOf(opts.theme),
      animationDuration: 300,
      legend: { type: 'scroll', orient: 'vertical', right: 0, top: 'middle', textStyle: { color: TEXT } },
      tooltip: {
        trigger: 'item',
        formatter: (raw: unknown) => {
          const p = raw as { dataIndex: number; marker: string; percent: number };
          const item = breakdown.items[p.dataIndex];
          return item ? `${p.marker}${escapeHtml(label(item))}: ${formatFigure(breakdown.unit, item.value)} (${p.percent}%)` : '';
        },
      },
      series: [
        {
          type: 'pie',
          name: opts.name,
          radius: ['40%', '70%'],
          center: ['38%', '50%'],
          label: { show: false },
          data: breakdown.items.map((item) => ({ name: label(item), value: Number(item.value) })),
        },
      ],
    };
  }
  // largest on top: a horizontal bar chart lists its categories bottom-up
  const top = breakdown.items.slice(0, BAR_MAX_ITEMS).reverse();
  return {
    color: paletteOf(opts.theme),
    animationDuration: 300,
    // the largest value's label is centred on the plot's right edge, which containLabel leaves out: room for half of
    // "¥60,000", or it is cut to "¥60,00" (aligning it inward makes ECharts drop it as overlapping its neighbour)
    grid: { left: 8, right: 40, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (raw: unknown) => {
        const p = (raw as AxisParam[])[0];
        const item = p && top[p.dataIndex];
        return item ? `${p.marker}${escapeHtml(label(item))}: ${formatFigure(breakdown.unit, item.value)}` : '';
      },
    },
    xAxis: { type: 'value', axisLabel: { color: TEXT, formatter: (v: number) => formatAxis(breakdown.unit, v) }, splitLine: { lineStyle: { color: LINE } } },
    yAxis: { type: 'category', data: top.map(label), axisLabel: { color: TEXT, width: 120, overflow: 'truncate' } },
    series: [{ type: 'bar', name: opts.name, barMaxWidth: 18, data: top.map((item) => Number(item.value)) }],
  };
}

/** Tooltips are HTML: names come from records (goods, stores) and must not be read as markup. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
