/**
 * The console offers a create, edit, delete or action button to exactly the labels the upstream accepts for its call:
 * one policy, read off the contract's endpoints for every resource.
 */
import t from 'tap';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import type { Endpoint } from '../../contract/endpoint.ts';
import { actLabels, writeLabels } from '../../web/src/screens/lib/actions.ts';

const accepted = (e: Endpoint) => [e.permission, ...(e.alsoPermitted ?? [])].sort();

t.test('every resource: the console\'s labels are the upstream\'s', async (t) => {
  let checked = 0;
  for (const [name, def] of Object.entries(RESOURCES)) {
    const endpoints = RESOURCE_ENDPOINTS[name as keyof typeof RESOURCE_ENDPOINTS];
    for (const e of [endpoints.create, endpoints.update, endpoints.remove]) {
      if (!e) continue;
      t.same([...writeLabels(def)].sort(), accepted(e), `${name}: ${e.method} ${e.path}`);
      checked++;
    }
    for (const [action, a] of Object.entries(def.actions ?? {})) {
      t.same([...actLabels(def, a)].sort(), accepted(endpoints.actions[action]), `${name}: ${action}`);
      checked++;
    }
  }
  t.ok(checked > 200, `${checked} calls checked`);
});

t.test('a goods zone\'s label runs the goods actions, and is offered no editing', async (t) => {
  const { goods } = RESOURCES;
  t.notOk(writeLabels(goods).includes('goods_gogo'));
  const onShelf = goods.actions?.on_shelf;
  if (!onShelf) throw new Error('goods have on_shelf');
  t.ok(actLabels(goods, onShelf).includes('goods_gogo'));
});
