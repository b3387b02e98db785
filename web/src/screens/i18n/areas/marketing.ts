/** Texts of the marketing screens, under `screens.marketing.`. */
import type { Texts } from '../texts.ts';

export const zh = {};
export const en: Texts<typeof zh> = {};
