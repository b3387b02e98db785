/** Seeded demo data of the stores screens (after the core tables: members, merchants, goods, orders). */
import type { MockState } from '../../state.ts';

export function seedStores(_state: MockState, _seed: number, _endMs: number): void {}

/** Default config keys of the stores settings screens. */
export function storesConfig(): Record<string, unknown> {
  return {};
}
