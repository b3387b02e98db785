/**
 * Back to a kept-alive tag (docs/data-loading.md "Kept-alive views"), in real Chromium against the gateway and the
 * mock: a click on the tag of a screen opened before shows its data (a list's rows, the home's figures) within 50 ms,
 * and no request leaves before that frame; the screen asks again after it painted.
 */
import type { Page } from 'playwright-core';
import { withAdminConsole } from './adminConsole.ts';
import type { Report } from './run.ts';

// kept-alive screens only: home is not kept (noCache), it remounts and asks on every visit
const SCREENS = ['/datacenter/tradinfo', '/goods/index', '/withDraw/index', '/order/index', '/memberList/list'];
const ROUNDS = 4;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What shows a screen's data: a list's rows, a dashboard's figures. */
const DATA = (path: string) =>
  `.app-view[data-path="${path}"]:not([hidden]) .data-table tbody tr:not(.placeholder-row), .app-view[data-path="${path}"]:not([hidden]) .dashboard-kpi`;

/**
 * In the page: clicks the tag of `path` and resolves with the milliseconds until the frame that shows its data, the
 * API requests started before that frame, and those started in the second after it (the revalidation).
 */
function backToTag(page: Page, path: string): Promise<{ ms: number; before: number; after: number }> {
  return page.evaluate(
    `new Promise((resolve) => {
      const tag = [...document.querySelectorAll('.tags-view a.tag-link')].find((a) => a.hash.split('?')[0] === '#${path}');
      const api = () => performance.getEntriesByType('resource').filter((e) => e.name.includes('/api/'));
      const started = performance.now();
      const check = () => {
        if (!document.querySelector('${DATA(path).replace(/'/g, "\\'")}')) return requestAnimationFrame(check);
        const shown = performance.now();
        // the requests' entries appear when they end: read them once the revalidation has had time to answer
        setTimeout(() => {
          const since = api().filter((e) => e.startTime >= started);
          resolve({ ms: shown - started, before: since.filter((e) => e.startTime < shown).length, after: since.filter((e) => e.startTime >= shown).length });
        }, 1000);
      };
      requestAnimationFrame(check);
      tag.click();
    })`,
  ) as Promise<{ ms: number; before: number; after: number }>;
}

export default async function keepaliveBench(report: Report): Promise<void> {
  await withAdminConsole(async ({ page }) => {
    // every screen opened once, so each has its tag and its data
    for (const path of SCREENS) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#${path}`);
      await page.locator(DATA(path)).first().waitFor();
    }
    await page.evaluate('performance.setResourceTimingBufferSize(10000)');
    const times: number[] = [];
    let before = 0;
    let after = 0;
    for (let round = 0; round < ROUNDS; round++) {
      for (const path of SCREENS) {
        const back = await backToTag(page, path);
        times.push(back.ms);
        before += back.before;
        after += back.after;
      }
    }
    const ms = median(times);
    report({ name: 'back to a kept-alive tag: its data on screen', value: ms, unit: 'ms', note: `median of ${times.length} switches over ${SCREENS.length} screens, worst ${Math.max(...times).toFixed(0)} ms`, target: '≤ 50 ms', ok: ms <= 50 });
    report({ name: 'requests sent before that frame', value: before, unit: 'requests', note: `${after} asked after it (the revalidation)`, target: '0', ok: before === 0 });
  });
}
