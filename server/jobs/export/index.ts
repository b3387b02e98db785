/** The export writer an export job runs (docs/jobs.md, "Exports"). */
export { exportList } from './exportList.ts';
export { DEFAULT_EXPORT_DIR, DEFAULT_EXPORT_RETENTION_DAYS, deleteExpiredExports, newExportFile, PARTIAL_SUFFIX } from './files.ts';
export { planSheet } from './sheetPlan.ts';
export * from './types.ts';
export { UpstreamListFailed, upstreamPageFetcher } from './upstreamPages.ts';
