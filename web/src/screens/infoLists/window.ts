/** Where a display or campaign window stands now, compared in China time (the upstream's times are China time). */
export type WindowState = 'scheduled' | 'running' | 'ended';

const CHINA_OFFSET_MS = 8 * 3600_000;

export function chinaNow(ms = Date.now()): string {
  return new Date(ms + CHINA_OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

export function windowState(start: string, end: string, now = chinaNow()): WindowState {
  if (now < start) return 'scheduled';
  return now < end ? 'running' : 'ended';
}
