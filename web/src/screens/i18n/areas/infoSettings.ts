/** Texts of the infoSettings screens, under `screens.infoSettings.`. */
import type { Texts } from '../texts.ts';

export const zh = {};
export const en: Texts<typeof zh> = {};
