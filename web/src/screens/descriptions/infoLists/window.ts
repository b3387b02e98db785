/** The "window" column: whether a banner or campaign shows now, has not started or has ended. */
import { rowWindowState, WINDOW_STATES } from '../../infoLists/window.ts';
import type { ColumnDesc } from '../types.ts';

export const WINDOW_COLUMN: ColumnDesc = {
  key: 'window',
  title: { zh: '当前状态', en: 'Now' },
  cell: 'windowState',
  exportValue: (row, lang) => WINDOW_STATES[rowWindowState(row)][lang],
};
