/**
 * Starts tests/helpers/exportProbe.ts in a child process and reads its one line of result: through tsx, or `bundle`,
 * the probe built to JavaScript as the production gateway is (no compiler in the process, so its memory is the export's).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ProbeRequest, ProbeResult } from './exportProbe.ts';

export const EXPORT_PROBE = fileURLToPath(new URL('./exportProbe.ts', import.meta.url));

export function runExportProbe(request: ProbeRequest, bundle?: string): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, bundle ? ['--expose-gc', bundle] : ['--expose-gc', '--import', 'tsx', EXPORT_PROBE], {
      env: { ...process.env, PROBE: JSON.stringify(request) },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`export probe exited with ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as ProbeResult);
      } catch {
        reject(new Error(`export probe printed no result: ${out}`));
      }
    });
  });
}
