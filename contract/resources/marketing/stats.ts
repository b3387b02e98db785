/**
 * The sign-in dashboards (`/signIn/SignInData`, `/orderData`, `/performance`, `/signinSector/storePerformance`):
 * the dashboard kind's answer (`dashboardData`) computed from the check-in and sign-in order records, over the
 * records *created* in the period, as the lists filter them.
 */
import { endpoint } from '../../endpoint.ts';
import { dashboardData, statsQuery } from '../../stats.ts';

function signinStats(path: string, permission: string, summary: { zh: string; en: string }) {
  return endpoint({ method: 'GET', path, auth: 'token', permission, query: statsQuery, response: dashboardData, summary });
}

export const marketingEndpoints = {
  checkInStats: signinStats('/api/v2/seller/stats/signin', 'signIn_SignInData', { zh: '签到数据', en: 'Sign-in data' }),
  signinOrderStats: signinStats('/api/v2/seller/stats/signin_orders', 'signIn_orderData', { zh: '签到订单数据', en: 'Sign-in order data' }),
  signinPerformanceStats: signinStats('/api/v2/seller/stats/signin_performance', 'signIn_performance', { zh: '签到业绩统计', en: 'Sign-in performance' }),
  storeSigninStats: signinStats('/api/v2/seller/stats/store_signin', 'signinSector_storePerformance', { zh: '门店业绩', en: 'Store performance' }),
};
