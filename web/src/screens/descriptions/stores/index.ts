/** The described screens of merchants and stores, offline stores and shops, business communities. */
import type { ScreenDescription } from '../types.ts';

export const storeScreens: Record<string, () => ScreenDescription> = {};
