/**
 * `npm run bench`: runs every tests/bench/*.bench.ts in turn (never in parallel: they measure) and prints their
 * rows. Each bench measures its subject and a baseline in the same run and reports the ratio, so a noisy machine
 * shifts both sides alike. `npm run bench -- gateway` runs only the benches whose file name contains "gateway".
 */
import { readdir } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

export interface BenchRow {
  /** What was measured, e.g. "proxied GET req/s". */
  name: string;
  value: number;
  unit: string;
  /** Optional comparison, e.g. "0.71× nginx". */
  note?: string;
  /** The issue's target, e.g. "≥ 0.6× nginx"; `ok` says whether it was met. */
  target?: string;
  ok?: boolean;
}
export type Report = (row: BenchRow) => void;
export type Bench = (report: Report) => Promise<void>;

const dir = fileURLToPath(new URL('.', import.meta.url));
const filter = process.argv[2];
const files = (await readdir(dir)).filter((f) => f.endsWith('.bench.ts') && (!filter || f.includes(filter))).sort();

const rows: (BenchRow & { bench: string })[] = [];
for (const file of files) {
  const bench = file.replace(/\.bench\.ts$/, '');
  console.log(`\n== ${bench}`);
  const mod = (await import(pathToFileURL(join(dir, file)).href)) as { default: Bench };
  try {
    await mod.default((row) => {
      rows.push({ ...row, bench });
      const value = Number.isInteger(row.value) ? String(row.value) : row.value.toFixed(2);
      const verdict = row.ok === undefined ? '' : row.ok ? '  [met]' : '  [MISSED]';
      console.log(`  ${row.name}: ${value} ${row.unit}${row.note ? `  (${row.note})` : ''}${row.target ? `  target ${row.target}` : ''}${verdict}`);
    });
  } catch (err) {
    console.log(`  failed: ${(err as Error).stack ?? err}`);
    process.exitCode = 1;
  }
}
const missed = rows.filter((r) => r.ok === false);
console.log(`\nbench: ${rows.length} numbers, ${rows.filter((r) => r.ok).length} targets met, ${missed.length} missed`);
