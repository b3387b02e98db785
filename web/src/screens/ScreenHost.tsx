/** The screens chunk's entry: adds the screens' texts, then shows the route's described screen in its kind. */
import { useTranslation } from 'react-i18next';
import { EmptyScreen } from './EmptyScreen.tsx';
import { descriptionOf } from './descriptions/index.ts';
import { addScreenTexts } from './i18n/index.ts';
import { ListScreen } from './kinds/ListScreen.tsx';
import { LookupScreen } from './kinds/LookupScreen.tsx';
import { SettingsScreen } from './kinds/SettingsScreen.tsx';
import { TreeScreen } from './kinds/TreeScreen.tsx';
import type { ScreenProps } from './registry.ts';

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
    default:
      return <EmptyScreen route={route} />;
  }
}
