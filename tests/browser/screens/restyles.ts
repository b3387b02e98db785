/**
 * What a scroll costs Chromium in style work, read from its trace (docs/lists.md "Virtual rows"): the elements it
 * restyled in each style pass (`UpdateLayoutTree`'s `elementCount`) while the view scrolls. A count of elements, not a
 * time, so the machine's load does not change it.
 */
import type { Page } from 'playwright-core';

/** Scrolls the box `view` selects down `frames` times by `step` px, one step a frame; resolves with each style pass's count. */
export async function restylesWhileScrolling(page: Page, view: string, frames = 20, step = 120): Promise<number[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('restyles: no browser to trace');
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  // a string, not a function: the test runner's transform would name the inner function with a helper the page lacks
  await page.evaluate(`new Promise((resolve) => {
    const view = document.querySelector('${view}');
    let left = ${frames};
    const next = () => {
      if (left-- === 0) return resolve();
      view.scrollTop += ${step};
      requestAnimationFrame(next);
    };
    requestAnimationFrame(next);
  })`);
  type Event = { name: string; ph: string; args?: { elementCount?: number } };
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Event[] };
  return trace.traceEvents.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X').map((e) => e.args?.elementCount ?? 0);
}
