/** The screens chunk's entry: adds the screens' texts, then shows the route's described screen in its kind. */
import { type LazyExoticComponent, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { descriptionOf } from './descriptions/index.ts';
import { addScreenTexts } from './i18n/index.ts';
import { ImportScreen } from './kinds/ImportScreen.tsx';
import { ListScreen } from './kinds/ListScreen.tsx';
import { prefetchFirstPage } from './kinds/listPrefetch.ts';
import { LookupScreen } from './kinds/LookupScreen.tsx';
import { SettingsScreen } from './kinds/SettingsScreen.tsx';
import { TreeScreen } from './kinds/TreeScreen.tsx';
import type { Screen, ScreenProps } from './screen.ts';
import type { CustomDescription } from './descriptions/types.ts';
import { setScreenPrefetcher } from '../lib/screenPrefetch.ts';

// the menu prefetches a list's first page on the click, once this chunk is here (docs/data-loading.md "Prefetch")
setScreenPrefetcher(prefetchFirstPage);

const customScreens = new Map<CustomDescription, LazyExoticComponent<Screen>>();
/** The rich-text kind's screen brings the editor: a chunk of its own, loaded only when a rich-text screen opens. */
const RICH_TEXT_SCREEN: CustomDescription = { kind: 'custom', load: () => import('../areas/content/RichTextScreen.tsx') };

/** One lazy component per custom description; a failed load is forgotten so the error boundary's retry loads afresh. */
function customScreen(desc: CustomDescription): LazyExoticComponent<Screen> {
  let screen = customScreens.get(desc);
  if (!screen) {
    screen = lazy(() =>
      desc.load().catch((error: unknown) => {
        customScreens.delete(desc);
        throw error;
      }),
    );
    customScreens.set(desc, screen);
  }
  return screen;
}

export default function ScreenHost({ route }: ScreenProps) {
  const { i18n } = useTranslation();
  addScreenTexts(i18n);
  const desc = descriptionOf(route.path);
  switch (desc?.kind) {
    case 'list':
    case 'audit':
      return <ListScreen route={route} desc={desc} />;
    case 'settings':
      return <SettingsScreen route={route} desc={desc} />;
    case 'tree':
      return <TreeScreen route={route} />;
    case 'lookup':
      return <LookupScreen route={route} desc={desc} />;
    case 'import':
      return <ImportScreen route={route} desc={desc} />;
    case 'richText': {
      const RichText = customScreen(RICH_TEXT_SCREEN);
      return <RichText route={route} />;
    }
    case 'custom': {
      const Custom = customScreen(desc);
      return <Custom route={route} />;
    }
    default:
      // every business route is described (tests/screens/descriptions.test.ts); the error boundary shows this one
      throw new Error(`${route.path}: no description`);
  }
}
