import './styles/index.ts';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { boot } from './app/boot.ts';

const { stores, i18n } = boot();
createRoot(document.getElementById('app')!).render(<App stores={stores} i18n={i18n} />);
