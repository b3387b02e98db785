/** The described screens of members, promoters, service officers, trade union. */
import type { ScreenDescription } from '../types.ts';

export const memberScreens: Record<string, () => ScreenDescription> = {};
