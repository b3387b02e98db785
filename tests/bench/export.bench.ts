/**
 * The export writer at volume (docs/jobs.md, "Exports"): all 100,000 orders of the mock at MOCK_SCALE=large, as .xlsx
 * and as .csv, each exported in a process of its own running the probe built to JavaScript as the gateway is
 * (tests/helpers/exportProbe.ts), the mock in another. Reported: rows per second and the export process's peak
 * resident memory, against issue #37's bound of 200 MB for the gateway's. The baseline is the same process's
 * resident memory for 2,000 orders: what the code and libraries take before any volume.
 */
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { EXPORT_PROBE, runExportProbe } from '../helpers/runExportProbe.ts';
import { start, stop } from './mock.bench.ts';
import type { Report } from './run.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const RSS_BOUND_MB = 200;

/** The probe as one JavaScript file beside the built gateway, its packages loaded from node_modules as there. */
async function bundledProbe(): Promise<string> {
  const outfile = `${root}dist/bench/export-probe.mjs`;
  await esbuild.build({ entryPoints: [EXPORT_PROBE], outfile, bundle: true, platform: 'node', target: 'node20', format: 'esm', packages: 'external', logLevel: 'warning' });
  return outfile;
}

export default async function bench(report: Report): Promise<void> {
  const probe = await bundledProbe();
  const mock = await start('large');
  try {
    const login = await fetch(`${mock.url}/api/v2/seller/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: 'seller', password: '123456' }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const source = { upstreamUrl: mock.url, token, list: 'orders' };
    for (const format of ['xlsx', 'csv'] as const) {
      const baseline = await runExportProbe({ ...source, format, records: 2_000 }, probe);
      const all = await runExportProbe({ ...source, format }, probe);
      report({
        name: `export of all orders at large scale as .${format}`,
        value: all.rows / all.seconds,
        unit: 'rows/s',
        note: `${all.rows} rows, ${(all.bytes / 1024 / 1024).toFixed(1)} MiB in ${all.seconds.toFixed(1)} s, pages of 500 over HTTP`,
      });
      report({
        name: `export of all orders at large scale as .${format}, peak resident memory`,
        value: all.peakRssMB,
        unit: 'MiB rss',
        note: `2,000 orders: ${baseline.peakRssMB.toFixed(0)} MiB; heap after collection ${all.peakHeapMB.toFixed(0)} MiB at most`,
        target: `< ${RSS_BOUND_MB} MiB`,
        ok: all.peakRssMB < RSS_BOUND_MB && all.rows === 100_000,
      });
    }
  } finally {
    await stop(mock);
  }
}
