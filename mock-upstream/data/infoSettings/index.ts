/** Seeded demo data of the infoSettings screens (after the core tables: members, merchants, goods, orders). */
import type { MockState } from '../../state.ts';

export function seedInfoSettings(_state: MockState, _seed: number, _endMs: number): void {}

/** Default config keys of the infoSettings settings screens. */
export function infoSettingsConfig(): Record<string, unknown> {
  return {};
}
