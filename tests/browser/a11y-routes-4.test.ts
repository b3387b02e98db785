/** axe-core over share 4 of the console's routes (a11y-scan.ts's routeShare), as admin, in zh and en. */
import t from 'tap';
import { requireChromium } from '../helpers/browser.ts';
import { routeShare, scanRoutes } from './a11y-scan.ts';
import { startConsole } from './console.ts';

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  for (const lang of ['zh', 'en'] as const) scanRoutes(t, browser, stack.url, { paths: routeShare(3), lang });
}
