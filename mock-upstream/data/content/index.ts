/** Seeded demo data of the content screens (after the core tables: members, merchants, goods, orders). */
import type { MockState } from '../../state.ts';

export function seedContent(_state: MockState, _seed: number, _endMs: number): void {}

/** Default config keys of the content settings screens. */
export function contentConfig(): Record<string, unknown> {
  return {};
}
