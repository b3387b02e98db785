/**
 * The screens chunk's entry: adds the screens' texts, then shows the route's described screen in its kind. The app's
 * part of the screens: it gives the kit the areas' descriptions and texts (descriptions.ts, texts.ts), so the kit
 * (web/src/screens) imports nothing of the areas.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { setScreenPrefetcher } from '../../lib/screenPrefetch.ts';
import type { RichTextDescription } from '../../screens/descriptions/types.ts';
import { addScreenTexts } from '../../screens/i18n/index.ts';
import { ImportScreen } from '../../screens/kinds/ImportScreen.tsx';
import { ListScreen } from '../../screens/kinds/ListScreen.tsx';
import { prefetchFirstPage } from '../../screens/kinds/listPrefetch.ts';
import { LookupScreen } from '../../screens/kinds/LookupScreen.tsx';
import { SettingsScreen } from '../../screens/kinds/SettingsScreen.tsx';
import { TreeScreen } from '../../screens/kinds/TreeScreen.tsx';
import type { ScreenProps } from '../../screens/screen.ts';
import { descriptionOf } from './descriptions.ts';
import { AREA_TEXTS } from './texts.ts';

// the menu prefetches a list's first page on the click, once this chunk is here (docs/data-loading.md "Prefetch")
setScreenPrefetcher((client, api, path) => prefetchFirstPage(client, api, descriptionOf(path)));

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;
/** By loader: each is a module's (the rich-text screen) or a custom description's, made once. */
const lazyScreens = new Map<unknown, unknown>();

/** One lazy component per loader; a failed load is forgotten so the error boundary's retry loads afresh. */
function lazyScreen<P>(load: Loader<P>): LazyExoticComponent<ComponentType<P>> {
  let screen = lazyScreens.get(load) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!screen) {
    screen = lazy(() =>
      load().catch((error: unknown) => {
        lazyScreens.delete(load);
        throw error;
      }),
    );
    lazyScreens.set(load, screen);
  }
  return screen;
}

/** The rich-text kind's screen brings the editor: a chunk of its own, loaded only when a rich-text screen opens. */
const loadRichText: Loader<ScreenProps & { desc: RichTextDescription }> = () => import('../../areas/content/RichTextScreen.tsx');

export default function ScreenHost({ route }: ScreenProps) {
  const { i18n } = useTranslation();
  addScreenTexts(i18n, AREA_TEXTS);
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
      const RichText = lazyScreen(loadRichText);
      return <RichText route={route} desc={desc} />;
    }
    case 'custom': {
      const Custom = lazyScreen(desc.load);
      return <Custom route={route} />;
    }
    default:
      // every business route is described (tests/screens/descriptions.test.ts); the error boundary shows this one
      throw new Error(`${route.path}: no description`);
  }
}
