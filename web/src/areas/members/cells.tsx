/** Cell kinds of the members screens: a member's name linked to the detail, an advancement's progress, the detail link. */
import type { CellKinds } from '../../screens/cells/names.ts';
import { MaskedPhone } from './MaskedPhone.tsx';
import { MemberLink } from './MemberLink.tsx';
import { OpenMemberDetail } from './OpenMemberDetail.tsx';
import { ProgressCell } from './ProgressCell.tsx';

export const memberCells = {
  // the name opens the member's detail; `args.id` names the member id field of the row (none: a dash)
  memberLink: (row, _lang, { key, args }) => {
    const id = row[String(args?.id)];
    return id ? <MemberLink id={Number(id)} name={String(row[key])} /> : '-';
  },
  // towards the next level: the value against `args.target`
  progress: (row, _lang, { key, args }) => <ProgressCell value={Number(row[key])} target={Number(row[String(args?.target)])} />,
  openMemberDetail: (row) => <OpenMemberDetail id={row.id} />,
  // a person's phone masked, shown in full on request to a role that may open members
  phoneReveal: (row, _lang, { key }) => <MaskedPhone phone={String(row[key] ?? '')} />,
} satisfies CellKinds;
