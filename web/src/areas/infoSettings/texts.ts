/** Texts of the infoSettings screens, under `screens.infoSettings.`. */
import type { Texts } from '../../i18n/texts.ts';

export const zh = {};
export const en: Texts<typeof zh> = {};
