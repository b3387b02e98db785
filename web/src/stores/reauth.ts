/**
 * A session that ended while someone works (docs/console.md, "When a session ends"): every call answered status 10
 * waits here while the sign-in dialog is open, and all go on (`retry`) or give up (`ended`) together once it is settled.
 */
import { makeAutoObservable } from 'mobx';
import type { SessionOutcome } from '../lib/request.ts';
import type { AccountRef } from './session.ts';

export class ReauthStore {
  /** The sign-in dialog is open. */
  open = false;
  /** The account whose session ended: the one that must sign in for the work on screen to stay. */
  who: AccountRef | undefined = undefined;
  private waiting: ((outcome: SessionOutcome) => void)[] = [];

  constructor() {
    makeAutoObservable<ReauthStore, 'waiting'>(this, { waiting: false });
  }

  /** Opens the dialog (once for any number of calls) and resolves when it is settled. */
  wait(who: AccountRef | undefined): Promise<SessionOutcome> {
    if (!this.open) {
      this.open = true;
      this.who = who && { id: who.id, account: who.account };
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** The login name of that account, filled into the dialog's form. */
  get account(): string | undefined {
    return this.who?.account;
  }

  /** Closes the dialog; the waiting calls are sent again (`retry`) or give up (`ended`). */
  settle(outcome: SessionOutcome): void {
    this.open = false;
    for (const resolve of this.waiting.splice(0)) resolve(outcome);
  }
}
