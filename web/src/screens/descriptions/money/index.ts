/** The described screens of withdrawals, finance, earnings, property, contribution. */
import type { ScreenDescription } from '../types.ts';

export const moneyScreens: Record<string, () => ScreenDescription> = {};
