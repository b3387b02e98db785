/**
 * The content area's 9 routes as admin, in zh then en, and as the operator and merchant roles (their menu, the routes
 * they may open, 401 for the rest); see visit.ts for what each visit checks.
 */
import t from 'tap';
import { RESOURCES } from '../../../contract/index.ts';
import { en, zh } from '../../../web/src/areas/content/texts.ts';
import { requireChromium } from '../../helpers/browser.ts';
import { startConsole } from '../console.ts';
import { ROUTE_SETS } from './route-sets.ts';
import { checkRoleRoutes, visitRoutes } from './visit.ts';

const PATHS = ROUTE_SETS.content;

/** A seeded text of each rich-text page (its title, from the mock's seed) and a seeded category of each article list. */
const SEEDED: Record<string, string> = {
  '/richText/index': '积分规则',
  '/infoManagement/agreement': '隐私政策',
  '/infoManagement/about': '联系我们',
  '/infoManagement/attractMain': '入驻政策',
  '/infoManagement/attractMain2': '城市合伙人',
  '/infoManagement/business': '商务合作',
  '/news/index': '平台动态',
  '/case/index': '成功案例',
};

function ownTexts(path: string, lang: 'zh' | 'en'): string[] | undefined {
  const page = (lang === 'zh' ? zh : en).page;
  if (path === '/comment/index') return undefined;
  if (path === '/news/index' || path === '/case/index') {
    const fields = RESOURCES.news.fields;
    return [fields.cover[lang], fields.title[lang], fields.info_class_name[lang], fields.status[lang], fields.views[lang], SEEDED[path]];
  }
  const own = [page.docs, page.edit, page.preview, RESOURCES.richTexts.fields.title[lang], SEEDED[path]];
  if (path === '/infoManagement/business') own.push(RESOURCES.businessApplications.title[lang], RESOURCES.businessApplications.fields.company[lang]);
  return own;
}

if (requireChromium(t)) {
  const { stack, browser } = await startConsole(t);
  visitRoutes(t, browser, stack.url, { paths: PATHS, ownTexts });
  // the operator holds news and comments (and reads the categories); the merchant only its goods' reviews
  checkRoleRoutes(t, browser, stack.url, { account: 'operator', paths: PATHS });
  checkRoleRoutes(t, browser, stack.url, { account: 'merchant', area: 'seller', paths: PATHS });
}
