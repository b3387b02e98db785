/** Seeded demo data of the infoLists screens (after the core tables: members, merchants, goods, orders). */
import type { MockState } from '../../state.ts';

export function seedInfoLists(_state: MockState, _seed: number, _endMs: number): void {}

/** Default config keys of the infoLists settings screens. */
export function infoListsConfig(): Record<string, unknown> {
  return {};
}
