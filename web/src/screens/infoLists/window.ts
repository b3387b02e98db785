import { platformTime } from '../../lib/time.ts';

/** Where a display or campaign window stands now, compared in China time (the upstream's times are China time). */
export type WindowState = 'scheduled' | 'running' | 'ended';

export function windowState(start: string, end: string, now = platformTime()): WindowState {
  if (now < start) return 'scheduled';
  return now < end ? 'running' : 'ended';
}
