/**
 * Messages between the console's tabs of one browser (docs/console.md, "Tabs agree"). BroadcastChannel reaches every
 * other tab of the origin at once and never the sender; a browser without it does not sync, and each tab still works.
 */
import type { Lang } from '../../../contract/i18n.ts';
import type { Area } from '../../../contract/shell.ts';

export type TabMessage =
  /** The session cookies changed (a login or a logout): the receiver compares them with its own session. */
  | { kind: 'session'; area: Area }
  | { kind: 'language'; lang: Lang }
  | { kind: 'theme'; color: string }
  /** Someone is working: a call the upstream answered, or input (keys, pointer) in a tab. */
  | { kind: 'activity'; what: 'call' | 'input'; at: number }
  /** This tab is the one in use now (focused, or where the last input was). */
  | { kind: 'inUse'; tab: string };

export interface TabChannel {
  post(message: TabMessage): void;
  /** Calls `handler` for each message from another tab; returns the unsubscribe. */
  listen(handler: (message: TabMessage) => void): () => void;
}

export const TAB_CHANNEL = 'commerce-console';

export function tabChannel(name = TAB_CHANNEL): TabChannel {
  if (typeof BroadcastChannel === 'undefined') return { post: () => {}, listen: () => () => {} };
  const channel = new BroadcastChannel(name);
  return {
    post: (message) => channel.postMessage(message),
    listen: (handler) => {
      const onMessage = (event: MessageEvent<TabMessage>) => handler(event.data);
      channel.addEventListener('message', onMessage);
      return () => channel.removeEventListener('message', onMessage);
    },
  };
}
