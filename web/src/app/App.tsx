import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Toaster } from 'react-hot-toast';
import { HashRouter } from 'react-router-dom';
import { StoresContext, type Stores } from '../stores/index.ts';
import { GuardedRoutes } from './GuardedRoutes.tsx';

export function App({ stores, i18n }: { stores: Stores; i18n: I18n }) {
  return (
    <StoresContext.Provider value={stores}>
      <I18nextProvider i18n={i18n}>
        {/* React Router 7 renders each navigation as a transition: time-sliced, yielding to every other task, so a
            screen switch took longer and its list request left later. A console's navigation is the one thing the
            operator waits for: it renders at once. */}
        <HashRouter useTransitions={false}>
          <GuardedRoutes />
        </HashRouter>
        <Toaster position="top-center" toastOptions={{ className: 'console-toast' }} />
      </I18nextProvider>
    </StoresContext.Provider>
  );
}
