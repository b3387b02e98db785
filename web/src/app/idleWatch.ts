/**
 * The idle warning (docs/console.md, "Idle warning"). The login may say after how long without a call the upstream ends
 * the session (`session.idle_seconds`). IDLE_WARNING_S before that end the tab in use shows a warning once, offering a
 * call that keeps the session. Activity in every tab counts: a call any tab made starts the time again, and input
 * (keys, pointer) in any tab during the last minute keeps the session alive by itself, since someone is working even
 * if nothing was sent (a long text being typed).
 */
import { reaction } from 'mobx';
import type { TabChannel } from '../lib/tabChannel.ts';
import type { Stores } from '../stores/index.ts';

export const IDLE_WARNING_S = 60;
/** Input is told to the other tabs at most this often. */
const INPUT_NOTICE_MS = 5_000;
const INPUT_EVENTS = ['keydown', 'pointerdown', 'wheel'] as const;

export interface IdleWatch {
  /** A call of this tab was answered by the upstream. */
  called(): void;
  /** This tab is the one in use (focused, or where the last input was): the one that shows a warning. */
  inUse(): boolean;
}

export function watchIdle(stores: Stores, channel: TabChannel, keepAlive: () => Promise<unknown>): IdleWatch {
  const { session, idle } = stores;
  const tab = Math.random().toString(36).slice(2);
  let inUse = tab;
  let lastCall = Date.now();
  let lastInput = 0;
  let inputNoticed = 0;
  /** The idle period (its last call) whose warning was shown: once per period. */
  let warnedFor: number | undefined;
  let keeping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const idleMs = () => (session.loggedIn ? (session.limits?.idle_seconds ?? 0) * 1000 : 0);
  const endOf = () => lastCall + idleMs();
  const inLastMinute = () => idleMs() > 0 && Date.now() >= endOf() - IDLE_WARNING_S * 1000;

  const stay = () => {
    if (keeping) return;
    keeping = true;
    void keepAlive().finally(() => {
      keeping = false;
    });
  };
  idle.setStayHandler(stay);

  function check(): void {
    clearTimeout(timer);
    const idleFor = idleMs();
    const now = Date.now();
    const end = endOf();
    // past the end the upstream has ended the session: the next call opens the sign-in dialog
    if (idleFor === 0 || now >= end) {
      idle.hide();
      return;
    }
    const warnAt = end - IDLE_WARNING_S * 1000;
    if (now < warnAt) {
      timer = setTimeout(check, warnAt - now);
      return;
    }
    if (inUse === tab) {
      if (lastInput > lastCall) stay();
      else if (warnedFor !== lastCall) {
        warnedFor = lastCall;
        idle.show(end);
      }
    }
    timer = setTimeout(check, end - now);
  }

  function activity(what: 'call' | 'input', at: number): void {
    if (what === 'call') {
      lastCall = Math.max(lastCall, at);
      idle.hide();
    } else {
      lastInput = Math.max(lastInput, at);
    }
    check();
  }

  function takeUse(): void {
    if (inUse === tab) return;
    inUse = tab;
    channel.post({ kind: 'inUse', tab });
  }

  const onInput = () => {
    const now = Date.now();
    takeUse();
    lastInput = now;
    if (now - inputNoticed >= INPUT_NOTICE_MS) {
      inputNoticed = now;
      channel.post({ kind: 'activity', what: 'input', at: now });
    }
    if (inLastMinute()) stay();
  };
  for (const type of INPUT_EVENTS) window.addEventListener(type, onInput, { capture: true, passive: true });
  window.addEventListener('focus', takeUse);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') takeUse();
  });
  // a tab just opened is the one in use
  channel.post({ kind: 'inUse', tab });

  channel.listen((message) => {
    if (message.kind === 'activity') activity(message.what, message.at);
    else if (message.kind === 'inUse') inUse = message.tab;
  });

  // a new session (or none) starts the time again
  reaction(
    () => [session.token, session.limits?.idle_seconds],
    () => {
      lastCall = Date.now();
      warnedFor = undefined;
      idle.hide();
      check();
    },
  );
  check();

  return {
    called() {
      const now = Date.now();
      activity('call', now);
      channel.post({ kind: 'activity', what: 'call', at: now });
    },
    inUse: () => inUse === tab,
  };
}
