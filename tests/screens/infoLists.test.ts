/** The infoLists screens' own logic: display windows, freight fee text, and the descriptions against the contract. */
import t from 'tap';
import { BUSINESS_ROUTES, RESOURCES } from '../../contract/index.ts';
import { infoListScreens } from '../../web/src/areas/infoLists/descriptions/index.ts';
import { resolveColumns } from '../../web/src/screens/lib/columns.ts';
import { freightRulesText } from '../../web/src/areas/infoLists/freight.ts';
import { parseGoodsIds } from '../../web/src/areas/infoLists/SpecialTopicEditor.tsx';
import { windowState } from '../../web/src/areas/infoLists/window.ts';

t.test('a window is scheduled, running or ended, in China time', async (t) => {
  t.equal(windowState('2026-12-01 00:00:00', '2026-12-31 00:00:00', '2026-11-30 23:59:59'), 'scheduled');
  t.equal(windowState('2026-12-01 00:00:00', '2026-12-31 00:00:00', '2026-12-01 00:00:00'), 'running', 'the start belongs to the window');
  t.equal(windowState('2026-12-01 00:00:00', '2026-12-31 00:00:00', '2026-12-31 00:00:00'), 'ended', 'the end does not');
});

t.test('freight fees read in the template’s unit and language', async (t) => {
  const row = { id: 1, charge_by: 'weight', first_unit: 1, first_fee: '12.00', extra_unit: 2, extra_fee: '3.50' };
  t.equal(freightRulesText(row, 'zh'), '首1kg ¥12.00，续2kg ¥3.50');
  t.equal(freightRulesText({ ...row, charge_by: 'piece' }, 'en'), 'First 1 pcs ¥12.00, each further 2 pcs ¥3.50');
});

t.test('the goods of a topic are typed as ids, commas of either width', async (t) => {
  t.same(parseGoodsIds('12, 45，78 12'), [12, 45, 78], 'duplicates once');
  t.same(parseGoodsIds(''), []);
  t.equal(parseGoodsIds('12, abc'), undefined);
  t.equal(parseGoodsIds('0'), undefined);
});

t.test('every /infoManagement list route of the area is described, with a resource gated by its label', async (t) => {
  const paths = Object.keys(infoListScreens);
  t.equal(paths.length, 27);
  for (const path of paths) {
    const route = BUSINESS_ROUTES.find((r) => r.path === path);
    t.ok(route, `${path} is a business route`);
    const desc = infoListScreens[path]();
    if (desc.kind === 'list' || desc.kind === 'audit') t.equal(RESOURCES[desc.resource].permission.read, route?.label, `${path}: read with the route's label`);
  }
  const resources = paths.map((p) => infoListScreens[p]()).flatMap((d) => (d.kind === 'list' || d.kind === 'audit' ? [d.resource] : []));
  t.equal(new Set(resources).size, resources.length, 'no two routes show the same resource');
});

t.test('names and titles show as text, covers and pictures as pictures', async (t) => {
  for (const [path, build] of Object.entries(infoListScreens)) {
    const desc = build();
    if (desc.kind !== 'list' && desc.kind !== 'audit') continue;
    for (const column of resolveColumns(RESOURCES[desc.resource], desc.columns)) {
      if (['name', 'title', 'goods_name', 'contact', 'lecturer'].includes(column.key)) t.equal(column.cell, 'text', `${path}: ${column.key}`);
      if (['cover', 'picture'].includes(column.key)) t.equal(column.cell, 'picture', `${path}: ${column.key}`);
    }
  }
});

t.test('logs offer nothing but reading', async (t) => {
  for (const name of ['loginLogs', 'systemLogs', 'operationRecords'] as const) {
    const def = RESOURCES[name];
    t.notOk(def.create || def.update || def.deletable || def.actions, `${name} has no write call`);
  }
});
