/**
 * Tabs agree (docs/console.md, "Tabs agree"): a login, a logout, a language or a theme chosen in one tab reaches the
 * others through the tab channel. One browser holds one session (the cookies every tab shares): a tab that hears of
 * another session takes it, keeping its work only when the account is the same (`resumeAfterSignIn`).
 */
import { reaction } from 'mobx';
import type { Area } from '../../../contract/shell.ts';
import type { TabChannel } from '../lib/tabChannel.ts';
import type { Stores } from '../stores/index.ts';

export function syncTabs(stores: Stores, channel: TabChannel, area: Area): void {
  // a change applied from another tab is not sent back
  let applying = false;
  const fromOtherTab = (change: () => void) => {
    applying = true;
    try {
      change();
    } finally {
      applying = false;
    }
  };
  const { session, app, theme } = stores;

  reaction(
    () => session.token,
    () => {
      if (!applying) channel.post({ kind: 'session', area });
    },
  );
  reaction(
    () => app.language,
    (lang) => {
      if (!applying) channel.post({ kind: 'language', lang });
    },
  );
  reaction(
    () => theme.color,
    (color) => {
      if (!applying) channel.post({ kind: 'theme', color });
    },
  );

  channel.listen((message) =>
    fromOtherTab(() => {
      if (message.kind === 'language') app.setLanguage(message.lang);
      else if (message.kind === 'theme') theme.setColor(message.color);
      else if (message.kind === 'session') followSession(stores, message.area === area);
    }),
  );
}

/** Another tab logged in or out: take what the shared cookies hold now. */
function followSession(stores: Stores, sameArea: boolean): void {
  const { session } = stores;
  const stored = session.storedToken();
  if (stored === session.token) return;
  // logged out there, or into the other area (whose session this area's pages cannot use): the login shows here
  if (stored === undefined || !sameArea) {
    if (session.loggedIn) stores.endSession();
    return;
  }
  const wasIn = session.loggedIn;
  const before = stores.signedIn();
  session.adopt();
  // a tab on the login page simply goes in (the guard takes it on); a working tab keeps its work for the same account
  if (wasIn) stores.resumeAfterSignIn(before);
}
