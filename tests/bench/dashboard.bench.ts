/**
 * The dashboards' numbers (issue 7), in real Chromium against the gateway and the mock:
 * - the time from opening a data-centre screen to its KPI cards and every chart drawn: at most 500 ms (median over
 *   fresh sessions; the session starts on /home, whose trend has already loaded ECharts, as a user's would);
 * - the ECharts chunk's size as sent (brotli and gzip), and that it is a chunk of its own;
 * - the login page's JS+CSS over the wire still within the shell's 180 KB.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import type { Page } from 'playwright-core';
import { areaUrl, logIn } from '../browser/console.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { startStack } from '../helpers/stack.ts';
import type { Report } from './run.ts';

const ROUNDS = 5;
const SCREENS = ['/datacenter/tradinfo', '/datacenter/goodsinfo', '/datacenter/storeinfo'];
const root = fileURLToPath(new URL('../..', import.meta.url));

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** In the page: opens a screen by its hash and resolves with the milliseconds until its figures and charts are drawn. */
function openToDrawn(page: Page, path: string): Promise<number> {
  return page.evaluate(
    `new Promise((resolve) => {
      const started = performance.now();
      window.location.hash = '#${path}';
      const check = () => {
        const view = document.querySelector('.app-view[data-path="${path}"]:not([hidden]) .dashboard[data-loading=false]');
        const charts = view ? [...view.querySelectorAll('.dashboard-chart')] : [];
        if (view && view.querySelector('.dashboard-kpi') && charts.length === 3 && charts.every((c) => c.dataset.seriesColor)) resolve(performance.now() - started);
        else requestAnimationFrame(check);
      };
      check();
    })`,
  ) as Promise<number>;
}

/** The built chunk holding ECharts, from the build's metafile. */
async function chartChunk(): Promise<{ path: string; others: string[] }> {
  const meta = JSON.parse(await readFile(join(root, 'dist/web/meta.json'), 'utf8')) as Metafile;
  const holding = Object.entries(meta.outputs).filter(([, o]) => Object.keys(o.inputs).some((i) => i.includes('node_modules/echarts/')));
  if (holding.length !== 1) throw new Error(`ECharts is in ${holding.length} chunks`);
  const [path, output] = holding[0];
  const others = Object.keys(output.inputs).filter((i) => !i.includes('node_modules/echarts/') && !i.includes('node_modules/zrender/') && !i.includes('node_modules/tslib/'));
  return { path: join(root, path), others };
}

export default async function dashboardBench(report: Report): Promise<void> {
  const chunk = await chartChunk();
  const kb = async (suffix: string) => (await stat(`${chunk.path}${suffix}`)).size / 1000;
  report({ name: 'ECharts chunk (brotli)', value: await kb('.br'), unit: 'KB', note: `${(await kb('.gz')).toFixed(1)} KB gzip, ${(await kb('')).toFixed(0)} KB minified; loaded only by the dashboards` });
  report({ name: 'other modules in the ECharts chunk', value: chunk.others.length, unit: 'modules', note: chunk.others.join(', '), target: '≤ 1 (its own setup module)', ok: chunk.others.length <= 1 });

  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (['script', 'stylesheet'].includes(request.resourceType())) sizes.push(request.sizes().then((s) => s.responseBodySize));
    });
    await page.goto(areaUrl(stack.url, 'admin'), { waitUntil: 'networkidle' });
    const login = (await Promise.all(sizes)).reduce((a, b) => a + b, 0) / 1000;
    report({ name: 'login page JS+CSS transferred (compressed)', value: login, unit: 'KB', target: '≤ 180 KB', ok: login <= 180 });
    await context.close();

    const times: Record<string, number[]> = Object.fromEntries(SCREENS.map((s) => [s, []]));
    for (let round = 0; round < ROUNDS; round++) {
      const session = await browser.newContext({ viewport: { width: 1366, height: 860 } });
      const p = await session.newPage();
      await logIn(p, stack.url, 'admin', 'admin');
      await p.locator('.app-view[data-path="/home"] .dashboard-chart[data-series-color]').waitFor();
      // a different screen first each round, so the data-centre chunk's first load is spread over the three
      const order = SCREENS.map((_, i) => SCREENS[(i + round) % SCREENS.length]);
      for (const path of order) times[path].push(await openToDrawn(p, path));
      await session.close();
    }
    for (const path of SCREENS) {
      const value = median(times[path]);
      report({ name: `${path} rendered with its charts`, value, unit: 'ms', note: `median of ${ROUNDS} fresh sessions, max ${Math.max(...times[path]).toFixed(0)} ms`, target: '≤ 500 ms', ok: value <= 500 });
    }
  } finally {
    await browser.close();
    await stack.close();
  }
}
