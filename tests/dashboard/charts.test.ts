/** The chart options: theme colour first, one axis per unit, pie or bars by size, exact tooltips, escaped names. */
import t from 'tap';
import type { Breakdown, Trend } from '../../contract/stats.ts';
import { BAR_MAX_ITEMS, breakdownOption, PIE_MAX_ITEMS, trendOption } from '../../web/src/areas/dashboard/charts/options.ts';
import { paletteOf } from '../../web/src/areas/dashboard/charts/palette.ts';

const trend: Trend = {
  bucket: 'day',
  series: [
    { key: 'sales', unit: 'money' },
    { key: 'orders', unit: 'count' },
  ],
  points: [
    { at: '2026-11-19', values: { sales: '1234.56', orders: '3' } },
    { at: '2026-11-20', values: { sales: '0.10', orders: '1' } },
  ],
};
const item = (key: string, value: string) => ({ key, label: { zh: `中${key}`, en: `<b>${key}</b>` }, value });

t.test('trend: theme colour first, an axis per unit, names in the language, exact tooltip', async (t) => {
  const option = trendOption(trend, { theme: '#11a983', name: (k) => `name:${k}` });
  t.equal((option.color as string[])[0], '#11a983', 'the first series takes the theme colour');
  t.equal((option.yAxis as unknown[]).length, 2, 'money and counts on their own axes');
  const series = option.series as { name: string; yAxisIndex: number; data: number[] }[];
  t.same(series.map((s) => s.name), ['name:sales', 'name:orders']);
  t.same(series.map((s) => s.yAxisIndex), [0, 1]);
  t.same(series[0].data, [1234.56, 0.1]);
  t.same((option.xAxis as { data: string[] }).data, ['11-19', '11-20']);
  const tooltip = (option.tooltip as { formatter: (p: unknown) => string }).formatter([
    { seriesIndex: 0, dataIndex: 0, marker: '', seriesName: 'S' },
    { seriesIndex: 1, dataIndex: 0, marker: '', seriesName: 'O' },
  ]);
  t.equal(tooltip, '2026-11-19<br/>S: ¥1,234.56<br/>O: 3');
  const one = trendOption({ ...trend, series: [trend.series[1]] }, { theme: '#409eff', name: String });
  t.equal((one.yAxis as unknown[]).length, 1, 'one unit, one axis');
});

t.test('breakdown: a ring up to 8 items, else bars of the 12 largest; labels escaped in tooltips', async (t) => {
  const few: Breakdown = { key: 'sales_by_pay_method', unit: 'money', items: [item('a', '10.00'), item('b', '5.50')] };
  const pie = breakdownOption(few, { theme: '#409eff', lang: 'en', name: 'x' });
  const pieSeries = (pie.series as { type: string; data: { name: string; value: number }[] }[])[0];
  t.equal(pieSeries.type, 'pie');
  t.same(pieSeries.data, [
    { name: '<b>a</b>', value: 10 },
    { name: '<b>b</b>', value: 5.5 },
  ]);
  const tip = (pie.tooltip as { formatter: (p: unknown) => string }).formatter({ dataIndex: 0, marker: '', percent: 64.52 });
  t.equal(tip, '&#60;b&#62;a&#60;/b&#62;: ¥10.00 (64.52%)', 'a record’s name is never markup');

  const many: Breakdown = { key: 'orders_by_type', unit: 'count', items: Array.from({ length: 20 }, (_, i) => item(`k${i}`, String(100 - i))) };
  const bars = breakdownOption(many, { theme: '#409eff', lang: 'zh', name: 'x' });
  const barSeries = (bars.series as { type: string; data: number[] }[])[0];
  t.equal(barSeries.type, 'bar');
  t.equal(barSeries.data.length, BAR_MAX_ITEMS);
  t.equal((bars.yAxis as { data: string[] }).data.at(-1), '中k0', 'the largest on top');
  t.ok(PIE_MAX_ITEMS < BAR_MAX_ITEMS);
});

t.test('palette: the theme colour, then colours that differ from it', async (t) => {
  const palette = paletteOf('#f5a623');
  t.equal(palette[0], '#f5a623');
  t.equal(palette.filter((c) => c.toLowerCase() === '#f5a623').length, 1, 'not twice');
});

t.test('the labels on a plot\'s edges stay inside the chart: "11-22" and "¥60,000" whole', async (t) => {
  const echarts = await import('echarts');
  const width = 480;
  /** The x positions and anchors of the chart's texts, rendered as SVG on the server as in a browser's box. */
  const texts = (option: object) => {
    const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height: 240 });
    chart.setOption({ ...option, animation: false });
    const svg = chart.renderToSVGString();
    chart.dispose();
    return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => ({
      x: Number(/transform="translate\(([\d.]+)/.exec(m[0])?.[1]),
      anchor: /text-anchor="(\w+)"/.exec(m[0])?.[1] ?? 'start',
      text: m[1],
    }));
  };
  const days: Trend = { bucket: 'day', series: [{ key: 'sales', unit: 'count' }], points: ['2026-11-20', '2026-11-21', '2026-11-22'].map((at) => ({ at, values: { sales: '5' } })) };
  const last = texts(trendOption(days, { theme: '#409eff', name: String })).find((l) => l.text === '11-22');
  t.ok(last && last.anchor === 'end' && last.x <= width, `the last day ends inside: ${JSON.stringify(last)}`);
  const bars: Breakdown = { key: 'sales', unit: 'money', items: Array.from({ length: PIE_MAX_ITEMS + 2 }, (_, i) => item(String(i), String(6000 * (i + 1)))) };
  const labels = texts(breakdownOption(bars, { theme: '#409eff', lang: 'zh', name: 'n' })).filter((l) => l.text.startsWith('¥'));
  const right = labels.reduce((a, b) => (b.x > a.x ? b : a));
  t.equal(right.text, '¥60,000', 'the largest value is labelled');
  // centred on its point: half of its 7 characters at 12 px (at most 7 px each) must fit
  t.ok(right.anchor === 'middle' && right.x + (right.text.length * 7) / 2 <= width, `and ends inside: ${JSON.stringify(right)}`);
});

t.test('trend with a last point so far: a dashed last step, labelled, told once in the tooltip', async (t) => {
  const partial: Trend = { ...trend, so_far: '2026-11-20 14:30:00', points: [{ at: '2026-11-18', values: { sales: '50.00', orders: '2' } }, ...trend.points] };
  const option = trendOption(partial, { theme: '#409eff', name: (k) => `name:${k}`, soFar: 'Today (so far, 14:30)' });
  const series = option.series as { name: string; data: unknown[]; lineStyle?: { type: string } }[];
  t.same(series.map((s) => s.name), ['name:sales', 'name:orders', 'name:sales', 'name:orders'], 'each series twice under one name: one legend entry');
  t.same(series[0].data, [50, 1234.56, '-'], 'the solid line stops before today');
  t.equal(series[2].lineStyle?.type, 'dashed', 'today is reached by a dashed step');
  const [gap, from, today] = series[2].data as [string, { value: number }, { value: number; label: { show: boolean; formatter: string } }];
  t.same([gap, from.value, today.value], ['-', 1234.56, 0.1], 'from yesterday’s figure to today’s so far');
  t.same([today.label.show, today.label.formatter], [true, 'Today (so far, 14:30)'], 'the point says it is so far');
  const tip = (option.tooltip as { formatter: (p: unknown) => string }).formatter([
    { seriesIndex: 0, dataIndex: 2, marker: '', seriesName: 'S' },
    { seriesIndex: 1, dataIndex: 2, marker: '', seriesName: 'O' },
    { seriesIndex: 2, dataIndex: 2, marker: '', seriesName: 'S' },
    { seriesIndex: 3, dataIndex: 2, marker: '', seriesName: 'O' },
  ]);
  t.equal(tip, '2026-11-20 · Today (so far, 14:30)<br/>S: ¥0.10<br/>O: 1');
  const first = trendOption({ ...trend, points: trend.points.slice(0, 1) }, { theme: '#409eff', name: String, soFar: 'This hour (so far, 00:20)' });
  const only = (first.series as { data: { label?: { formatter: string } }[] }[])[0].data[0];
  t.equal(only.label?.formatter, 'This hour (so far, 00:20)', 'a first point still running is labelled too');
  const whole = trendOption(trend, { theme: '#409eff', name: String });
  t.equal((whole.series as unknown[]).length, 2, 'a trend of whole days is drawn once');
});
