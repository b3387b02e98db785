/**
 * The palette's main create actions (docs/palette.md "Actions"): each opens a list whose create form `?create=1`
 * opens, so none is an action that lands on a list without one; each is the list's own resource.
 */
import t from 'tap';
import { RESOURCES } from '../../contract/index.ts';
import { BUSINESS_ROUTES } from '../../contract/routes.ts';
import { MAIN_CREATES } from '../../web/src/features/palette/createActions.ts';
import { descriptionOf } from '../../web/src/app/screens/descriptions.ts';

t.test('every main create opens a described list of its resource that has a create form', async (t) => {
  t.ok(MAIN_CREATES.length >= 8, 'goods, coupons, group-buys, flash sales, lottery, banners, offline stores, administrators');
  const routes = new Set(BUSINESS_ROUTES.map((r) => r.path));
  for (const { path, def } of MAIN_CREATES) {
    t.ok(routes.has(path), `${path} is a route of the catalogue`);
    const desc = descriptionOf(path);
    t.equal(desc?.kind, 'list', `${path} is a list`);
    if (desc?.kind !== 'list') continue;
    t.equal(RESOURCES[desc.resource], def, `${path} lists ${def.name}`);
    t.ok(def.create, `${def.name} can be created`);
    t.ok(desc.form !== undefined || desc.editor !== undefined, `${path} has a create form or editor`);
  }
});
