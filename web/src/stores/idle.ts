/** The idle warning on screen (app/idleWatch.ts decides when): shown while `endsAt` is set, in one tab only. */
import { makeAutoObservable } from 'mobx';

export class IdleStore {
  /** When the session ends without activity (ms since the epoch); undefined while no warning shows. */
  endsAt: number | undefined = undefined;
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

  /** The warning's "stay signed in": a call that counts as activity. */
  stay(): void {
    this.hide();
    this.onStay();
  }

  setStayHandler(handler: () => void): void {
    this.onStay = handler;
  }
}
