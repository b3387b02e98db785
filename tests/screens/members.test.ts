/** The members area's descriptions and texts: every route described, programmes differ, texts in both languages. */
import t from 'tap';
import { BUSINESS_ROUTES, RESOURCES } from '../../contract/index.ts';
import { descriptionOf } from '../../web/src/app/screens/descriptions.ts';
import { memberScreens } from '../../web/src/areas/members/descriptions/index.ts';
import type { ListDescription } from '../../web/src/screens/descriptions/types.ts';
import { en, zh } from '../../web/src/areas/members/texts.ts';
import { resolveColumns } from '../../web/src/screens/lib/columns.ts';

const GROUPS = ['/memberList/', '/promotionPerson/', '/serviceOfficer/', '/tradeunionModule/'];
const routes = BUSINESS_ROUTES.filter((r) => GROUPS.some((g) => r.path.startsWith(g)));

t.test('every route of the area has a description, and only those', async (t) => {
  t.equal(routes.length, 23);
  t.same(Object.keys(memberScreens).sort(), routes.map((r) => r.path).sort());
  for (const r of routes) t.ok(descriptionOf(r.path), `${r.path} is described`);
});

t.test("each list reads a resource gated by its own route's label", async (t) => {
  for (const r of routes) {
    const desc = descriptionOf(r.path);
    if (desc?.kind !== 'list' && desc?.kind !== 'audit') continue;
    t.equal(RESOURCES[desc.resource].permission.read, r.label, `${r.path} reads ${desc.resource} under ${r.label}`);
  }
});

t.test('the programme routes are not copies of the member list: each shows its own fields', async (t) => {
  const programmes = ['repay', 'shegouvip', 'ContributionShegouVip', 'gratisList', 'contributionList', 'storedMember', 'advanceGrowVip', 'advanceUnionVip', 'jbUser', 'advanceEntry'];
  const columnSets = new Map<string, string>();
  for (const name of programmes) {
    const path = `/memberList/${name}`;
    const desc = descriptionOf(path) as ListDescription;
    t.not(desc.resource, 'members', `${path} lists its programme's own resource`);
    const keys = resolveColumns(RESOURCES[desc.resource], desc.columns).map((c) => c.key).join(',');
    t.notOk(columnSets.has(keys), `${path} has columns of its own (${keys})`);
    columnSets.set(keys, path);
  }
  const credit = descriptionOf('/memberList/ContributionShegouVip') as ListDescription;
  t.ok(credit.columns.includes('pledged_contribution') && credit.columns.includes('credit_limit'), 'a variant: the credit line plus what backs it');
});

t.test('texts: the same keys and placeholders in zh and en', async (t) => {
  const leaves = (o: object, prefix = ''): Map<string, string> =>
    new Map(Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [[`${prefix}${k}`, v]] : [...leaves(v as object, `${prefix}${k}.`)])));
  const z = leaves(zh);
  const e = leaves(en);
  // English adds singulars (`<key>_one`, i18next's plural forms)
  t.same([...e.keys()].filter((k) => !k.endsWith('_one')).sort(), [...z.keys()].sort());
  const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
  for (const [key, text] of z) t.same(placeholders(e.get(key) ?? ''), placeholders(text), key);
});
