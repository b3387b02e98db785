/** The described screens of the settings screens of /infoManagement and /fourModules. */
import type { ScreenDescription } from '../types.ts';

export const infoSettingScreens: Record<string, () => ScreenDescription> = {};
