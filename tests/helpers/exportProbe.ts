/**
 * An export run in a process of its own, so its memory is the export's alone (docs/jobs.md, "Exports"): started by the
 * export memory test and the export bench with `node --expose-gc --import tsx`, a JSON request in PROBE (the upstream
 * and token, list, format, and optionally `records`: that many records, the upstream's pages read over again from the
 * first when they run out), it prints one JSON line: records, rows, bytes, seconds, peak RSS, and the largest heap
 * measured after a full collection at each page (what the export keeps, not what it has not freed yet).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Lang } from '../../contract/i18n.ts';
import { type ExportFormat, exportList, type ListPageFetcher, newExportFile, upstreamPageFetcher } from '../../server/jobs/export/index.ts';

export interface ProbeRequest {
  upstreamUrl: string;
  token: string;
  list: string;
  format: ExportFormat;
  lang?: Lang;
  filter?: Record<string, string>;
  byGoodsLine?: boolean;
  records?: number;
}

export interface ProbeResult {
  records: number;
  rows: number;
  bytes: number;
  seconds: number;
  peakRssMB: number;
  /** Heap in use after a full collection before the export, and the most after one during it. */
  baseHeapMB: number;
  peakHeapMB: number;
}

/** Exactly `records` records: the upstream's pages in turn, from the first again once they run out. */
function cycled(fetchPage: ListPageFetcher, records: number): ListPageFetcher {
  let upstreamPages = Number.POSITIVE_INFINITY;
  return async (call) => {
    const page = Number(call.query.page);
    const limit = Number(call.query.limit);
    const asked = ((page - 1) % upstreamPages) + 1;
    const data = await fetchPage({ ...call, query: { ...call.query, page: String(asked) } });
    upstreamPages = Math.max(1, Math.floor(data.total / limit));
    const left = records - (page - 1) * limit;
    return { ...data, list: data.list.slice(0, Math.max(0, left)), total: records };
  };
}

const MB = 1024 * 1024;
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('exportProbe: run with node --expose-gc');

const request = JSON.parse(process.env.PROBE ?? '{}') as ProbeRequest;
const dir = await mkdtemp(join(tmpdir(), 'export-probe-'));
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
gc();
const baseHeap = process.memoryUsage().heapUsed;
let peakHeap = baseHeap;
const lang = request.lang ?? 'zh';
const upstream = upstreamPageFetcher({ upstreamUrl: request.upstreamUrl, token: request.token, lang });
const started = performance.now();
try {
  const result = await exportList({
    list: request.list,
    filter: request.filter ?? {},
    format: request.format,
    lang,
    byGoodsLine: request.byGoodsLine,
    fetchPage: request.records === undefined ? upstream : cycled(upstream, request.records),
    file: await newExportFile(dir, request.format),
    onProgress() {
      gc();
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    },
  });
  const seconds = (performance.now() - started) / 1000;
  const out: ProbeResult = {
    records: result.records,
    rows: result.rows,
    bytes: result.bytes,
    seconds,
    peakRssMB: peakRss / MB,
    baseHeapMB: baseHeap / MB,
    peakHeapMB: peakHeap / MB,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
} finally {
  clearInterval(sampler);
  await rm(dir, { recursive: true, force: true });
}
