import { go, logIn, newPage, startConsole, switchToEnglish } from '../console.ts';
import { rowsOf, view } from './helpers.ts';
const downs: (() => unknown)[] = [];
const fakeT = { teardown: (f: () => unknown) => downs.push(f) } as never;
const { stack, browser } = await startConsole(fakeT);
const cases: [string, string, string][] = [
  ['admin', 'admin', '/order/index'], ['admin', 'admin', '/shipments/shipments'], ['admin', 'admin', '/withDraw/index'], ['admin', 'admin', '/goods/index'],
  ['admin', 'admin', '/afterSale/index'],
  ['seller', 'merchant', '/afterSale/index'], ['seller', 'merchant', '/goods/index'], ['seller', 'merchant', '/order/index'],
];
const only = process.argv[2];
for (const size of [{ width: 1366, height: 768 }, { width: 1440, height: 900 }]) {
  for (const lang of ['zh', 'en']) {
    for (const area of ['admin', 'seller'] as const) {
      const { context, page } = await newPage(browser, size);
      await logIn(page, stack.url, area, area === 'admin' ? 'admin' : 'merchant');
      if (lang === 'en') await switchToEnglish(page);
      for (const [a, , path] of cases) {
        if (a !== area || (only && !path.includes(only))) continue;
        await go(page, path);
        const screen = view(page, path);
        await rowsOf(screen);
        await page.waitForTimeout(300);
        const m = await screen.locator('.data-table').evaluate((table) => {
          const box = table.parentElement as HTMLElement;
          const actions = table.querySelector('th.actions-column')?.getBoundingClientRect();
          const cols = [...table.querySelectorAll('thead th[data-column]')].map((th) => `${th.getAttribute('data-column')}:${Math.round(th.getBoundingClientRect().width)}`);
          const rows = [...table.querySelectorAll('tbody tr:not(.placeholder-row)')];
          return { table: Math.round(table.getBoundingClientRect().width), box: box.clientWidth, actions: Math.round(actions?.width ?? 0), fold: rows.filter((r) => r.getBoundingClientRect().bottom <= window.innerHeight).length, rowH: Math.round(rows[0]?.getBoundingClientRect().height ?? 0), cols: cols.join(' ') };
        });
        console.log(`${size.width} ${lang} ${area} ${path} table=${m.table} box=${m.box} actions=${m.actions} fold=${m.fold} rowH=${m.rowH}\n    ${m.cols}`);
      }
      await context.close();
    }
  }
}
for (const d of downs.reverse()) await d();
process.exit(0);
