/** The described screens of news, cases, comments, rich texts and the agreement-like pages. */
import type { ScreenDescription } from '../types.ts';

export const contentScreens: Record<string, () => ScreenDescription> = {};
