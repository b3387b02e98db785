/**
 * Where export files live and how long (docs/jobs.md, "Exports"): one folder, EXPORT_DIR (a volume the replicas share
 * in compose), each file named by its job's unguessable id; a file being written ends in `.part` until it is whole,
 * so a download never meets half a file and a gateway stopped mid-export leaves only a `.part` the retention removes.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ExportFormat } from './types.ts';

/** EXPORT_DIR's default: a folder of the OS's temporary directory, which does not outlive the machine. */
export const DEFAULT_EXPORT_DIR = join(tmpdir(), 'commerce-console-exports');
export const DEFAULT_EXPORT_RETENTION_DAYS = 7;
export const PARTIAL_SUFFIX = '.part';

const DAY_MS = 24 * 3600_000;

/** A new file's path in `dir` (created if missing), named by a random UUID so its name cannot be guessed. */
export async function newExportFile(dir: string, format: ExportFormat, id: string = randomUUID()): Promise<string> {
  await mkdir(dir, { recursive: true });
  return join(dir, `${id}.${format}`);
}

/**
 * Deletes the files in `dir` last written more than `retentionDays` ago (finished exports and `.part` files a stopped
 * gateway left alike); answers their names so the job records can go with them. A missing folder has nothing to delete.
 */
export async function deleteExpiredExports(dir: string, retentionDays: number, now: number = Date.now()): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const deleted: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(dir, entry.name);
    const info = await stat(path).catch(() => undefined);
    if (!info || now - info.mtimeMs <= retentionDays * DAY_MS) continue;
    await rm(path, { force: true });
    deleted.push(entry.name);
  }
  return deleted;
}
