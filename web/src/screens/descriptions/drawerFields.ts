/**
 * A field a designed drawer (docs/drawers.md) shows as more than its value: a person's phone, masked, with a reveal
 * for the roles allowed. (A member's name as a link: areas/members/descriptions/columns.ts `memberNameColumn`.)
 */
import type { ColumnDesc } from './types.ts';

/** A phone number masked, shown in full on request to a role that may open the member detail (areas/members/MaskedPhone.tsx). */
export const revealablePhone = (key: string): ColumnDesc => ({ key, cell: 'phoneReveal' });

