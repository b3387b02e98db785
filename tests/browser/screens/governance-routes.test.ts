/** The six governance routes as admin, in zh then en (see visit.ts for what each visit checks). */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { visitRoutes } from './visit.ts';
import { en, zh } from '../../../web/src/areas/governance/texts.ts';

const GOVERNANCE_PATHS = ROUTE_SETS.governance;

/** The seeded customer-service account's phone has earlier codes to show. */
const QUERIES = { '/smsConfig/index': '13900000011' };

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
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
