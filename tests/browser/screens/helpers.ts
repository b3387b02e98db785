/** Helpers of the business screens' browser tests: the active view, its rows, a toast, a download read back. */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Locator, Page, Request } from 'playwright-core';

export function view(page: Page, path: string): Locator {
  return page.locator(`.app-view[data-path="${path}"]`);
}

/**
 * The rows once the list has answered and its table holds them all (a long page fills in after its rows in view;
 * `data-loads` counts the loads a list screen finished).
 */
export async function rowsOf(screen: Locator): Promise<Locator> {
  await screen.locator('.list-screen[aria-busy=false] .data-table[aria-busy=false]').waitFor();
  return screen.locator('.data-table tbody tr:not(.placeholder-row)');
}

/** Runs what changes the list (a filter, a tab, an action) and waits for the list to load again. */
export async function reloading(screen: Locator, action: () => Promise<unknown>): Promise<Locator> {
  const before = Number(await screen.locator('.list-screen').getAttribute('data-loads'));
  await action();
  await screen.page().waitForFunction(
    ([el, n]) =>
      Number((el as Element).getAttribute('data-loads')) > (n as number) &&
      (el as Element).getAttribute('aria-busy') === 'false' &&
      (el as Element).querySelector('.data-table')?.getAttribute('aria-busy') !== 'true',
    [await screen.locator('.list-screen').elementHandle(), before] as const,
  );
  return screen.locator('.data-table tbody tr:not(.placeholder-row)');
}

export async function headers(screen: Locator): Promise<string[]> {
  return (await screen.locator('.data-table thead th').allTextContents()).map((s) => s.trim()).filter(Boolean);
}

export function hashQuery(page: Page): URLSearchParams {
  return new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
}

/** The XML of an .xlsx download's workbook parts. */
export async function xlsxTexts(path: string): Promise<string> {
  const files = unzipSync(new Uint8Array(await readFile(path)));
  return Object.entries(files)
    .filter(([name]) => name.startsWith('xl/'))
    .map(([, data]) => strFromU8(data))
    .join('\n');
}

/** Waits for a toast saying `text`. */
export async function toastSaying(page: Page, text: string): Promise<string> {
  const toast = page.locator('.console-toast', { hasText: text }).first();
  await toast.waitFor();
  return (await toast.textContent()) ?? '';
}

/** Counts the page's requests that match from now on; the returned function stops counting and says how many. */
export function countRequests(page: Page, matches: (request: Request) => boolean): () => number {
  let count = 0;
  const seen = (request: Request) => {
    if (matches(request)) count += 1;
  };
  page.on('request', seen);
  return () => {
    page.off('request', seen);
    return count;
  };
}
