import { readdirSync, readFileSync, statSync } from 'node:fs';
import { MERCHANT_MONEY_ROUTES } from '../../contract/merchantMoney.ts';
import { join } from 'node:path';
import t from 'tap';
import { BUSINESS_ROUTES, RESOURCE_ENDPOINTS, RESOURCES } from '../../contract/index.ts';
import { defaultConfig } from '../../mock-upstream/data/defaultConfig.ts';
import type { ListDescription } from '../../web/src/screens/descriptions/types.ts';
import { buildTree, reorder } from '../../web/src/screens/lib/tree.ts';
import { DESCRIBED_PATHS, descriptionOf } from '../../web/src/app/screens/descriptions.ts';
import { AREA_TEXTS } from '../../web/src/app/screens/texts.ts';
import { KIT_PARTS } from '../../web/src/screens/i18n/index.ts';
import { en } from '../../web/src/screens/i18n/en.ts';
import { zh } from '../../web/src/screens/i18n/zh.ts';
import { cellKindOf, resolveColumns } from '../../web/src/screens/lib/columns.ts';
import { fitLayout, moveColumn, shownColumns } from '../../web/src/screens/lib/tableLayout.ts';

const GROUPS = ['/goods/', '/other/', '/shipments/', '/order/', '/afterSale/', '/batches/'];
const ours = BUSINESS_ROUTES.filter((r) => GROUPS.some((g) => r.path.startsWith(g)));

t.test('every business route but the data centre dashboards has a description, and only they', async (t) => {
  t.equal(ours.length, 67, 'the first screens issue covers 66 routes, and the shipping settings');
  t.equal(BUSINESS_ROUTES.length, 242);
  t.same(
    BUSINESS_ROUTES.filter((r) => !DESCRIBED_PATHS.includes(r.path)).map((r) => r.path),
    ['/datacenter/tradinfo', '/datacenter/goodsinfo', '/datacenter/storeinfo'],
  );
  t.same(
    DESCRIBED_PATHS.filter((path) => !BUSINESS_ROUTES.some((r) => r.path === path)),
    [],
  );
});

t.test('every description fits its resource: columns, filters, actions, forms', async (t) => {
  for (const path of DESCRIBED_PATHS) {
    const desc = descriptionOf(path);
    if (!desc) throw new Error(path);
    if (desc.kind !== 'list' && desc.kind !== 'audit') continue;
    const def = RESOURCES[desc.resource];
    const endpoints = RESOURCE_ENDPOINTS[desc.resource];
    const columns = resolveColumns(def, desc.columns);
    t.ok(columns.every((c) => c.title.zh && c.title.en), `${path}: every column has zh and en titles`);
    t.equal(new Set(columns.map((c) => c.key)).size, columns.length, `${path}: no column twice`);
    for (const name of desc.rowActions) {
      t.ok(['view', 'edit', 'delete'].includes(name) || name === 'log' || def.actions?.[name], `${path}: row action ${name} exists`);
    }
    for (const name of desc.bulk ?? []) t.ok(endpoints.batch[name], `${path}: bulk ${name} has a batch call`);
    for (const [name, fields] of Object.entries(desc.actionForms ?? {})) {
      const shape = def.actions?.[name]?.body?.shape ?? {};
      for (const f of fields) t.ok(f.name in shape, `${path}: ${name} form field ${f.name} is in the body`);
    }
    for (const f of desc.form ?? []) {
      const top = f.name.split('.')[0];
      t.ok(top in (def.create?.shape ?? def.update?.shape ?? {}), `${path}: form field ${f.name} is in the contract`);
    }
    if (desc.rowBatch) {
      const shape = def.actions?.[desc.rowBatch.action]?.body?.shape ?? {};
      for (const f of [desc.rowBatch.perRow, ...desc.rowBatch.shared]) t.ok(f.name in shape, `${path}: row batch field ${f.name} is in the body`);
    }
    for (const key of Object.keys(desc.fixed ?? {})) t.ok(def.filters.some((f) => f.kind === 'exact' && f.field === key), `${path}: fixed ${key} is a filter`);
  }
});

/** The dotted names of an object's values (a settings form names nested values `levels.vip1.growth`). */
const leafPaths = (value: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(value).flatMap(([k, v]) =>
    v !== null && typeof v === 'object' && !Array.isArray(v) ? leafPaths(v as Record<string, unknown>, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

t.test('settings and lookups fit the contract', async (t) => {
  for (const path of DESCRIBED_PATHS) {
    const desc = descriptionOf(path);
    if (desc?.kind === 'settings') {
      // every area's seeded settings (the first screens' are DEFAULT_SCREEN_SETTINGS, part of the mock's config)
      const defaults = defaultConfig()[desc.configKey] as Record<string, unknown>;
      t.ok(desc.schema.safeParse(defaults).success, `${path}: the seeded values pass the schema`);
      const names = desc.sections.flatMap((s) => s.fields.map((f) => f.name));
      t.same(names.sort(), leafPaths(defaults).sort(), `${path}: the form edits every value of ${desc.configKey}`);
      for (const name of names) t.ok(desc.titles[name]?.zh && desc.titles[name]?.en, `${path}: ${name} has titles`);
    }
    if (desc?.kind === 'lookup') {
      for (const group of desc.groups) t.ok(resolveColumns(RESOURCES[group.resource], group.columns).length > 0, `${path}: ${group.title.en} columns resolve`);
    }
  }
});

t.test('the class tree and its re-numbering', async (t) => {
  const rows = [
    { id: 1, parent_id: 0, name: '食品', sort: 2 },
    { id: 2, parent_id: 0, name: '服饰', sort: 1 },
    { id: 3, parent_id: 1, name: '茶叶', sort: 5 },
    { id: 4, parent_id: 1, name: '零食', sort: 5 },
    { id: 5, parent_id: 9, name: '孤儿', sort: 1 },
  ];
  t.same(buildTree(rows).map((n) => [n.row.id, n.children.map((c) => c.id)]), [[2, []], [1, [3, 4]]], 'ordered by sort then id; orphans left out');
  t.same(reorder(rows.filter((r) => r.parent_id === 1), 4, -1), [{ id: 4, sort: 1 }, { id: 3, sort: 2 }], 'equal sort values still move');
  t.same(reorder(rows.filter((r) => r.parent_id === 0), 2, -1), [], 'the first cannot move up');
});

t.test('variants differ: each zone and order type fixes its own value', async (t) => {
  // a merchant's own money reads the platform's lists, read-only: the upstream keeps them to its shop (docs/money.md)
  const merchantOwn: readonly string[] = Object.values(MERCHANT_MONEY_ROUTES);
  const lists = DESCRIBED_PATHS.filter((p) => !merchantOwn.includes(p))
    .map((p) => descriptionOf(p))
    .filter((d): d is ListDescription => d?.kind === 'list' || d?.kind === 'audit');
  const fixed = lists.map((d) => [d.resource, JSON.stringify(d.fixed ?? {})].join(' '));
  const dup = fixed.filter((f, i) => fixed.indexOf(f) !== i);
  // the review queue and the list of goods both show all goods; the rest is one screen per value
  t.same(dup, [], 'no two routes show the same rows');
  const columnsOf = (path: string) => {
    const d = descriptionOf(path);
    return d?.kind === 'list' ? d.columns : [];
  };
  const instalment = resolveColumns(RESOURCES.goods, columnsOf('/goods/instalment')).map((c) => c.key);
  t.ok(instalment.includes('zone_info.periods') && instalment.includes('zone_info.down_payment'), 'instalment shows periods and down payment');
  const group = resolveColumns(RESOURCES.orders, columnsOf('/order/gorder')).map((c) => c.key);
  t.ok(group.includes('type_info.group_state') && group.includes('type_info.group_members'), 'group-buy shows group state and members');
});

t.test('cell kinds come from the record schema', async (t) => {
  t.equal(cellKindOf(RESOURCES.goods, 'price'), 'money');
  t.equal(cellKindOf(RESOURCES.goods, 'created_at'), 'time');
  t.equal(cellKindOf(RESOURCES.goods, 'on_shelf'), 'bool');
  t.equal(cellKindOf(RESOURCES.goods, 'stock'), 'number');
  t.equal(cellKindOf(RESOURCES.goods, 'state'), 'enum');
  t.equal(cellKindOf(RESOURCES.goods, 'picture'), 'picture');
  t.equal(cellKindOf(RESOURCES.orders, 'paid_at'), 'time', 'nullable times too');
  t.equal(cellKindOf(RESOURCES.goods, 'name'), 'text');
});

t.test('the table layout: a saved choice wins, unknown or damaged entries fall back', async (t) => {
  const columns = resolveColumns(RESOURCES.goods, ['name', 'price', { key: 'id', optional: true }]);
  const shown = (saved: unknown) => shownColumns(columns, fitLayout(columns, saved)).map((c) => c.key);
  t.same(shown(undefined), ['name', 'price']);
  t.same(shown(['id', 'price', 'gone']), ['price', 'id'], 'the list of shown keys kept before the layout still reads');
  t.same(shown(['gone']), ['name', 'price']);
  t.same(shown('{oops'), ['name', 'price']);
  t.same(shown({ visibility: { name: false, price: false } }), ['name', 'price'], 'at least one column shows');
  const layout = fitLayout(columns, { visibility: { id: true }, order: ['price', 'gone', 'name'], sizing: { name: 180, gone: 90, price: 'x' }, pinning: { left: ['id'] } });
  t.same(shownColumns(columns, layout).map((c) => c.key), ['id', 'price', 'name'], 'pinned first, then the saved order');
  t.same(layout.sizing, { name: 180 });
  t.same(shownColumns(columns, moveColumn(columns, layout, 'name', -1)).map((c) => c.key), ['id', 'name', 'price']);
});

function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof v === 'string') out.set(path, v);
    else for (const [k, s] of leaves(v, path)) out.set(k, s);
  }
  return out;
}

t.test('screen texts: identical keys in zh and en, same placeholders, every key used in the code exists', async (t) => {
  // the kit's parts and each area's texts join under `screens.<part>.` (screens/i18n/index.ts)
  const areas = (lang: 'zh' | 'en') => ({ screens: Object.fromEntries(Object.entries({ ...KIT_PARTS, ...AREA_TEXTS }).map(([area, texts]) => [area, texts[lang]])) });
  const zhKeys = new Map([...leaves(zh), ...leaves(areas('zh'))]);
  const enKeys = new Map([...leaves(en), ...leaves(areas('en'))]);
  // English adds singulars (`<key>_one`, i18next's plural forms) of texts zh has, with the same placeholders
  const singular = (key: string) => key.endsWith('_one');
  t.same([...enKeys.keys()].filter((k) => !singular(k)).sort(), [...zhKeys.keys()].sort());
  const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  for (const [key, text] of zhKeys) t.same(placeholders(enKeys.get(key) ?? ''), placeholders(text), key);
  // a singular may leave the count unsaid ("the selected record"), and needs nothing its plural lacks
  for (const [key, text] of enKeys) {
    const plural = placeholders(zhKeys.get(key.replace(/_one$/, '')) ?? '');
    if (singular(key)) t.same(placeholders(text).filter((p) => !plural.includes(p)), [], key);
  }
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk('web/src/screens');
  walk('web/src/areas');
  const used = new Set(files.flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/t\(\s*'((?:screens|validation)\.[\w.]+)'/g)].map((m) => m[1])));
  t.ok(used.size > 40);
  for (const key of used) t.ok(zhKeys.has(key), `${key} exists`);
});

t.test('a field of the contract\'s picture shows as a picture, whatever its name', async (t) => {
  const pictures = Object.entries(RESOURCES).flatMap(([name, def]) =>
    Object.keys(def.record.shape)
      .filter((key) => cellKindOf(def, key) === 'picture')
      .map((key) => `${name}.${key}`),
  );
  for (const field of ['momentsRewards.screenshot', 'withdrawals.proof', 'goods.picture', 'news.cover']) t.ok(pictures.includes(field), field);
  t.ok(pictures.some((f) => f.endsWith('.photo')), 'a check-in photo');
  t.equal(cellKindOf(RESOURCES.goods, 'name'), 'text');
});
