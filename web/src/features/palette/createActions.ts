/**
 * The main create actions, offered by the palette on every screen (docs/palette.md "Actions"): each opens its list
 * with `?create=1`, which opens the list's create form as its toolbar's button would. Only for a role that may open
 * the list and write its resource; on the list itself, the screen's own create action stands for it.
 */
import type { ResourceDef } from '../../../../contract/resource.ts';
import { coupons } from '../../../../contract/resources/marketing/coupons.ts';
import type { PermittedRoutes } from '../../router/filter.ts';
import { writeLabels } from '../../screens/lib/actions.ts';
import { useStores } from '../../stores/index.ts';
import type { PaletteAction } from './screenActions.ts';
import { en, zh } from './texts.ts';

/** The query parameter a list opens its create form for (read by `useListPaletteActions`). */
export const CREATE_PARAM = 'create';

const MAIN_CREATES: readonly { path: string; def: ResourceDef }[] = [{ path: '/coupon/index', def: coupons }];

const fill = (text: string, what: string) => text.replace('{{what}}', what);

export function useCreateActions(routes: PermittedRoutes, shown: string, go: (target: string) => void): PaletteAction[] {
  const { permission } = useStores();
  return MAIN_CREATES.filter(({ path, def }) => def.create && path !== shown && routes.paths.has(path) && permission.canAny(writeLabels(def))).map(({ path, def }) => ({
    key: `create-${def.name}`,
    title: { zh: fill(zh.palette.action.create, def.title.zh), en: fill(en.palette.action.create, def.title.en.toLowerCase()) },
    run: () => go(`${path}?${CREATE_PARAM}=1`),
  }));
}
