/**
 * axe-core run inside the console's pages (docs/accessibility.md): what it reports as critical or serious, each
 * violation named by where it was found, the rule and the element.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import type { Test } from 'tap';
import { BUSINESS_ROUTES } from '../../contract/index.ts';
import { type Area, logIn, newPage, switchToEnglish } from './console.ts';
import { descriptionOf } from '../../web/src/screens/descriptions/index.ts';
import { screenReady } from './screens/visit.ts';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
let axeSource: Promise<string> | undefined;

/** The impacts that fail a page: the bar. */
const FAILING = new Set(['critical', 'serious']);

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
  html: string;
}
interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: AxeNode[];
}

/**
 * The critical and serious violations on the page as it stands, one line per rule and element:
 * `where: rule (impact) help — selector: what to fix`. `within` limits the scan to a part of the page (a dialog).
 */
export async function axeViolations(page: Page, where: string, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // evaluated, not a <script> tag: the console's Content-Security-Policy refuses inline scripts, as it should
    axeSource ??= readFile(AXE_PATH, 'utf8');
    await page.evaluate(await axeSource);
  }
  const violations = (await page.evaluate(async (context) => {
    type Rule = { id: string; impact?: string };
    const axe = (window as unknown as { axe: { _audit?: { rules: Rule[] }; run(context: unknown, options: unknown): Promise<{ violations: unknown[] }> } }).axe;
    // the rules that can only report moderate or minor findings are left out: they cannot fail a page, and skipping
    // them saves a tenth of each scan (axe-core's rule list is internal: without it, every rule runs)
    const lesser = (axe._audit?.rules ?? []).filter((r) => r.impact === 'moderate' || r.impact === 'minor');
    const result = await axe.run(context ?? document, {
      resultTypes: ['violations'],
      rules: Object.fromEntries(lesser.map((r) => [r.id, { enabled: false }])),
    });
    return result.violations;
  }, within)) as AxeViolation[];
  return violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((n) => `${where}: ${v.id} (${v.impact}) ${v.help} — ${n.target.join(' ')}: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join('').trim()}`),
    );
}

/**
 * Every path of the set opened in `lang` as the account, each screen scanned once it has its data: the first one
 * with the whole page (navbar, sidebar, tag bar: the same on every screen), the rest within their own view. One page,
 * hash navigation; each screen's tag is closed once the next one shows, so keep-alive does not pile up hidden screens
 * that would slow every later scan.
 */
export function scanRoutes(t: Test, browser: Browser, base: string, options: { paths: readonly string[]; lang: 'zh' | 'en'; account?: string; area?: Area }): void {
  const { paths, lang, account = 'admin', area = 'admin' } = options;
  t.test(`axe-core over ${paths.length} routes as ${account} in ${lang}`, async (t) => {
    const { context, page, errors } = await newPage(browser);
    t.teardown(() => context.close());
    await logIn(page, base, area, account);
    if (lang === 'en') await switchToEnglish(page);
    let previous: string | undefined;
    for (const path of paths) {
      // a list at its smallest page: every row is drawn by the same code, and ten rows cost half the scan of twenty
      const kind = descriptionOf(path)?.kind;
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#${path}${kind === 'list' || kind === 'audit' ? '?limit=10' : ''}`);
      // the data centre's dashboards have no description: their KPI cards show once the figures are in
      if (kind === undefined) await page.locator(`.app-view[data-path="${path}"] .dashboard[data-loading=false] .dashboard-kpi`).first().waitFor();
      else await screenReady(page, path, undefined);
      if (previous) await closeTag(page, previous);
      const where = `${path} (${lang})`;
      t.same(await axeViolations(page, where, previous ? `.app-view[data-path="${path}"]` : undefined), [], `${where}: no critical or serious violation`);
      previous = path;
    }
    t.same(errors, [], 'no page error');
  });
}

/** Closes a view's tag in the tag bar (not the active one: nothing navigates). */
async function closeTag(page: Page, path: string): Promise<void> {
  await page.evaluate((hash) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('.tags-view .tag-link')].find((a) => a.hash.split('?')[0] === hash);
    link?.parentElement?.querySelector<HTMLButtonElement>('.tag-close')?.click();
  }, `#${path}`);
  await page.locator(`.app-view[data-path="${path}"]`).waitFor({ state: 'detached' });
}

/** The route scan runs in this many test files, so tap spreads it over the cores and each file stays short. */
export const ROUTE_SHARES = 12;

/** The `index`th of ROUTE_SHARES consecutive slices of the business routes (contract/routes.ts, in menu order). */
export function routeShare(index: number): string[] {
  const size = Math.ceil(BUSINESS_ROUTES.length / ROUTE_SHARES);
  return BUSINESS_ROUTES.slice(index * size, (index + 1) * size).map((r) => r.path);
}
