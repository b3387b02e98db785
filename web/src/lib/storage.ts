import Cookies from 'js-cookie';

/**
 * A string key-value store. The stores persist through it, so unit tests run them in Node on `memoryStorage()` and
 * the browser uses cookies, localStorage or sessionStorage.
 */
export interface KeyValue {
  get(key: string): string | undefined;
  set(key: string, value: string): void;
  remove(key: string): void;
}

export function memoryStorage(initial: Record<string, string> = {}): KeyValue & { dump(): Record<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    get: (key) => data.get(key),
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
    dump: () => Object.fromEntries(data),
  };
}

/** Cookies on path `/`, so both areas (`/` and `/seller/`) see the same ones and the area switch can clear them. */
export function cookieStorage(): KeyValue {
  return {
    get: (key) => Cookies.get(key),
    set: (key, value) => void Cookies.set(key, value, { path: '/', sameSite: 'Lax' }),
    remove: (key) => Cookies.remove(key, { path: '/' }),
  };
}

/** Web Storage; a browser that refuses it (private mode, quota) degrades to not persisting. */
export function webStorage(storage: Storage): KeyValue {
  return {
    get: (key) => {
      try {
        return storage.getItem(key) ?? undefined;
      } catch {
        return undefined;
      }
    },
    set: (key, value) => {
      try {
        storage.setItem(key, value);
      } catch {
        // not persisting is the only sane fallback
      }
    },
    remove: (key) => {
      try {
        storage.removeItem(key);
      } catch {
        // idem
      }
    },
  };
}

/** Parses JSON from storage; undefined when absent or unparsable. */
export function readJson(store: KeyValue, key: string): unknown {
  const raw = store.get(key);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}
