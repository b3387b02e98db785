import './styles/index.ts';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { boot } from './app/boot.ts';

// zod probes whether `new Function` works; the console's CSP refuses it and Chromium reports each probe. zod keeps its
// configuration on this global (z.config writes it), so it is set here without pulling zod into the login bundle.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true };

const { stores, i18n } = boot();
createRoot(document.getElementById('app')!).render(<App stores={stores} i18n={i18n} />);
