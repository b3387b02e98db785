/**
 * The session rules in Node (docs/console.md "When a session ends", "Tabs agree"): who may keep the work on screen
 * after a sign-in, and how tabs sharing one cookie jar follow each other's login, logout, language and theme. The
 * browser tests (tests/browser/sessions.test.ts: sessionEnded.ts, sessionTabs.ts) go through the same in Chromium.
 */
import t from 'tap';
import { syncTabs } from '../../web/src/app/tabSync.ts';
import type { Api } from '../../web/src/lib/api.ts';
import type { SessionOutcome } from '../../web/src/lib/request.ts';
import { type KeyValue, memoryStorage } from '../../web/src/lib/storage.ts';
import type { TabChannel, TabMessage } from '../../web/src/lib/tabChannel.ts';
import { createStores } from '../../web/src/stores/index.ts';

const noApi = (async () => {
  throw new Error('no call expected');
}) as unknown as Api;

/** One tab's stores on the browser's shared cookies; `home` counts its trips home. */
function tab(cookies: KeyValue, area: 'admin' | 'seller' = 'seller') {
  const trips = { home: 0 };
  const stores = createStores({
    area,
    api: noApi,
    cookies,
    local: memoryStorage(),
    session: memoryStorage(),
    applyTheme: () => {},
    goHome: () => {
      trips.home++;
    },
  });
  return { stores, trips };
}

/** A channel that hands each message to every other tab, as BroadcastChannel does. */
function channels() {
  const tabs: ((message: TabMessage) => void)[][] = [];
  return (): TabChannel => {
    const mine: ((message: TabMessage) => void)[] = [];
    tabs.push(mine);
    return {
      post: (message) => {
        for (const other of tabs) if (other !== mine) for (const handler of other) handler(structuredClone(message));
      },
      listen: (handler) => {
        mine.push(handler);
        return () => {};
      },
    };
  };
}

/** What a login leaves in the cookies. */
function signedIn(cookies: KeyValue, account: string, token: string, roles = ['seller'], id?: number) {
  cookies.set('Admin-Token', token);
  cookies.set('Admin-Roles', JSON.stringify(roles));
  cookies.set('user', JSON.stringify({ id, account, name: account, avatar: '', introduction: '' }));
}

t.test('after a sign-in, the same account with the same roles keeps the work; the waiting calls go again', async (t) => {
  const cookies = memoryStorage();
  signedIn(cookies, 'merchant', 'old', ['seller2', 'goods_list']);
  const { stores, trips } = tab(cookies);
  const before = stores.signedIn();
  const waiting: Promise<SessionOutcome> = stores.reauth.wait({ account: 'merchant' });
  t.ok(stores.reauth.open);
  signedIn(cookies, 'merchant', 'new', ['seller2', 'goods_list']);
  stores.session.adopt();
  t.equal(stores.resumeAfterSignIn(before), 'kept');
  t.equal(await waiting, 'retry');
  t.notOk(stores.reauth.open);
  t.equal(trips.home, 0, 'the page stays where it is');
});

t.test('another account, or the same one with other roles, starts at home and the waiting calls give up', async (t) => {
  for (const [account, roles, why] of [
    ['seller', ['seller'], 'another account'],
    ['merchant', ['seller2'], 'its permissions changed meanwhile'],
  ] as const) {
    const cookies = memoryStorage();
    signedIn(cookies, 'merchant', 'old', ['seller2', 'goods_list']);
    const { stores, trips } = tab(cookies);
    stores.permission.setRoutes({ paths: new Set(['/goods/index']), labels: new Set(), known: new Set() } as never);
    const before = stores.signedIn();
    const waiting = stores.reauth.wait({ account: 'merchant' });
    signedIn(cookies, account, 'new', [...roles]);
    stores.session.adopt();
    t.equal(stores.resumeAfterSignIn(before), 'discarded', why);
    t.equal(await waiting, 'ended', `${why}: nothing is sent with the new session`);
    t.equal(trips.home, 1, `${why}: home`);
    t.notOk(stores.permission.ready, `${why}: the routes are generated afresh (the shell remounts)`);
  }
});

t.test('the same account is told by its id: an SMS login (by phone) and a password login (by name) of one account', async (t) => {
  for (const [id, outcome] of [
    [4, 'kept'],
    [5, 'discarded'],
  ] as const) {
    const cookies = memoryStorage();
    // the SMS login of account 4, typed as its phone
    signedIn(cookies, '13800000001', 'old', ['seller'], 4);
    const { stores } = tab(cookies);
    const before = stores.signedIn();
    const waiting = stores.reauth.wait(stores.session.user);
    t.equal(stores.reauth.account, '13800000001', 'the dialog names the account that signed in');
    signedIn(cookies, 'seller', 'new', ['seller'], id);
    stores.session.adopt();
    t.equal(stores.resumeAfterSignIn(before), outcome, `account ${id} signing in with a password`);
    t.equal(await waiting, outcome === 'kept' ? 'retry' : 'ended');
  }
});

t.test('an account compared as the cookie keeps its roles: a whole route set is its role name', async (t) => {
  const cookies = memoryStorage();
  // a page loaded since the login holds only `seller`; the sign-in computes every label of the menu again
  signedIn(cookies, 'seller', 'old', ['seller']);
  const { stores } = tab(cookies);
  const before = stores.signedIn();
  signedIn(cookies, 'seller', 'new', ['seller', 'goods_list', 'order_index']);
  stores.session.adopt();
  t.equal(stores.resumeAfterSignIn(before), 'kept');
});

/** Two tabs of one browser, the merchant signed in, each listening to the other. */
function twoSyncedTabs() {
  const cookies = memoryStorage();
  signedIn(cookies, 'merchant', 'one');
  const channel = channels();
  const a = tab(cookies);
  const b = tab(cookies);
  syncTabs(a.stores, channel(), 'seller');
  syncTabs(b.stores, channel(), 'seller');
  return { cookies, a, b };
}

t.test('tabs: a logout, a login, the language and the theme reach the other tab', async (t) => {
  const { cookies, a, b } = twoSyncedTabs();

  a.stores.app.setLanguage('en');
  t.equal(b.stores.app.language, 'en', 'the language');
  a.stores.theme.setColor('#11a983');
  t.equal(b.stores.theme.color, '#11a983', 'the theme');

  a.stores.endSession();
  t.notOk(b.stores.session.loggedIn, 'logged out in the other tab too');

  // the first tab logs in again: the other one, on its login page, goes in with that session
  signedIn(cookies, 'merchant', 'two');
  a.stores.session.adopt();
  t.equal(b.stores.session.token, 'two');
  t.equal(b.trips.home, 0, 'a tab on the login page simply goes in');

  // another account signs in in the first tab: the other, working, starts at home
  b.stores.permission.setRoutes({ paths: new Set(), labels: new Set(), known: new Set() } as never);
  signedIn(cookies, 'seller', 'three', ['seller']);
  a.stores.session.adopt();
  t.equal(b.stores.session.user?.account, 'seller');
  t.equal(b.trips.home, 1);
  t.notOk(b.stores.permission.ready);
});

t.test('tabs: a sign-in in another tab releases the dialog of a tab whose session ended', async (t) => {
  const { cookies, a, b } = twoSyncedTabs();
  const waiting = b.stores.reauth.wait({ account: 'merchant' });
  signedIn(cookies, 'merchant', 'two');
  a.stores.session.adopt();
  t.equal(await waiting, 'retry', 'the waiting call goes again, with the new token');
  t.equal(b.stores.session.requestToken, 'two');
});

t.test('tabs: a login into the other area ends this area\'s session without touching the shared cookies', async (t) => {
  const cookies = memoryStorage();
  signedIn(cookies, 'admin', 'admin-token', ['admin']);
  const channel = channels();
  const seller = tab(cookies, 'seller');
  const admin = tab(cookies, 'admin');
  syncTabs(seller.stores, channel(), 'seller');
  syncTabs(admin.stores, channel(), 'admin');
  signedIn(cookies, 'seller', 'seller-token', ['seller']);
  seller.stores.session.adopt();
  t.notOk(admin.stores.session.loggedIn, 'the admin tab shows its login');
  t.equal(cookies.get('Admin-Token'), 'seller-token', 'the seller session stays');
});
