/**
 * The warnings before a session ends, on screen in one tab only: the idle warning while `endsAt` is set
 * (app/idleWatch.ts decides when), the lifetime warning while `lifetimeEnd` is set (app/lifetimeWatch.ts).
 */
import { makeAutoObservable } from 'mobx';

export class IdleStore {
  /** When the session ends without activity (ms since the epoch); undefined while no warning shows. */
  endsAt: number | undefined = undefined;
  /** When the session ends whatever happens (`expires_at`, the upstream's time); undefined while no warning shows. */
  lifetimeEnd: string | undefined = undefined;
  private onStay: () => void = () => {};

  constructor() {
    makeAutoObservable<IdleStore, 'onStay'>(this, { onStay: false });
  }

  show(endsAt: number): void {
    this.endsAt = endsAt;
  }

  hide(): void {
    this.endsAt = undefined;
  }

  showLifetime(expiresAt: string): void {
    this.lifetimeEnd = expiresAt;
  }

  hideLifetime(): void {
    this.lifetimeEnd = undefined;
  }

  /** The warning's "stay signed in": a call that counts as activity. */
  stay(): void {
    this.hide();
    this.onStay();
  }

  setStayHandler(handler: () => void): void {
    this.onStay = handler;
  }
}
