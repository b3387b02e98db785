/** Seeded demo data of the governance screens (after the core tables: members, merchants, goods, orders). */
import type { MockState } from '../../state.ts';

export function seedGovernance(_state: MockState, _seed: number, _endMs: number): void {}

/** Default config keys of the governance settings screens. */
export function governanceConfig(): Record<string, unknown> {
  return {};
}
