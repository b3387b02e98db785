/** Seeded demo data of the members screens (after the core tables: members, merchants, goods, orders). */
import type { MockState } from '../../state.ts';

export function seedMembers(_state: MockState, _seed: number, _endMs: number): void {}

/** Default config keys of the members settings screens. */
export function membersConfig(): Record<string, unknown> {
  return {};
}
