/**
 * Seeded demo data of the stores screens (after the core tables: members, merchants, goods, orders). Drawn from a PRNG
 * of their own, so the other areas' seeded data is unchanged by anything here.
 */
import { DEFAULT_STORES_SETTINGS } from '../../../contract/resources/stores/guides.ts';
import { Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { seedGuideSteps } from './guides.ts';
import { seedMerchantProfiles } from './merchants.ts';
import { seedOffline } from './offline.ts';
import { seedStoreMoney } from './money.ts';

export function seedStores(state: MockState, seed: number, endMs: number): void {
  const rnd = new Random(seed + 3_000_017);
  seedMerchantProfiles(state, rnd, endMs);
  seedStoreMoney(state, rnd, endMs);
  seedGuideSteps(state, endMs);
  seedOffline(state, rnd, endMs);
}

/** Default config keys of the stores settings screens. */
export function storesConfig(): Record<string, unknown> {
  return structuredClone(DEFAULT_STORES_SETTINGS);
}
