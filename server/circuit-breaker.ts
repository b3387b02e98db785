/**
 * The circuit breaker on the upstream (docs/resilience.md). After BREAKER_FAILURES proxied calls in a row failed in
 * transport (refused, reset, timed out, unresolvable: the upstream never answered), the circuit opens: for
 * BREAKER_OPEN_MS every proxied call is answered 503 at once instead of joining a queue of calls that would fail
 * anyway. Then a single call goes through as a probe; its answer, whatever its status, closes the circuit again, its
 * failure opens it for another period. An answer of any status resets the run: only transport failures count.
 *
 * Hand-written rather than opossum's: opossum wraps a promise-returning function, and the gateway's calls are undici
 * dispatch handlers (forward.ts) on every proxied call, where a promise per call is a measurable cost.
 */

export const CIRCUIT_STATES = ['closed', 'open', 'half_open'] as const;
export type CircuitState = (typeof CIRCUIT_STATES)[number];

/** What `admit` lets a call do: go (a normal call), go as the probe, or be turned away. */
export type Admission = 'call' | 'probe' | 'refused';

export interface CircuitChange {
  from: CircuitState;
  to: CircuitState;
  /** The failures in a row that opened it (0 for other changes). */
  failures: number;
}

export class CircuitBreaker {
  state: CircuitState = 'closed';
  /** Transport failures in a row while closed. */
  private failures = 0;
  /** When an open circuit lets its probe through (on `clock`). */
  private openUntil = 0;
  private probing = false;

  constructor(
    /** Failures in a row that open the circuit; 0 turns the breaker off. */
    private readonly threshold: number,
    readonly openMs: number,
    private readonly changed: (change: CircuitChange) => void,
    /** Milliseconds on a monotonic clock; tests pass one they move, so an open period passes without waiting it out. */
    private readonly clock: () => number = () => performance.now(),
  ) {}

  admit(now = this.clock()): Admission {
    if (this.state === 'closed') return 'call';
    if (this.state === 'open') {
      if (now < this.openUntil) return 'refused';
      this.move('half_open', 0);
    }
    if (this.probing) return 'refused';
    this.probing = true;
    return 'probe';
  }

  /** Seconds a turned-away caller should wait: until the probe may go, at least 1. */
  retryAfterSeconds(now = this.clock()): number {
    return this.state === 'open' ? Math.max(1, Math.ceil((this.openUntil - now) / 1000)) : 1;
  }

  /** The upstream answered (any status). */
  answered(admission: Admission): void {
    this.failures = 0;
    if (admission !== 'probe') return;
    this.probing = false;
    this.move('closed', 0);
  }

  /** The call failed in transport before any answer. */
  failed(admission: Admission, now = this.clock()): void {
    if (admission === 'probe') {
      this.probing = false;
      this.open(now, 0);
    } else if (this.state === 'closed' && this.threshold > 0 && ++this.failures >= this.threshold) {
      this.open(now, this.failures);
    }
  }

  /** The call ended without telling (its client left, the shutdown cut it): a probe's turn goes to the next call. */
  released(admission: Admission): void {
    if (admission === 'probe') this.probing = false;
  }

  private open(now: number, failures: number): void {
    this.failures = 0;
    this.openUntil = now + this.openMs;
    this.move('open', failures);
  }

  private move(to: CircuitState, failures: number): void {
    const from = this.state;
    if (from === to) return;
    this.state = to;
    this.changed({ from, to, failures });
  }
}
