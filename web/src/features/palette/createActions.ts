/**
 * The main create actions, offered by the palette on every screen (docs/palette.md "Actions"): each opens its list
 * with `?create=1`, which opens the list's create form as its toolbar's button would. Only for a role that may open
 * the list and write its resource; on the list itself, the screen's own create action stands for it.
 */
import type { ResourceDef } from '../../../../contract/resource.ts';
import { goods } from '../../../../contract/resources/goods.ts';
import { adminUsers } from '../../../../contract/resources/governance/adminUsers.ts';
import { bannerResources } from '../../../../contract/resources/infoLists/banners.ts';
import { flashSales, groupBuys } from '../../../../contract/resources/marketing/activities.ts';
import { coupons } from '../../../../contract/resources/marketing/coupons.ts';
import { lotteryActivities } from '../../../../contract/resources/marketing/lottery.ts';
import { offlineStores } from '../../../../contract/resources/stores/offline.ts';
import type { PermittedRoutes } from '../../router/filter.ts';
import { writeLabels } from '../../../../contract/permissionLabels.ts';
import { en, zh } from '../../screens/kinds/list/paletteTexts.ts';
import { CREATE_PARAM } from '../../screens/kinds/list/useCreateParam.ts';
import { useStores } from '../../stores/index.ts';
import { type PaletteAction, screenActionsOf } from '../../hooks/useScreenActions.ts';

/**
 * What operators create most, each on a list whose create form `?create=1` opens (a list description with a form or
 * an editor; `tests/web/palette-creates.test.ts` checks that each one is). The articles and notices are edited on
 * pages of their own, not lists, and have no such form to open.
 */
export const MAIN_CREATES: readonly { path: string; def: ResourceDef }[] = [
  { path: '/goods/index', def: goods },
  { path: '/coupon/index', def: coupons },
  { path: '/marketingSection/groupBuying', def: groupBuys },
  { path: '/marketingSection/limitedTimeShop', def: flashSales },
  { path: '/lottery/activityList', def: lotteryActivities },
  { path: '/infoManagement/banner', def: bannerResources.bannerSlides },
  { path: '/offlineStore/list', def: offlineStores },
  { path: '/user/index', def: adminUsers },
];

const fill = (text: string, what: string) => text.replace('{{what}}', what);

export function useCreateActions(routes: PermittedRoutes, shown: string, go: (target: string) => void): PaletteAction[] {
  const { permission } = useStores();
  // a goods zone's list offers "新建商品" itself: the same words twice would be two ways to one form
  const ownTitles = new Set(screenActionsOf(shown).map((a) => a.title.zh));
  return MAIN_CREATES.filter(({ path, def }) => def.create && path !== shown && routes.paths.has(path) && permission.canAny(writeLabels(def)))
    .map(({ path, def }) => ({
      key: `create-${def.name}`,
      title: { zh: fill(zh.create, def.title.zh), en: fill(en.create, def.title.en.toLowerCase()) },
      run: () => go(`${path}?${CREATE_PARAM}=1`),
    }))
    .filter((action) => !ownTitles.has(action.title.zh));
}
