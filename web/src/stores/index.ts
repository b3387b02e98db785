/** The root of the MobX stores, one per concern, and the React context that hands them to components. */
import { createContext, useContext } from 'react';
import type { Area } from '../../../contract/shell.ts';
import type { Api } from '../lib/api.ts';
import type { KeyValue } from '../lib/storage.ts';
import { AppStore } from './app.ts';
import { ErrorLogStore } from './errorLog.ts';
import { PermissionStore } from './permission.ts';
import { SessionStore } from './session.ts';
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
}

export function createStores(deps: StoreDeps) {
  const stores = {
    session: new SessionStore(deps.cookies, deps.api, deps.area),
    app: new AppStore(deps.cookies),
    permission: new PermissionStore(),
    tags: new TagsStore(deps.session),
    theme: new ThemeStore(deps.local, deps.applyTheme),
    errorLog: new ErrorLogStore(),
  };
  return {
    ...stores,
    api: deps.api,
    /** Ends the session everywhere: cookies, generated routes and tags. */
    endSession(): void {
      stores.session.clear();
      stores.permission.reset();
      stores.tags.closeAll();
    },
  };
}

export type Stores = ReturnType<typeof createStores>;

export const StoresContext = createContext<Stores | null>(null);

export function useStores(): Stores {
  const stores = useContext(StoresContext);
  if (!stores) throw new Error('useStores outside StoresContext');
  return stores;
}
