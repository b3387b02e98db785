/**
 * The governance calls that compute their rows on every call: the permission list (242 routes, the five demo roles'
 * label sets from the live accounts) and the administrator accounts, over HTTP against the mock, with `/healthz`
 * measured the same way as the floor. Target (ours: the list kinds' budget leaves a route switch 150 ms): a page of
 * the permission list within 20 ms median.
 */
import { availableParallelism, loadavg } from 'node:os';
import { startMock } from '../mock/helpers.ts';
import type { Report } from './run.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export default async function governanceBench(report: Report): Promise<void> {
  const mock = await startMock();
  try {
    const token = await mock.login('admin');
    const time = async (path: string, withToken = true) => {
      const ms: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        const t0 = performance.now();
        const answer = await fetch(mock.url + path, { headers: withToken ? { token } : {} });
        await answer.arrayBuffer();
        ms.push(performance.now() - t0);
      }
      return median(ms);
    };
    const floor = await time('/healthz', false);
    const note = (ms: number) => `${(ms / floor).toFixed(1)}× /healthz (${floor.toFixed(2)} ms); load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`;
    const page = await time('/api/v2/admin/permissions?limit=20');
    report({ name: 'permission list, a page of 20 (median)', value: page, unit: 'ms', note: note(page), target: '≤ 20 ms', ok: page <= 20 });
    const all = await time('/api/v2/admin/permissions?limit=500');
    report({ name: 'permission list, all 242 rows (median)', value: all, unit: 'ms', note: note(all) });
    const role = await time('/api/v2/admin/permissions?operator=true&group=goods');
    report({ name: 'permission list, one role and group (median)', value: role, unit: 'ms', note: note(role) });
    const users = await time('/api/v2/admin/users');
    report({ name: 'administrator accounts list (median)', value: users, unit: 'ms', note: note(users) });
  } finally {
    await mock.close();
  }
}
