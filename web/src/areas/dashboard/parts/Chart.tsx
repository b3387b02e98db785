/**
 * One ECharts chart on a canvas. ECharts itself is loaded on the first chart (its own chunk); the chart follows its
 * container's size, takes a new option whenever the figures, the language or the theme colour change, and says which
 * colour its first series was drawn in (`data-series-color`, read back from the chart instance), its x categories
 * (`data-categories`) and its labelled points (`data-marks`), as the chart holds them.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChartOption } from '../charts/options.ts';

type ECharts = ReturnType<(typeof import('../charts/echarts.ts'))['init']>;

let loading: Promise<typeof import('../charts/echarts.ts')> | undefined;
function loadECharts() {
  loading ??= import('../charts/echarts.ts').catch((error: unknown) => {
    loading = undefined; // a later chart may try again (the chunk may have failed on a flaky network)
    throw error;
  });
  return loading;
}

/** The text a data point is labelled with, when it shows one. */
function labelOf(point: unknown): string | undefined {
  const label = (point as { label?: { show?: boolean; formatter?: unknown } } | null)?.label;
  return label?.show && typeof label.formatter === 'string' ? label.formatter : undefined;
}

export function Chart({ option, height = 300, name }: { option: ChartOption; height?: number; name: string }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<ECharts>();
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    let instance: ECharts | undefined;
    let observer: ResizeObserver | undefined;
    loadECharts().then(
      ({ init }) => {
        const element = box.current;
        if (!live || !element) return;
        instance = init(element, undefined, { renderer: 'canvas' });
        // a kept-alive view is hidden with size 0: resize when it shows again, as on any container change
        observer = new ResizeObserver(() => {
          if (element.clientWidth > 0) instance?.resize();
        });
        observer.observe(element);
        setChart(instance);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      observer?.disconnect();
      instance?.dispose();
    };
  }, []);

  useEffect(() => {
    if (!chart || !box.current) return;
    chart.setOption(option, { notMerge: true });
    const color = chart.getVisual({ seriesIndex: 0 }, 'color');
    if (typeof color === 'string') box.current.dataset.seriesColor = color;
    // what the chart holds, read back from it: the x categories and the labelled points (a last point so far)
    const held = chart.getOption() as { xAxis?: { data?: unknown[] }[]; series?: { data?: unknown[] }[] };
    box.current.dataset.categories = JSON.stringify(held.xAxis?.[0]?.data ?? []);
    box.current.dataset.marks = JSON.stringify(
      (held.series ?? []).flatMap((series) => (series.data ?? []).flatMap((point, index) => (labelOf(point) ? [{ index, label: labelOf(point) }] : []))),
    );
  }, [chart, option]);

  if (failed) return <div className="ui warning message dashboard-chart-failed">{t('dashboard.chartFailed')}</div>;
  return <div ref={box} className="dashboard-chart" role="img" aria-label={name} style={{ height, width: '100%' }} />;
}
