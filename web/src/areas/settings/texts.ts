/**
 * Texts of the settings screens (the consumption points system, the settlement template), under `screens.settings.`.
 * None is theirs alone yet: their section titles are data in descriptions.ts, their field names come from the contract,
 * and the save and discard words belong to the settings kind that every area's settings pages share
 * (screens/i18n/zh.ts, `screens.settings`). A text only these two pages show goes here.
 */
import type { Texts } from '../../i18n/texts.ts';

export const zh = {};
export const en: Texts<typeof zh> = {};
