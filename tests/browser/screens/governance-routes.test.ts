/** The six governance routes as admin, in zh then en (see visit.ts for what each visit checks). */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { adminToken, startConsole, upstreamReader } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { visitRoutes } from './visit.ts';
import { en, zh } from '../../../web/src/areas/governance/texts.ts';

const GOVERNANCE_PATHS = ROUTE_SETS.governance;

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  // the first member's phone has seeded earlier codes to show (the lookup shows members' codes only)
  const member = await upstreamReader(stack.url, await adminToken(stack.url))<{ mobile: string }>('/api/v2/seller/members/1');
  const QUERIES = { '/smsConfig/index': member.mobile };
  visitRoutes(t, browser, stack.url, {
    paths: GOVERNANCE_PATHS,
    queries: QUERIES,
    ownTexts: (path, lang) => {
      if (path !== '/smsConfig/index') return undefined;
      const sms = (lang === 'zh' ? zh : en).sms;
      return [sms.code, sms.type, sms.sentAt, sms.expiresAt, sms.state, sms.login];
    },
  });
}
