/** Columns every members-area list shares: the member (linked to the detail screen) and who it is. */
import type { ColumnDesc } from '../../../screens/descriptions/types.ts';

/** A name column whose text opens the member's detail; `idKey` names the member id field of the row. */
export function memberNameColumn(key: string, idKey: string): ColumnDesc {
  return { key, cell: 'memberLink', args: { id: idKey } };
}

/** Avatar, name (linked), phone and VIP level of the member a row belongs to. */
export const MEMBER_COLUMNS: (string | ColumnDesc)[] = ['avatar', memberNameColumn('member_name', 'member_id'), 'mobile', 'vip_level'];
