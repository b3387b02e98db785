/** The dashboard kind for the data-centre screens: the statistics dashboard over each screen's own call. */
import { useTranslation } from 'react-i18next';
import { useLang } from '../../hooks/useLang.ts';
import type { ScreenProps } from '../../screens/screen.ts';
import { DATA_CENTRE_SCREENS } from './descriptions.ts';
import { addDashboardTexts } from './texts.ts';
import { addDashboardStyles } from './styles.ts';
import { StatsDashboard } from './StatsDashboard.tsx';

export default function DataCentreScreen({ route }: ScreenProps) {
  const { i18n } = useTranslation();
  const lang = useLang();
  addDashboardTexts(i18n);
  addDashboardStyles();
  const endpoint = DATA_CENTRE_SCREENS[route.path];
  // the registry sends only the data centre routes here
  if (!endpoint) throw new Error(`${route.path}: not a data centre screen`);
  return <StatsDashboard title={route.meta.title[lang]} endpoint={endpoint} />;
}
