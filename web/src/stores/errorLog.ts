/** Uncaught errors, unhandled rejections and render errors, for the bug button's dialog. */
import { makeAutoObservable } from 'mobx';

export interface ErrorLogEntry {
  /** The error's message. */
  error: string;
  stack: string;
  /** The screen (or 'window' for errors outside React) where it happened. */
  component: string;
  /** Where it was caught: 'render', 'error', 'unhandledrejection', and React's component stack for render errors. */
  info: string;
  url: string;
}

/** Older entries are dropped beyond this many, so a looping error cannot eat the tab's memory. */
export const ERROR_LOG_LIMIT = 100;

export class ErrorLogStore {
  logs: ErrorLogEntry[] = [];

  constructor() {
    makeAutoObservable(this);
  }

  add(entry: ErrorLogEntry): void {
    this.logs.push(entry);
    if (this.logs.length > ERROR_LOG_LIMIT) this.logs.splice(0, this.logs.length - ERROR_LOG_LIMIT);
  }

  clear(): void {
    this.logs = [];
  }
}

/** An entry from anything thrown. */
export function entryOf(thrown: unknown, component: string, info: string, url: string): ErrorLogEntry {
  const error = thrown instanceof Error ? thrown : new Error(typeof thrown === 'string' ? thrown : String(thrown));
  return { error: error.message || error.name, stack: error.stack ?? '', component, info, url };
}
