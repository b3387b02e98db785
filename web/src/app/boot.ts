/**
 * Wires the console together once per page load: the area from the pathname (and the guard's area switch), the
 * stores on browser storage, the request client with its status policy, i18n, the tabs' agreement, the idle and lifetime warnings
 * and the global error handlers.
 */
import { reaction } from 'mobx';
import { STORAGE } from '../config.ts';
import { createI18n } from '../i18n/index.ts';
import { createApi } from '../lib/api.ts';
import { createRequest, isBackground, type Request, type RequestOptions, type SessionOutcome } from '../lib/request.ts';
import { showRequestError } from '../lib/requestErrorToast.ts';
import { shellCalls } from '../lib/shellCalls.ts';
import { cookieStorage, webStorage } from '../lib/storage.ts';
import { tabChannel } from '../lib/tabChannel.ts';
import { areaChanged, areaOf } from '../router/guard.ts';
import { SHELL_PATHS } from '../router/paths.ts';
import { entryOf } from '../stores/errorLog.ts';
import { createStores, type Stores } from '../stores/index.ts';
import { type IdleWatch, watchIdle } from './idleWatch.ts';
import { watchLifetime } from './lifetimeWatch.ts';
import { syncTabs } from './tabSync.ts';

export function boot() {
  const area = areaOf(window.location.pathname);
  const local = webStorage(window.localStorage);

  let stores: Stores | undefined;
  let idle: IdleWatch | undefined;

  /**
   * Status 10. Someone working in this page (the session was answered here) gets the sign-in dialog over the page and
   * the call waits for it; a page opened on a stale cookie, with nothing typed yet, goes to the login.
   */
  const sessionEnded = (message: string | undefined): SessionOutcome | Promise<SessionOutcome> => {
    if (stores?.session.loggedIn && stores.session.verified) return stores.reauth.wait(stores.session.user);
    showRequestError(message || i18n.t('app.requestFailed'));
    stores?.endSession();
    // Back to this screen once logged in again (the guard sends another account home if it may not see it).
    const path = window.location.hash.slice(1);
    const here = path && !path.startsWith(SHELL_PATHS.login) ? `?redirect=${encodeURIComponent(path)}` : '';
    window.location.hash = `#${SHELL_PATHS.login}${here}`;
    return 'ended';
  };

  const untracked = createRequest({
    token: () => stores?.session.requestToken,
    language: () => (stores?.app.language === 'en' ? 'en' : 'zh-CN'),
    showError: (message, duration) => showRequestError(message || i18n.t('app.requestFailed'), duration),
    sessionEnded,
    logError: (message, cause) => console.error(message, cause),
    networkText: (failure) =>
      failure.kind === 'timeout'
        ? i18n.t('errors.timeout', { seconds: Math.round(failure.ms / 1000) })
        : failure.kind === 'invalid'
          ? i18n.t('errors.invalid', { status: failure.status })
          : i18n.t('errors.unreachable'),
  });
  // every call the upstream answered counts as activity for the idle warning, in every tab, but the console's own
  // background reads, which the upstream does not count either
  const request: Request = async <T>(method: string, path: string, options?: RequestOptions) => {
    const result = await untracked<T>(method, path, options);
    if (typeof result === 'object' && !isBackground(method, options)) idle?.called();
    return result;
  };
  const api = createApi(request);
  stores = createStores({
    area,
    api,
    cookies: cookieStorage(),
    local,
    session: webStorage(window.sessionStorage),
    applyTheme: (variables) => {
      for (const [name, value] of Object.entries(variables)) document.documentElement.style.setProperty(name, value);
    },
    goHome: () => {
      window.location.hash = `#${SHELL_PATHS.home}`;
    },
  });

  // one browser never carries a session from one area into the other, and a page loaded without a session (its
  // cookie expired or was cleared) starts clean: the last account's tags are not the next one's
  if (areaChanged(local.get(STORAGE.area), area) || !stores.session.loggedIn) stores.endSession();
  local.set(STORAGE.area, area);

  const i18n = createI18n(stores.app.language);
  const channel = tabChannel();
  syncTabs(stores, channel, area);
  idle = watchIdle(stores, channel, () => api(shellCalls.userInfo));
  const watching = idle;
  watchLifetime(stores, () => watching.inUse());
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
