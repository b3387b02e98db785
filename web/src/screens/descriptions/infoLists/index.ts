/** The described screens of the list screens of /infoManagement. */
import type { ScreenDescription } from '../types.ts';

export const infoListScreens: Record<string, () => ScreenDescription> = {};
