/**
 * The export writer keeps one page in memory, not the list (docs/jobs.md, "Exports"): the same export of 2,000 and of
 * 20,000 orders, each in a process of its own, holds about the same heap at its largest (measured after a full
 * collection at every page). Holding the rows, or the sheet's cells as a non-streaming writer does, would add tens of
 * megabytes for the 18,000 more. 100,000 orders and the process's resident memory are the bench's (export.bench.ts): here the
 * process also compiles TypeScript, so its resident memory says little of the export's.
 */
import t from 'tap';
import { runExportProbe } from '../helpers/runExportProbe.ts';
import { startMock } from '../mock/helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const token = await mock.login('admin');

const small = await runExportProbe({ upstreamUrl: mock.url, token, list: 'orders', format: 'xlsx', records: 2_000 });
const large = await runExportProbe({ upstreamUrl: mock.url, token, list: 'orders', format: 'xlsx', records: 20_000 });
t.equal(small.rows, 2_000);
t.equal(large.rows, 20_000);
t.ok(large.bytes > 5 * small.bytes, 'the larger file holds the rows');
const smallGrowth = small.peakHeapMB - small.baseHeapMB;
const largeGrowth = large.peakHeapMB - large.baseHeapMB;
t.ok(
  largeGrowth < smallGrowth + 8,
  `heap grows by ${largeGrowth.toFixed(1)} MB for 20,000 orders, ${smallGrowth.toFixed(1)} MB for 2,000: not with the rows`,
);
