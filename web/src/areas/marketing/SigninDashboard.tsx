/**
 * The sign-in dashboards (sign-in data, order data, performance, store performance): the dashboard kind's pieces over
 * the marketing area's statistics calls. The period lives in the URL; the figures' names join the dashboard texts.
 */
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import { marketingEndpoints } from '../../../../contract/resources/marketing/stats.ts';
import { useLang } from '../../hooks/useLang.ts';
import { addDashboardTexts } from '../dashboard/texts.ts';
import { addDashboardStyles } from '../dashboard/styles.ts';
import { StatsDashboard } from '../dashboard/StatsDashboard.tsx';
import { en, zh } from './texts.ts';
import type { ScreenProps } from '../../screens/screen.ts';

const SCREENS: Record<string, (typeof marketingEndpoints)[keyof typeof marketingEndpoints]> = {
  '/signIn/SignInData': marketingEndpoints.checkInStats,
  '/signIn/orderData': marketingEndpoints.signinOrderStats,
  '/signIn/performance': marketingEndpoints.signinPerformanceStats,
  '/signinSector/storePerformance': marketingEndpoints.storeSigninStats,
};

/** The sign-in figures' names, beside the data centre's under `dashboard.` (the dashboard parts look them up there). */
function addSigninTexts(i18n: I18n): void {
  addDashboardTexts(i18n);
  if (i18n.exists('dashboard.figure.check_ins', { lng: 'zh' })) return;
  i18n.addResourceBundle('zh', 'translation', { dashboard: zh.dashboard }, true, false);
  i18n.addResourceBundle('en', 'translation', { dashboard: en.dashboard }, true, false);
}

export default function SigninDashboard({ route }: ScreenProps) {
  const { i18n } = useTranslation();
  const lang = useLang();
  addSigninTexts(i18n);
  addDashboardStyles();
  return <StatsDashboard title={route.meta.title[lang]} endpoint={SCREENS[route.path]} className="signin-dashboard" />;
}
