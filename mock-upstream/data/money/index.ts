/** Seeded demo data of the money screens (after the core tables: members, merchants, goods, orders). */
import type { MockState } from '../../state.ts';

export function seedMoney(_state: MockState, _seed: number, _endMs: number): void {}

/** Default config keys of the money settings screens. */
export function moneyConfig(): Record<string, unknown> {
  return {};
}
