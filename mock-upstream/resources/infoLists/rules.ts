/** Checks the infoLists resources share in the mock. */
import { MESSAGES, Fail } from '../../messages.ts';

/** An edit may move either end of a window: the window as it will be must still end after it starts. */
export function checkWindow(current: { start_at: string; end_at: string }, patch: { start_at?: string; end_at?: string }): void {
  const start = patch.start_at ?? current.start_at;
  const end = patch.end_at ?? current.end_at;
  if (end <= start) throw new Fail(MESSAGES.field.endAfterStart, { field: 'end_at' });
}
