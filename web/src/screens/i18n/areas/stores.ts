/** Texts of the stores screens, under `screens.stores.`. */
import type { Texts } from '../texts.ts';

export const zh = {};
export const en: Texts<typeof zh> = {};
