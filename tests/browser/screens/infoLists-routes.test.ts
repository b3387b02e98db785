/**
 * The 27 list screens of /infoManagement as admin, in zh then en (see visit.ts for what each visit checks), and as the
 * operator, who opens only the routes of its labels (banners, news classes) and gets 401 on the others.
 */
import t from 'tap';
import { RESOURCES } from '../../../contract/index.ts';
import { INFORMATION_CLASS_TYPE } from '../../../contract/resources/catalog.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { checkRoleRoutes, visitRoutes } from './visit.ts';

/** The class trees are screens of their own: their columns, and the information types of the news classes. */
const TREE_RESOURCES = { '/infoManagement/customClass': 'customClasses', '/infoManagement/modelClass': 'modelClasses', '/infoManagement/newsClass': 'infoClasses' } as const;

function ownTexts(path: string, lang: 'zh' | 'en'): string[] | undefined {
  const resource = TREE_RESOURCES[path as keyof typeof TREE_RESOURCES];
  if (!resource) return undefined;
  const fields = RESOURCES[resource].fields;
  const types = resource === 'infoClasses' ? INFORMATION_CLASS_TYPE.values.map((v) => INFORMATION_CLASS_TYPE.options[v][lang]) : [];
  return [fields.name[lang], fields.record_count[lang], ...types];
}

const paths = ROUTE_SETS.infoLists;
t.equal(paths.length, 27, 'every route of the area is described');

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  visitRoutes(t, browser, stack.url, { paths, ownTexts });
  checkRoleRoutes(t, browser, stack.url, { account: 'operator', paths });
}
