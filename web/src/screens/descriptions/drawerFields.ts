/**
 * The fields of a person that show as more than their value, in lists and designed drawers (docs/drawers.md): a
 * phone masked with a reveal for the roles allowed, a member's name as a link for the roles that may open members.
 */
import { memberLink, phoneReveal } from '../cells/person.tsx';
import type { ColumnDesc } from './types.ts';

/** A phone number masked, shown in full on request to a role that may open the member detail (parts/MaskedPhone.tsx). */
export const revealablePhone = (key: string): ColumnDesc => ({ key, cell: phoneReveal });

/** A name column whose text opens the member's detail; `idKey` names the member id field of the row. */
export function memberNameColumn(key: string, idKey: string): ColumnDesc {
  return { key, cell: memberLink, args: { id: idKey } };
}
