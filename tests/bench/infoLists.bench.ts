/**
 * The /infoManagement lists' numbers: a filtered page of the operation records from the mock over HTTP (the biggest
 * table of the area, filtered by operator, result and date), and in Chromium the time from a route change until each
 * of the 27 screens shows its data (median; the screens chunk is loaded by a first visit not counted).
 */
import { availableParallelism, loadavg } from 'node:os';
import type { Page } from 'playwright-core';
import { infoListScreens } from '../../web/src/areas/infoLists/descriptions/index.ts';
import { launchBrowser } from '../helpers/browser.ts';
import { startStack } from '../helpers/stack.ts';
import { adminToken, logIn } from '../browser/console.ts';
import type { Report } from './run.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Milliseconds from a hash change until the route's view shows its data. */
function timeToReady(page: Page, path: string): Promise<number> {
  return page.evaluate(
    `new Promise((resolve) => {
      const began = performance.now();
      window.location.hash = '#${path}';
      const check = () => {
        const view = document.querySelector('.app-view[data-path="${path}"]:not([hidden])');
        const ready = view && (view.querySelector('.list-screen[data-loads="1"][aria-busy=false]') || view.querySelector('[data-ready="true"]'));
        if (ready) resolve(performance.now() - began);
        else requestAnimationFrame(check);
      };
      check();
    })`,
  ) as Promise<number>;
}

export default async function infoListsBench(report: Report): Promise<void> {
  const stack = await startStack();
  const browser = await launchBrowser();
  try {
    const token = await adminToken(stack.url);
    const query = '/api/v2/seller/log/operation?operator=admin&kind=update&start_time=2020-01-01%2000:00:00&end_time=2099-01-01%2000:00:00&limit=50';
    const calls: number[] = [];
    for (let i = 0; i < 60; i++) {
      const began = performance.now();
      await (await fetch(stack.url + query, { headers: { token } })).json();
      calls.push(performance.now() - began);
    }
    const callMs = median(calls.slice(10));
    report({ name: 'operation records, filtered page of 50 (through the gateway)', value: callMs, unit: 'ms', note: 'median of 50 calls after 10 warm-up calls', target: '≤ 20 ms', ok: callMs <= 20 });

    const context = await browser.newContext({ viewport: { width: 1366, height: 860 } });
    const page = await context.newPage();
    await logIn(page, stack.url, 'admin', 'admin');
    await page.locator('.app-wrapper').waitFor();
    const paths = Object.keys(infoListScreens);
    const first = await timeToReady(page, paths[0]);
    const times: number[] = [];
    for (const path of paths.slice(1)) times.push(await timeToReady(page, path));
    const routeMs = median(times);
    report({
      name: 'route change to an /infoManagement list with its data',
      value: routeMs,
      unit: 'ms',
      note: `median of ${times.length} routes, slowest ${Math.max(...times).toFixed(0)} ms; first with the chunk load ${first.toFixed(0)} ms; load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
      target: '≤ 150 ms',
      ok: routeMs <= 150,
    });
    await context.close();
  } finally {
    await browser.close();
    await stack.close();
  }
}
