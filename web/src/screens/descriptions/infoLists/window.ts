/** The "window" column: whether a banner or campaign shows now, has not started or has ended. */
import { createElement } from 'react';
import type { Lang, Text } from '../../../../../contract/i18n.ts';
import { type WindowState, windowState } from '../../infoLists/window.ts';
import type { ColumnDesc, Row } from '../types.ts';

const STATES: Record<WindowState, Text & { color: string }> = {
  scheduled: { zh: '未开始', en: 'Not started', color: 'blue' },
  running: { zh: '进行中', en: 'Running', color: 'green' },
  ended: { zh: '已结束', en: 'Ended', color: 'grey' },
};

const stateOf = (row: Row) => windowState(String(row.start_at), String(row.end_at));

export const WINDOW_COLUMN: ColumnDesc = {
  key: 'window',
  title: { zh: '当前状态', en: 'Now' },
  render: (row: Row, lang: Lang) => {
    const state = STATES[stateOf(row)];
    return createElement('span', { className: `ui small basic label window-state ${state.color}`, 'data-window': stateOf(row) }, state[lang]);
  },
  exportValue: (row, lang) => STATES[stateOf(row)][lang],
};
