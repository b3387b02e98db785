/** Cell renderers of the members screens: an advancement's progress, the detail link (a member's name and phone: the kit's screens/cells/person.tsx). */
import type { CellRenderers } from '../../screens/cells/types.ts';
import { OpenMemberDetail } from './OpenMemberDetail.tsx';
import { ProgressCell } from './ProgressCell.tsx';

export const memberCells = {
  // towards the next level: the value against `args.target`
  progress: (row, _lang, { key, args }) => <ProgressCell value={Number(row[key])} target={Number(row[String(args?.target)])} />,
  openMemberDetail: (row) => <OpenMemberDetail id={row.id} />,
} satisfies CellRenderers;
