import type { i18n as I18n } from 'i18next';
import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'react-hot-toast';
import { HashRouter } from 'react-router-dom';
import { StoresContext, type Stores, useStores } from '../stores/index.ts';
import { GuardedRoutes } from './GuardedRoutes.tsx';

const SessionDialog = lazy(() => import('../features/login/SessionDialog.tsx'));
const IdleWarning = lazy(() => import('../layout/IdleWarning.tsx').then((m) => ({ default: m.IdleWarning })));
const LifetimeWarning = lazy(() => import('../layout/LifetimeWarning.tsx').then((m) => ({ default: m.LifetimeWarning })));

export function App({ stores, i18n }: { stores: Stores; i18n: I18n }) {
  return (
    <StoresContext.Provider value={stores}>
      <I18nextProvider i18n={i18n}>
        {/* React Router 7 renders each navigation as a transition: time-sliced, yielding to every other task, so a
            screen switch took longer and its list request left later. A console's navigation is the one thing the
            operator waits for: it renders at once. */}
        <HashRouter useTransitions={false}>
          <GuardedRoutes />
          <SessionPrompts />
        </HashRouter>
        <Toaster position="top-center" toastOptions={{ className: 'console-toast' }} />
      </I18nextProvider>
    </StoresContext.Provider>
  );
}

/**
 * Over whatever page is shown: the sign-in dialog when the session ended; before it ends, the idle warning, or the
 * lifetime warning (the idle one, which a click answers, comes first when both are due).
 */
const SessionPrompts = observer(function SessionPrompts() {
  const { reauth, idle } = useStores();
  return (
    <Suspense fallback={null}>
      {reauth.open ? <SessionDialog /> : null}
      {idle.endsAt !== undefined && !reauth.open ? <IdleWarning /> : null}
      {idle.lifetimeEnd !== undefined && idle.endsAt === undefined && !reauth.open ? <LifetimeWarning /> : null}
    </Suspense>
  );
});
