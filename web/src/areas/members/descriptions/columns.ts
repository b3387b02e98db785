/** Columns every members-area list shares: the member (linked to the detail screen) and who it is. */
import { memberNameColumn } from '../../../screens/descriptions/drawerFields.ts';
import type { ColumnDesc } from '../../../screens/descriptions/types.ts';

export { memberNameColumn };

/** Avatar, name (linked), phone and VIP level of the member a row belongs to. */
export const MEMBER_COLUMNS: (string | ColumnDesc)[] = ['avatar', memberNameColumn('member_name', 'member_id'), 'mobile', 'vip_level'];
