/**
 * Wires the console together once per page load: the area from the pathname (and the guard's area switch), the
 * stores on browser storage, the request client with its status policy, i18n, and the global error handlers.
 */
import { reaction } from 'mobx';
import { STORAGE } from '../config.ts';
import { createI18n } from '../i18n/index.ts';
import { createApi } from '../lib/api.ts';
import { createRequest } from '../lib/request.ts';
import { showRequestError } from '../lib/requestErrorToast.ts';
import { cookieStorage, webStorage } from '../lib/storage.ts';
import { areaChanged, areaOf } from '../router/guard.ts';
import { SHELL_PATHS } from '../router/paths.ts';
import { entryOf } from '../stores/errorLog.ts';
import { createStores, type Stores } from '../stores/index.ts';

export function boot() {
  const area = areaOf(window.location.pathname);
  const local = webStorage(window.localStorage);

  let stores: Stores | undefined;
  const request = createRequest({
    token: () => stores?.session.requestToken,
    language: () => (stores?.app.language === 'en' ? 'en' : 'zh-CN'),
    showError: (message, duration) => showRequestError(message || i18n.t('app.requestFailed'), duration),
    sessionExpired: () => {
      stores?.endSession();
      // Back to this screen once logged in again (the guard sends another account home if it may not see it).
      const path = window.location.hash.slice(1);
      const here = path && !path.startsWith(SHELL_PATHS.login) ? `?redirect=${encodeURIComponent(path)}` : '';
      window.location.hash = `#${SHELL_PATHS.login}${here}`;
    },
    logError: (message, cause) => console.error(message, cause),
    networkText: (failure) =>
      failure.kind === 'timeout'
        ? i18n.t('errors.timeout', { seconds: Math.round(failure.ms / 1000) })
        : failure.kind === 'invalid'
          ? i18n.t('errors.invalid', { status: failure.status })
          : i18n.t('errors.unreachable'),
  });
  stores = createStores({
    area,
    api: createApi(request),
    cookies: cookieStorage(),
    local,
    session: webStorage(window.sessionStorage),
    applyTheme: (variables) => {
      for (const [name, value] of Object.entries(variables)) document.documentElement.style.setProperty(name, value);
    },
  });

  // one browser never carries a session from one area into the other, and a page loaded without a session (its
  // cookie expired or was cleared) starts clean: the last account's tags are not the next one's
  if (areaChanged(local.get(STORAGE.area), area) || !stores.session.loggedIn) stores.endSession();
  local.set(STORAGE.area, area);

  const i18n = createI18n(stores.app.language);
  const app = stores.app;
  reaction(
    () => app.language,
    (lang) => void i18n.changeLanguage(lang),
  );
  const syncDocument = () => {
    document.documentElement.lang = app.language === 'zh' ? 'zh-CN' : 'en';
    document.title = `${i18n.t('app.title')} · ${i18n.t(`app.area.${area}`)}`;
  };
  i18n.on('languageChanged', syncDocument);
  syncDocument();

  const errorLog = stores.errorLog;
  window.addEventListener('error', (event) => {
    errorLog.add(entryOf(event.error ?? event.message, 'window', 'error', window.location.href));
  });
  window.addEventListener('unhandledrejection', (event) => {
    errorLog.add(entryOf(event.reason, 'window', 'unhandledrejection', window.location.href));
  });

  return { stores, i18n };
}
