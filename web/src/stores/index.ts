/** The root of the MobX stores, one per concern, and the React context that hands them to components. */
import { createContext, useContext } from 'react';
import type { Area } from '../../../contract/shell.ts';
import type { Api } from '../lib/api.ts';
import type { KeyValue } from '../lib/storage.ts';
import { AppStore } from './app.ts';
import { ErrorLogStore } from './errorLog.ts';
import { IdleStore } from './idle.ts';
import { PermissionStore } from './permission.ts';
import { ReauthStore } from './reauth.ts';
import { type AccountRef, SessionStore, sameAccount, storedRoles } from './session.ts';
import { TagsStore } from './tags.ts';
import { ThemeStore } from './theme.ts';

export interface StoreDeps {
  area: Area;
  api: Api;
  /** Session cookies and the persisted layout settings. */
  cookies: KeyValue;
  /** localStorage. */
  local: KeyValue;
  /** sessionStorage. */
  session: KeyValue;
  applyTheme(variables: Record<string, string>): void;
  /** Opens the home page (after another account took over the session). */
  goHome(): void;
}

/** Who was signed in, read before another sign-in replaces it. */
export interface SignedIn {
  user: AccountRef | undefined;
  roles: string[];
}

export function createStores(deps: StoreDeps) {
  const stores = {
    session: new SessionStore(deps.cookies, deps.api, deps.area),
    app: new AppStore(deps.cookies),
    permission: new PermissionStore(),
    tags: new TagsStore(deps.session),
    theme: new ThemeStore(deps.local, deps.applyTheme),
    errorLog: new ErrorLogStore(),
    reauth: new ReauthStore(),
    idle: new IdleStore(),
  };
  return {
    ...stores,
    api: deps.api,
    /** Ends the session everywhere: cookies, generated routes and tags; calls waiting for a sign-in give up. */
    endSession(): void {
      stores.reauth.settle('ended');
      stores.session.clear();
      stores.permission.reset();
      stores.tags.closeAll();
    },
    /** Who is signed in now, to compare with after a sign-in. */
    signedIn(): SignedIn {
      // as the cookie keeps them: a page loaded since the login holds only the role names of a whole route set
      const user = stores.session.user;
      return { user: user && { id: user.id, account: user.account }, roles: storedRoles(stores.session.roles) };
    },
    /**
     * After a sign-in replaced the session (in the dialog, or in another tab): the same account with the same roles
     * keeps everything on screen and the waiting calls are sent again; anyone else starts at home with nothing of the
     * last account's (its routes, tags, views, forms and query cache go with the remounted shell).
     */
    resumeAfterSignIn(before: SignedIn): 'kept' | 'discarded' {
      const now = stores.session;
      const same = sameAccount(before.user, now.user) && sameSet(before.roles, storedRoles(now.roles));
      if (same) {
        stores.reauth.settle('retry');
        return 'kept';
      }
      stores.reauth.settle('ended');
      deps.goHome();
      stores.permission.reset();
      stores.tags.closeAll();
      return 'discarded';
    },
  };
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x) => b.includes(x));
}

export type Stores = ReturnType<typeof createStores>;

export const StoresContext = createContext<Stores | null>(null);

export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores outside StoresContext');
  return stores;
}
