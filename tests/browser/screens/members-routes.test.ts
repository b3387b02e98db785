/**
 * The 23 routes of the members area as admin, in zh then en (see visit.ts for what each visit checks), and as the
 * finance role: its allowed ones (member lists, service officers) open, the others are absent and give 401.
 */
import t from 'tap';
import { en, zh } from '../../../web/src/areas/members/texts.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { checkRoleRoutes, visitRoutes } from './visit.ts';

const TEXTS = { zh, en };

/** The two screens of their own show, before a member is chosen, the member search. */
function ownTexts(path: string, lang: 'zh' | 'en'): string[] | undefined {
  if (path === '/memberList/listItem' || path === '/memberList/relational') return [TEXTS[lang].search.hint];
  return undefined;
}

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  const paths = ROUTE_SETS.members;
  t.equal(paths.length, 23, 'the members area has 23 routes');
  visitRoutes(t, browser, stack.url, { paths, ownTexts });
  checkRoleRoutes(t, browser, stack.url, { account: 'finance', paths });
}
