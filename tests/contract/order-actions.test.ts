/**
 * docs/screens.md's "Order actions by type and state" against the contract: the status table against the actions' `when`
 * guards, the type table against ORDER_RULES, and the list of types without a rule. A rule changed on one side only
 * fails here, naming the row.
 */
import { readFileSync } from 'node:fs';
import t from 'tap';
import type { Text } from '../../contract/i18n.ts';
import { ORDER_RULES, orderRuleFor } from '../../contract/resources/orderRules.ts';
import { ORDER_STATUS, orders } from '../../contract/resources/orders.ts';
import { ORDER_TYPE, ORDER_TYPE_INFO_ENUMS, ORDER_TYPE_INFO_FIELDS } from '../../contract/resources/orderTypes.ts';

const HEADING = '### Order actions by type and state';
const doc = readFileSync(new URL('../../docs/screens.md', import.meta.url), 'utf8');
const section = doc.includes(HEADING) ? doc.slice(doc.indexOf(HEADING) + HEADING.length).split(/\n#{2,4} /)[0] : '';

const named = (key: string, text: Text) => `\`${key}\` ${text.zh} / ${text.en}`;
const actions = orders.actions ?? {};
const actionName = (name: string) => named(name, actions[name].title);
const typeName = (type: keyof typeof ORDER_TYPE.options) => named(type, ORDER_TYPE.options[type]);

/** The rows of the table whose header starts with `first`, as written. */
function rows(first: string): string[] {
  const lines = section.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`| ${first} |`));
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    out.push(line);
  }
  return out;
}

t.test('docs/screens.md has the section', async (t) => {
  t.ok(section.length > 0, `docs/screens.md has "${HEADING}"`);
});

t.test('the status table is the actions’ state guards', async (t) => {
  const expected = ORDER_STATUS.values.map((status) => {
    const offered = Object.entries(actions)
      .filter(([, a]) => !a.when?.status || a.when.status.includes(status))
      .map(([name, a]) => {
        const types = a.when?.type as (keyof typeof ORDER_TYPE.options)[] | undefined;
        return types ? `${actionName(name)} (only ${types.map(typeName).join(', ')})` : actionName(name);
      });
    return `| ${named(status, ORDER_STATUS.options[status])} | ${offered.join(', ')} |`;
  });
  t.same(rows('order status'), expected);
});

t.test('the type table is the contract’s rule', async (t) => {
  const expected = ORDER_RULES.map((r) => {
    let state = 'any';
    if (r.state) {
      const { field, values } = r.state;
      const def = ORDER_TYPE_INFO_ENUMS[field as keyof typeof ORDER_TYPE_INFO_ENUMS];
      const shown = values.map((v) => (def ? named(String(v), def.options[v as never]) : `\`${v}\``));
      state = `${ORDER_TYPE_INFO_FIELDS[field].zh} / ${ORDER_TYPE_INFO_FIELDS[field].en}: ${shown.join(', ')}`;
    }
    return `| ${r.types.map(typeName).join(', ')} | ${state} | ${r.refuses.map(actionName).join(', ')} | ${r.why.zh} | ${r.why.en} |`;
  });
  t.same(rows('order type'), expected);
});

t.test('the types without a rule are listed as such', async (t) => {
  const ruled = new Set(ORDER_RULES.flatMap((r) => r.types));
  const free = ORDER_TYPE.values.filter((ty) => !ruled.has(ty));
  const line = `Types without a rule of their own (the status table alone): ${free.map(typeName).join(', ')}.`;
  t.ok(section.includes(line), line);
});

t.test('a rule refuses only what its state allows, so its words are what the operator meets', async (t) => {
  for (const r of ORDER_RULES) {
    for (const action of r.refuses) {
      const when = actions[action].when ?? {};
      const type = r.types.find((ty) => !when.type || when.type.includes(ty));
      t.ok(type, `${action} is open to some of ${r.types.join(', ')} by its guards, so the rule is not dead`);
      const info = r.state ? { [r.state.field]: r.state.values[0] } : {};
      if (type) t.equal(orderRuleFor(action, { type, type_info: info }), r, `${type} ${JSON.stringify(info)}: ${action} refused by this rule`);
    }
  }
});

t.test('every reason reads in both languages', async (t) => {
  for (const r of ORDER_RULES) {
    t.match(r.why.zh, /[\u4e00-\u9fff]/, `${r.types.join(', ')}: zh is Chinese`);
    t.notMatch(r.why.en, /[\u4e00-\u9fff]/, `${r.types.join(', ')}: en has no Chinese`);
  }
});
