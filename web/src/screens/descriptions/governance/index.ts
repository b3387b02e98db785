/** The described screens of permissions, administrators, SMS lookup, service settings. */
import type { ScreenDescription } from '../types.ts';

export const governanceScreens: Record<string, () => ScreenDescription> = {};
