/**
 * UPSTREAM_TIMEOUT_MS of one proxied call (`UpstreamCall` in forward.ts), one Node timer: started when the call goes to
 * the pool (the wait for a free connection included), restarted by the response headers and by each body chunk (so
 * after the headers it bounds the longest pause between chunks, as undici's `bodyTimeout` did), stopped when the call
 * ends. What running out means for the call is the call's to decide (`Expiring.expire`).
 */

/**
 * undici's own per-call timeouts are turned off (0) for proxied calls: they run on its "fast timers", which tick every
 * 500 ms, so a 1,000 ms timeout ended between 1.0 and 1.5 s, and each call left a timer object in undici's list for up
 * to a tick after it ended. `CallTimer` takes their place.
 */
export const NO_UNDICI_TIMEOUT = 0;

/** What a call does when its time runs out. */
export interface Expiring {
  expire(): void;
}

/** `this` is not bound: the Node timer holds the CallTimer, and no closure is made per call. */
function ranOut(timer: CallTimer): void {
  timer.ranOut();
}

export class CallTimer {
  private timeout: NodeJS.Timeout | undefined = undefined;
  /** `performance.now()` past which the call may not be sent again (a retry). */
  private deadline = 0;

  constructor(private readonly call: Expiring) {}

  start(ms: number): void {
    this.deadline = performance.now() + ms;
    this.timeout = setTimeout(ranOut, ms, this);
  }

  /** The call made progress (headers, a body chunk): its full time again from now. */
  restart(): void {
    this.timeout?.refresh();
  }

  stop(): void {
    if (this.timeout) clearTimeout(this.timeout);
    this.timeout = undefined;
  }

  get pastDeadline(): boolean {
    return performance.now() >= this.deadline;
  }

  /** Called by the Node timer only. */
  ranOut(): void {
    this.timeout = undefined;
    this.call.expire();
  }
}
