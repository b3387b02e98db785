/** Seeded demo data of the marketing screens (after the core tables: members, merchants, goods, orders). */
import type { MockState } from '../../state.ts';

export function seedMarketing(_state: MockState, _seed: number, _endMs: number): void {}

/** Default config keys of the marketing settings screens. */
export function marketingConfig(): Record<string, unknown> {
  return {};
}
