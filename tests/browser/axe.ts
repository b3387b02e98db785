/**
 * axe-core run inside the console's pages (docs/accessibility.md): what it reports as critical or serious, each
 * violation named by where it was found, the rule and the element.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

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
    // colours are judged once the transitions running now have ended (a button leaving its loading state fades its
    // text in over 0.1 s, and a scan in between reads a colour no one sees for long); endless ones (spinners) are not waited for
    const ending = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
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
