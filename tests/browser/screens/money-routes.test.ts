/**
 * The 36 money routes (/withDraw, /finance, /earningDraw, /property, /contribution) in zh then en: as admin, but a
 * merchant's three own screens, which are the merchant's alone (docs/routes.md, "Route sets"), as the merchant.
 */
import t from 'tap';
import { descriptionOf } from '../../../web/src/app/screens/descriptions.ts';
import { zh as moneyZh, en as moneyEn } from '../../../web/src/areas/money/texts.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { visitRoutes } from './visit.ts';

const MONEY_PATHS = ROUTE_SETS.money;
const MERCHANT_OWN: readonly string[] = ['/finance/myBills', '/finance/myPayouts', '/finance/myWithdrawals'];

if (requireChromium(t)) {
  t.equal(MONEY_PATHS.length, 36, 'the 36 money routes');
  const { stack, browser } = await startConsole(t);
  visitRoutes(t, browser, stack.url, { paths: MERCHANT_OWN, account: 'merchant', area: 'seller' });
  visitRoutes(t, browser, stack.url, {
    paths: MONEY_PATHS.filter((p) => !MERCHANT_OWN.includes(p)),
    // the import screens show their targets, their columns and the history of earlier imports
    ownTexts: (path, lang) => {
      const desc = descriptionOf(path);
      if (desc?.kind !== 'import') return undefined;
      const texts = lang === 'zh' ? moneyZh.import : moneyEn.import;
      const [first] = desc.targets;
      return [texts.template, texts.history, ...first.columns.map((c) => c.title[lang]), ...(desc.targets.length > 1 ? desc.targets.map((x) => x.title[lang]) : [])];
    },
  });
}
