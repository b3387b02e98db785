/**
 * MOCK_STATE_FILE: the mock's changes survive a restart. Writes are debounced and atomic (a temp file, then rename),
 * so a crash leaves either the old or the new file. A file that cannot be read is reported and never overwritten:
 * the mock then runs on seeded data and keeps its changes in memory only.
 */
import { existsSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import { SNAPSHOT_VERSION, type MockState, type Snapshot } from './state.ts';

const WRITE_DELAY_MS = 200;

export type StateFileStatus = 'none' | 'new' | 'loaded' | 'corrupt';

export class StateFile {
  status: StateFileStatus = 'none';
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    readonly path: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Restores the state from the file; false when there is none or it is corrupt (then seeded data stays). */
  load(state: MockState): boolean {
    if (!existsSync(this.path)) {
      this.status = 'new';
      return false;
    }
    try {
      const snapshot = JSON.parse(readFileSync(this.path, 'utf8')) as Snapshot;
      if (typeof snapshot?.version === 'number' && snapshot.version !== SNAPSHOT_VERSION) {
        throw new Error(`written by another version of the mock (format ${snapshot.version}; this one reads ${SNAPSHOT_VERSION})`);
      }
      if (snapshot?.version !== SNAPSHOT_VERSION || typeof snapshot.tables !== 'object') {
        throw new Error(`unknown format (version ${String(snapshot?.version)})`);
      }
      state.restore(snapshot);
      this.status = 'loaded';
      return true;
    } catch (err) {
      this.status = 'corrupt';
      this.log.error(
        `MOCK_STATE_FILE ${this.path} cannot be read (${(err as Error).message}): running on seeded data; the file is left untouched and changes are not saved`,
      );
      return false;
    }
  }

  /** Schedules a write of the current state (never over a corrupt file). */
  schedule(state: MockState): void {
    if (this.status === 'corrupt' || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.writing = this.writing.then(() => this.write(state));
    }, WRITE_DELAY_MS);
  }

  /** Writes a pending change now (on shutdown). */
  async flush(state: MockState): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
      this.writing = this.writing.then(() => this.write(state));
    }
    await this.writing;
  }

  private async write(state: MockState): Promise<void> {
    const tmp = `${this.path}.${process.pid}.tmp`;
    try {
      await writeFile(tmp, JSON.stringify(state.snapshot()));
      await rename(tmp, this.path);
      this.status = 'loaded';
    } catch (err) {
      this.log.error(`MOCK_STATE_FILE ${this.path} could not be written: ${(err as Error).message}`);
    }
  }
}
