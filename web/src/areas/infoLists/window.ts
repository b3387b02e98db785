import type { Text } from '../../../../contract/i18n.ts';
import type { Row } from '../../screens/cells/types.ts';
import { platformTime } from '../../lib/format.ts';

/** Where a display or campaign window stands now, compared in China time (the upstream's times are China time). */
export type WindowState = 'scheduled' | 'running' | 'ended';

export function windowState(start: string, end: string, now = platformTime()): WindowState {
  if (now < start) return 'scheduled';
  return now < end ? 'running' : 'ended';
}

export const WINDOW_STATES: Record<WindowState, Text & { color: string }> = {
  scheduled: { zh: '未开始', en: 'Not started', color: 'blue' },
  running: { zh: '进行中', en: 'Running', color: 'green' },
  ended: { zh: '已结束', en: 'Ended', color: 'grey' },
};

/** Where a row's window (`start_at` to `end_at`) stands now. */
export const rowWindowState = (row: Row) => windowState(String(row.start_at), String(row.end_at));
