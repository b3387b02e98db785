/** The described screens of coupons, sections, lottery, group buy, Jibe, check-in and sign-in. */
import type { ScreenDescription } from '../types.ts';

export const marketingScreens: Record<string, () => ScreenDescription> = {};
