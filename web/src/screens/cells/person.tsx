/**
 * The renderers of a person's fields, which several areas show (money, members, trade): a member's name as a link to
 * the member's detail, a phone masked with a reveal for the roles allowed, a payee's account masked with its logged
 * reveal (docs/drawers.md, docs/money.md).
 */
import { MaskedPhone } from '../parts/MaskedPhone.tsx';
import { MemberLink } from '../parts/MemberLink.tsx';
import { PayeeAccount } from '../parts/PayeeAccount.tsx';
import type { PayeeResource } from '../../../../contract/payee.ts';
import type { CellRenderer } from './types.ts';

/** A person's phone masked, shown in full on request to a role that may open members. */
export const phoneReveal: CellRenderer = (row, _lang, { key }) => <MaskedPhone phone={String(row[key] ?? '')} />;

/** The name opens the member's detail; `args.id` names the member id field of the row (none: a dash). */
export const memberLink: CellRenderer = (row, _lang, { key, args }) => {
  const id = row[String(args?.id)];
  return id ? <MemberLink id={Number(id)} name={String(row[key])} /> : '-';
};

/** A payout's payee account masked, revealed in full on request to the roles that pay out (`args.resource`: the payout's resource, whose own reveal call is asked; the upstream logs each reveal). */
export const payeeAccount: CellRenderer = (row, _lang, { key, args }) => (
  <PayeeAccount resource={args?.resource as PayeeResource} id={Number(row.id)} masked={String(row[key] ?? '')} />
);
