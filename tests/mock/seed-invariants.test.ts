/**
 * The demo data tells no impossible story (docs/demo-data.md): every invariant holds over the seeded tables for
 * four seeds at the demo scale and one at the large scale, each table seeded once, in-process.
 */
import t from 'tap';
import { seedState } from '../../mock-upstream/data/seed.ts';
import { MockState } from '../../mock-upstream/state.ts';
import { FIXED_DAY } from './helpers.ts';
import { INVARIANTS } from './invariants/index.ts';
import type { Seeded } from './invariants/time.ts';

/** The anchor day's data ends at the midnight after it. */
const NOW = `${new Date(Date.parse(`${FIXED_DAY}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)} 00:00:00`;

function seeded(seed: number, scale: 'demo' | 'large'): Seeded {
  const state = new MockState();
  seedState(state, { seed, scale, anchorDate: FIXED_DAY });
  return { state, now: NOW };
}

const RUNS: [number, 'demo' | 'large'][] = [
  [20240601, 'demo'],
  [1, 'demo'],
  [987_654_321, 'demo'],
  // a lottery of this seed starts the moment the data ends
  [7, 'demo'],
  [20240601, 'large'],
];

for (const [seed, scale] of RUNS) {
  t.test(`MOCK_SEED=${seed} MOCK_SCALE=${scale}`, async (t) => {
    const data = seeded(seed, scale);
    t.ok(data.state.orders.size > 0 && data.state.afterSales.size > 0 && data.state.withdrawals.size > 0, 'the tables the invariants read are seeded');
    for (const invariant of INVARIANTS) t.equal(invariant.check(data), null, invariant.name);
  });
}
