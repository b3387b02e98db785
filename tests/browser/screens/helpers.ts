/**
 * Helpers of the business screens' browser tests: the active view, its rows, a row's drawer, a toast, a download read
 * back, the focus walked round a dialog.
 */
import { readFile } from 'node:fs/promises';
import { strFromU8, unzipSync } from 'fflate';
import type { Download, Locator, Page, Request } from 'playwright-core';
import { go } from '../console.ts';
import { clickRowAction } from '../rowActions.ts';

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

/**
 * Opens the list at `path` (narrowed by `query`, e.g. `?method=bank`) and its first row's drawer by the row's view
 * action: the drawer, once its designed header is in.
 */
export async function openFirstDrawer(page: Page, path: string, query = ''): Promise<Locator> {
  await go(page, `${path}${query}`);
  const rows = await rowsOf(view(page, path));
  await clickRowAction(rows.first(), 'view');
  const drawer = page.locator('.detail-drawer');
  await drawer.locator('.drawer-head-designed').waitFor();
  return drawer;
}

export async function headers(screen: Locator): Promise<string[]> {
  return (await screen.locator('.data-table thead th').allTextContents()).map((s) => s.trim()).filter(Boolean);
}

/**
 * Shows a column kept in the column settings (docs/lists.md "Columns that fit"), as a clerk would: ticked in the
 * column chooser, which is closed again.
 */
export async function showColumn(screen: Locator, key: string): Promise<void> {
  await screen.locator('.column-chooser-button').click();
  await screen.locator(`.column-chooser-menu .column-choice[data-column="${key}"] input`).check();
  await screen.locator('.column-chooser-button').click();
  await screen.locator(`th[data-column="${key}"]`).waitFor();
}

export function hashQuery(page: Page): URLSearchParams {
  return new URLSearchParams(new URL(page.url()).hash.split('?')[1] ?? '');
}

/** A download's bytes, read through Playwright's stream (which works on a launched and a connected Chromium alike); a path is read as a file. */
export async function downloadBytes(download: Download | string): Promise<Uint8Array> {
  if (typeof download === 'string') return new Uint8Array(await readFile(download));
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

/** The XML of an .xlsx download's workbook parts. */
export async function xlsxTexts(download: Download | string): Promise<string> {
  const files = unzipSync(await downloadBytes(download));
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

/**
 * Where the focus is (`tag#id.classes`), whether that is inside `dialog`'s element, and which element it is (a number
 * the page gives each element once: two buttons may read alike).
 */
export async function focusIn(dialog: Locator): Promise<{ at: string; inside: boolean; element: number }> {
  return dialog.evaluate((container) => {
    const active = document.activeElement ?? document.body;
    const page = window as unknown as { focusIds?: { of: WeakMap<Element, number>; next: number } };
    page.focusIds ??= { of: new WeakMap(), next: 0 };
    if (!page.focusIds.of.has(active)) {
      page.focusIds.next += 1;
      page.focusIds.of.set(active, page.focusIds.next);
    }
    return {
      at: `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}.${[...active.classList].join('.')}`,
      inside: container.contains(active),
      element: page.focusIds.of.get(active) as number,
    };
  });
}

/**
 * Presses `key` (Tab or Shift+Tab) as an operator walking a dialog would, until the focus is back on the first element
 * it reached; throws when it is not after `limit` presses. `stops`: where each press put the focus, so the last is the
 * first again; `outside`: those of them outside `dialog`'s element.
 */
export async function tabRound(dialog: Locator, key: 'Tab' | 'Shift+Tab', limit = 60): Promise<{ stops: string[]; outside: string[] }> {
  const stops: string[] = [];
  const outside: string[] = [];
  let first: number | undefined;
  for (let i = 0; i < limit; i += 1) {
    await dialog.page().keyboard.press(key);
    const { at, inside, element } = await focusIn(dialog);
    stops.push(at);
    if (!inside) outside.push(at);
    if (element === first) return { stops, outside };
    first ??= element;
  }
  throw new Error(`${key} ${limit} times never came back to ${stops[0]}: ${stops.join(', ')}`);
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

/** One cell of a downloaded sheet as the file stores it: its type (`s` shared text, none for a number), value, format. */
export interface XlsxCell {
  type: string | undefined;
  /** The `<v>` as written: a number's digits, or for text the shared string itself. */
  value: string;
  /** The number format's code, for a cell styled with one (custom formats and Excel's built-in ids alike). */
  format: string | undefined;
}

/** The first sheet of a downloaded .xlsx as rows of cells, by column letter. */
export async function xlsxCells(download: Download | string): Promise<Record<string, XlsxCell>[]> {
  const files = unzipSync(await downloadBytes(download));
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map((m) =>
    [...m[1].matchAll(/<t(?:\s[^>]*)?>([\s\S]*?)<\/t>/g)].map((t) => t[1]).join(''),
  );
  const styles = text('xl/styles.xml');
  const formats = new Map([...styles.matchAll(/<numFmt\b[^>]*numFmtId="(\d+)"[^>]*formatCode="([^"]*)"/g)].map((m) => [m[1], m[2].replace(/&quot;/g, '"')]));
  const cellXfs = /<cellXfs\b[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '';
  const xfFormats = [...cellXfs.matchAll(/<xf\b([^>]*)\/?>/g)].map((m) => {
    const id = /numFmtId="(\d+)"/.exec(m[1])?.[1];
    return id === undefined || id === '0' ? undefined : (formats.get(id) ?? `builtin:${id}`);
  });
  const rows: Record<string, XlsxCell>[] = [];
  for (const row of text('xl/worksheets/sheet1.xml').matchAll(/<row\b[^>]*>([\s\S]*?)<\/row>/g)) {
    const cells: Record<string, XlsxCell> = {};
    for (const cell of row[1].matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const ref = /\br="([A-Z]+)\d+"/.exec(cell[1])?.[1] ?? '?';
      const type = /\bt="(\w+)"/.exec(cell[1])?.[1];
      const style = /\bs="(\d+)"/.exec(cell[1])?.[1];
      const raw = /<v>([\s\S]*?)<\/v>/.exec(cell[2] ?? '')?.[1] ?? '';
      cells[ref] = { type, value: type === 's' ? (shared[Number(raw)] ?? '') : raw, format: style === undefined ? undefined : xfFormats[Number(style)] };
    }
    rows.push(cells);
  }
  return rows;
}

/** Opens a list's folded filter card, when it is folded (docs/lists.md "Filters": kept open per screen afterwards). */
export async function showAllFilters(screen: Locator): Promise<void> {
  await screen.locator('.filter-card').waitFor();
  const more = screen.locator('.filter-more');
  if ((await more.count()) > 0 && (await more.getAttribute('aria-expanded')) === 'false') await more.click();
}
