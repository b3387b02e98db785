/** Texts of the members screens, under `screens.members.`. */
import type { Texts } from '../texts.ts';

export const zh = {};
export const en: Texts<typeof zh> = {};
