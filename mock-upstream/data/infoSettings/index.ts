/** Seeded demo data of the infoSettings screens: their settings live in config only, nothing to draw from the PRNG. */
import { INFO_SETTINGS } from '../../../contract/resources/infoSettings/index.ts';
import type { MockState } from '../../state.ts';
import { INFO_SETTING_DEFAULTS } from './defaults.ts';

export function seedInfoSettings(_state: MockState, _seed: number, _endMs: number): void {}

/** Default config keys of the infoSettings settings screens. */
export function infoSettingsConfig(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(INFO_SETTINGS).map(([name, setting]) => [setting.key, structuredClone(INFO_SETTING_DEFAULTS[name as keyof typeof INFO_SETTINGS])]),
  );
}
