/**
 * The renderers of a person's fields, which several areas show (money, members, trade): a member's name as a link to
 * the member's detail, a phone masked with a reveal for the roles allowed (docs/drawers.md).
 */
import { MaskedPhone } from '../parts/MaskedPhone.tsx';
import { MemberLink } from '../parts/MemberLink.tsx';
import type { CellRenderer } from './types.ts';

/** A person's phone masked, shown in full on request to a role that may open members. */
export const phoneReveal: CellRenderer = (row, _lang, { key }) => <MaskedPhone phone={String(row[key] ?? '')} />;

/** The name opens the member's detail; `args.id` names the member id field of the row (none: a dash). */
export const memberLink: CellRenderer = (row, _lang, { key, args }) => {
  const id = row[String(args?.id)];
  return id ? <MemberLink id={Number(id)} name={String(row[key])} /> : '-';
};
