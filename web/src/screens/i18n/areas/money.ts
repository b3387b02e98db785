/** Texts of the money screens, under `screens.money.`. */
import type { Texts } from '../texts.ts';

export const zh = {};
export const en: Texts<typeof zh> = {};
