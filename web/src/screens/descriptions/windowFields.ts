/** The form fields of a window that runs from `start_at` to `end_at` (a display period, a validity, a campaign). */
import type { FormFieldDesc } from './types.ts';

/** A start day given alone runs from its first second, an end day given alone to its last (23:59:59). */
export const WINDOW_FIELDS: readonly FormFieldDesc[] = [
  { name: 'start_at', input: 'datetime' },
  { name: 'end_at', input: 'datetime', endsWindow: true },
];
