/** The dashboard bundle: the same keys in zh and en, no empty text, and a text for every key the upstream sends. */
import t from 'tap';
import type { DashboardData, HomeData } from '../../contract/stats.ts';
import { TODO_KEYS } from '../../contract/stats.ts';
import { en, zh } from '../../web/src/areas/dashboard/texts.ts';
import { SHORTCUTS } from '../../web/src/areas/dashboard/range.ts';
import { startMock } from '../mock/helpers.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

const zhTexts = leaves(zh);
const enTexts = leaves(en as Tree);

t.test('zh and en have the same keys, none empty, placeholders alike', async (t) => {
  t.same([...zhTexts.keys()].sort(), [...enTexts.keys()].sort());
  for (const [key, text] of zhTexts) {
    t.ok(text.trim() && enTexts.get(key)?.trim(), `${key} has text in both`);
    const names = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    t.same(names(enTexts.get(key) ?? ''), names(text), `${key}: same placeholders`);
  }
});

t.test('every key the upstream answers with, and every shortcut and to-do, has a text', async (t) => {
  const mock = await startMock();
  t.teardown(() => mock.close());
  const token = await mock.login('admin');
  const keys = new Set<string>();
  const home = (await mock.call<HomeData>('GET', `/api/v2/seller/stats/home?todo=${TODO_KEYS.join(',')}`, { token })).data;
  for (const k of home.kpis) keys.add(`dashboard.figure.${k.key}`);
  for (const s of home.trend.series) keys.add(`dashboard.figure.${s.key}`);
  for (const x of home.todo) keys.add(`dashboard.todo.${x.key}`);
  for (const path of ['trade', 'goods', 'store']) {
    const data = (await mock.call<DashboardData>('GET', `/api/v2/seller/stats/${path}`, { token })).data;
    for (const k of data.kpis) keys.add(`dashboard.figure.${k.key}`);
    for (const s of data.trend.series) keys.add(`dashboard.figure.${s.key}`);
    for (const b of data.breakdowns) keys.add(`dashboard.breakdown.${b.key}`);
    for (const r of data.rankings) {
      keys.add(`dashboard.ranking.${r.key}`);
      keys.add(`dashboard.ranking.name.${r.key}`);
      for (const c of r.columns) keys.add(`dashboard.figure.${c.key}`);
    }
  }
  for (const s of SHORTCUTS) keys.add(`dashboard.range.${s}`);
  t.ok(keys.size > 30, `${keys.size} keys`);
  for (const key of keys) t.ok(zhTexts.has(key) && enTexts.has(key), key);
});
