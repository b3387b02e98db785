/** How many processes `WORKERS=auto` starts: the CPUs the gateway may use, a container's CPU quota included. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `WORKERS=auto` never starts more: each worker holds about 85 MB, and a console's traffic rarely needs more. */
export const AUTO_WORKERS_MAX = 8;

/**
 * `WORKERS=auto`: one process per CPU the gateway may use, at most AUTO_WORKERS_MAX. The CPUs are the scheduler's
 * (`availableParallelism`, which a cpuset limits) and, in a container with a CPU quota (`docker run --cpus`, compose's
 * `cpus`), the CPUs the quota allows (`cpuQuota`), which Node does not read.
 */
export function autoWorkers(cpus: number, quota: number | undefined): number {
  const allowed = quota === undefined ? cpus : Math.max(1, Math.ceil(quota));
  return Math.max(1, Math.min(cpus, allowed, AUTO_WORKERS_MAX));
}

function readNumbers(file: string): number[] | undefined {
  try {
    return readFileSync(file, 'utf8').trim().split(/\s+/).map(Number);
  } catch {
    return undefined;
  }
}

/**
 * The CPUs a cgroup CPU quota allows (1.5 for `--cpus=1.5`), or undefined without one: cgroup v2's `cpu.max`
 * ("max 100000" or "<quota> <period>"), else cgroup v1's `cpu.cfs_quota_us` (-1 for none) over `cpu.cfs_period_us`,
 * under `cpu/` or, where the controllers are mounted together, `cpu,cpuacct/`. `root` is where cgroups are mounted.
 */
export function cpuQuota(root = '/sys/fs/cgroup'): number | undefined {
  let quota: number | undefined;
  let period: number | undefined;
  const v2 = readNumbers(join(root, 'cpu.max'));
  if (v2) [quota, period] = v2;
  else {
    for (const dir of ['cpu', 'cpu,cpuacct']) {
      const q = readNumbers(join(root, dir, 'cpu.cfs_quota_us'));
      const p = readNumbers(join(root, dir, 'cpu.cfs_period_us'));
      if (q && p) {
        [quota, period] = [q[0], p[0]];
        break;
      }
    }
  }
  // "max" reads as NaN, v1's -1 is negative: no quota.
  return quota !== undefined && period !== undefined && quota > 0 && period > 0 ? quota / period : undefined;
}
