/**
 * The gateway's event stream (`GET /gateway/events`, docs/jobs.md "Progress, streamed"): one EventSource per tab,
 * open while anything listens, authorised by the session cookie the gateway set at sign-in (an EventSource cannot send
 * the token header, and a token never goes into a URL). The browser reconnects by itself after a dropped connection
 * (the stream's `retry:` hint); an answer that is no stream (401, 429, 503) closes it for good, so this module opens a
 * new one after REOPEN_MS. `connected` says whether events flow now: callers poll only while it is false.
 */
import { useSyncExternalStore } from 'react';

export const EVENTS_PATH = '/gateway/events';
/** How long after a refused stream (not a dropped one: the browser retries those itself) a new one is opened. */
const REOPEN_MS = 5_000;
/** Listened to like the gateway's kinds: the stream (re)opened, or the gateway says events may have been missed. */
export const RESYNC = 'resync';

type Listener = (data: unknown) => void;

const listeners = new Map<string, Set<Listener>>();
const watchers = new Set<() => void>();
let source: EventSource | undefined;
let sourceLang = '';
let reopening: ReturnType<typeof setTimeout> | undefined;
let connected = false;
let users = 0;

function setConnected(now: boolean) {
  if (connected === now) return;
  connected = now;
  for (const watcher of watchers) watcher();
}

function emit(kind: string, data: unknown) {
  for (const listener of listeners.get(kind) ?? []) listener(data);
}

function open(lang: string) {
  clearTimeout(reopening);
  source?.close();
  sourceLang = lang;
  const stream = new EventSource(`${EVENTS_PATH}?lang=${encodeURIComponent(lang)}`);
  source = stream;
  stream.onopen = () => {
    setConnected(true);
    // whatever happened while the stream was down is read again once
    emit(RESYNC, undefined);
  };
  stream.onerror = () => {
    setConnected(false);
    if (stream.readyState === EventSource.CLOSED && source === stream) reopening = setTimeout(() => open(lang), REOPEN_MS);
  };
  for (const kind of listeners.keys()) stream.addEventListener(kind, relay);
}

function relay(event: Event) {
  const message = event as MessageEvent<string>;
  try {
    emit(message.type, JSON.parse(message.data));
  } catch {
    // a malformed event is skipped; the next one, or the resync, brings the state
  }
}

function close() {
  clearTimeout(reopening);
  source?.close();
  source = undefined;
  setConnected(false);
}

/**
 * Listens to one kind of event (`job`, RESYNC) in the console's language; the stream opens with the first listener
 * and closes with the last. Answers the unsubscribe.
 */
export function listen(kind: string, lang: string, listener: Listener): () => void {
  let kindListeners = listeners.get(kind);
  if (!kindListeners) {
    kindListeners = new Set();
    listeners.set(kind, kindListeners);
    source?.addEventListener(kind, relay);
  }
  kindListeners.add(listener);
  users++;
  if (!source || sourceLang !== lang) open(lang);
  return () => {
    kindListeners.delete(listener);
    users--;
    if (users === 0) close();
  };
}

/** Whether the stream is open now (React state). */
export function useEventsConnected(): boolean {
  return useSyncExternalStore(
    (watcher) => {
      watchers.add(watcher);
      return () => watchers.delete(watcher);
    },
    () => connected,
  );
}
