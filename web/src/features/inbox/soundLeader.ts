/**
 * One tab of a browser rings for a new inbox item, not each (docs/events.md "The inbox in the console"): the tabs elect
 * a leader with the Web Locks API. Every signed-in tab asks for the same lock and holds it until it closes or signs
 * out; the browser grants it to one tab at a time and, when that tab goes, to the next waiting one, so there is always
 * exactly one leader and no heartbeat to tune. Every tab hears the event; only the leader plays the chime and shows
 * the desktop notification.
 *
 * Web Locks exist only in a secure context (https, or localhost): elsewhere no tab leads, and the focused tab rings
 * instead (`rings`), so at most one does.
 */
const LOCK = 'commerce-console:inbox-sound';

let leading = false;

/** Joins the election; answers the leave (sign-out, unmount), which hands the lead to another tab. */
export function joinSoundElection(): () => void {
  if (typeof navigator === 'undefined' || !navigator.locks) return () => {};
  const abort = new AbortController();
  let release = () => {};
  navigator.locks
    .request(LOCK, { signal: abort.signal }, () => {
      leading = true;
      return new Promise<void>((resolve) => {
        release = () => {
          leading = false;
          resolve();
        };
      });
    })
    // aborted while waiting: this tab left before it led
    .catch(() => {});
  return () => {
    abort.abort();
    release();
  };
}

/** Whether this tab plays the sound and shows the notification for a new item. */
export function rings(): boolean {
  if (typeof navigator !== 'undefined' && navigator.locks) return leading;
  return document.hasFocus();
}
