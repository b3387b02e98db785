/**
 * Desktop notifications of new inbox items (the Notification API), opt-in per account: the setting is the account's
 * preference kept by the upstream (`desktop_notifications`), the permission the browser's. Shown by the tab that
 * rings (soundLeader.ts), and only while that tab is not looked at: someone reading the console sees the bell.
 */

export type NoticeSupport = 'unsupported' | NotificationPermission;

export function noticeSupport(): NoticeSupport {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the browser's permission (once it answered, it answers the same without asking); answers the outcome. */
export async function askNoticePermission(): Promise<NoticeSupport> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

/** Shows one item; a click brings the console forward on its record. `tag`: the same item never shows twice. */
export function showNotice(item: { id: number; title: string; summary: string }, open: () => void): void {
  if (noticeSupport() !== 'granted' || document.hasFocus()) return;
  const notice = new Notification(item.title, { body: item.summary, tag: `inbox-${item.id}` });
  notice.onclick = () => {
    window.focus();
    open();
    notice.close();
  };
}
