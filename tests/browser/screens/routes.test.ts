/** Every route of the first screens issue as admin, in zh then en (see visit.ts for what each visit checks). */
import t from 'tap';
import * as shipping from '../../../web/src/areas/trade/shipping/texts.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { visitRoutes } from './visit.ts';

/** What the lookups search for: a phone prefix many buyers share, a common goods word. */
const QUERIES: Record<string, string> = { '/order/searchOrder': '138', '/batches/commoditySearch': '茶' };

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  visitRoutes(t, browser, stack.url, {
    paths: ROUTE_SETS.orders,
    queries: QUERIES,
    // the shipping settings (a screen of its own): its two sections and the address book's button
    ownTexts: (path, lang) => {
      if (path !== '/shipments/settings') return undefined;
      const words = (lang === 'zh' ? shipping.zh : shipping.en);
      return [words.accounts.title, words.accounts.topUp, words.senders.title, words.senders.add, words.owner.platform];
    },
  });
}
