/**
 * The lifetime warning (docs/console.md, "Lifetime warning"). The login says when the upstream ends the session
 * whatever happens (`session.expires_at`); no call keeps it past that. LIFETIME_WARNING_S before it, the tab in use
 * shows once when it ends, so that work can be saved before; after it, the sign-in dialog opens over the page as for
 * any ended session and what was typed stays.
 */
import { reaction } from 'mobx';
import { platformMoment } from '../lib/format.ts';
import type { Stores } from '../stores/index.ts';

export const LIFETIME_WARNING_S = 5 * 60;
/** setTimeout's longest delay (about 24.8 days); a lifetime may be 30 days, so longer waits go in steps. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

export function watchLifetime(stores: Stores, inUse: () => boolean): void {
  const { session, idle } = stores;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The session (its token) whose warning was shown or passed: once per session, in whichever tab was in use. */
  let warnedFor: string | undefined;

  const at = (moment: number, then: () => void) => {
    clearTimeout(timer);
    const wait = moment - Date.now();
    if (wait <= 0) then();
    else timer = setTimeout(() => at(moment, then), Math.min(wait, LONGEST_TIMER_MS));
  };

  function check(): void {
    clearTimeout(timer);
    const token = session.token;
    const expiresAt = session.limits?.expires_at ?? '';
    const end = platformMoment(expiresAt);
    if (token === undefined || Number.isNaN(end) || Date.now() >= end) {
      idle.hideLifetime();
      return;
    }
    at(end - LIFETIME_WARNING_S * 1000, () => {
      if (warnedFor !== token) {
        warnedFor = token;
        if (inUse()) idle.showLifetime(expiresAt);
      }
      // past the end the upstream has ended the session: the next call opens the sign-in dialog
      at(end, () => idle.hideLifetime());
    });
  }

  // a new session (or none) has its own end
  reaction(
    () => [session.token, session.limits?.expires_at],
    () => {
      idle.hideLifetime();
      check();
    },
  );
  check();
}
