/**
 * The settings screens of /infoManagement: each route's values are one object under one config key (read with
 * `configRead`, saved with `configSave`), validated by its schema here, in the console before saving and in the mock.
 */
import type { ResourceDef } from '../../resource.ts';
import type { InfoSetting } from './define.ts';
import { award, bonusSet, fullReturn, growAdvance, growDividend, rebate, unionAdvance } from './growth.ts';
import { dScore, home, marketingSet, newHomeSet, read, rewardsPenalties, share, shopSetting, sign, videoSetting } from './operations.ts';
import { asset, platformAptitude, propertySet, setting } from './platform.ts';

export const infoSettingsResources = {} satisfies Record<string, ResourceDef>;

/** Every settings screen of the area, by its route's last path segment. */
export const INFO_SETTINGS = {
  newHomeSet,
  growAdvance,
  growDividend,
  unionAdvance,
  bonusSet,
  propertySet,
  marketingSet,
  videoSetting,
  shopSetting,
  rewardsPenalties,
  read,
  sign,
  home,
  share,
  dScore,
  setting,
  asset,
  fullReturn,
  award,
  rebate,
  platformAptitude,
} satisfies Record<string, InfoSetting>;

export type InfoSettingName = keyof typeof INFO_SETTINGS;

/** The settings by config key, for the mock's save call. */
export const INFO_SETTINGS_BY_KEY: Record<string, InfoSetting> = Object.fromEntries(Object.values(INFO_SETTINGS).map((s) => [s.key, s]));

export type { InfoSetting } from './define.ts';
export { HOME_TEMPLATE, STOCK_DEDUCT, VIDEO_FORMATS } from './operations.ts';
export { PAYOUT_CYCLE, PAYOUT_TO } from './groups.ts';
export { VIP_TIERS } from './growth.ts';
