/** Texts of the infoLists screens, under `screens.infoLists.`. */
import type { Texts } from '../texts.ts';

export const zh = {};
export const en: Texts<typeof zh> = {};
