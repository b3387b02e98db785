/** The "window" column: whether a banner or campaign shows now, has not started or has ended. */
import { rowWindowState, WINDOW_STATES } from '../window.ts';
import type { ColumnDesc } from '../../../screens/descriptions/types.ts';
import { infoListCells } from '../cells.tsx';

export const WINDOW_COLUMN: ColumnDesc = {
  key: 'window',
  title: { zh: '当前状态', en: 'Now' },
  cell: infoListCells.windowState,
  exportValue: (row, lang) => WINDOW_STATES[rowWindowState(row)][lang],
};
