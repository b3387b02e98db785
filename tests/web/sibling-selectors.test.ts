/**
 * The build's rewrite of Semantic UI's costly sibling selectors (scripts/siblingSelectors.ts, docs/lists.md "Virtual
 * rows"): on the stylesheets the console imports, the three rules that made every row inserted into a table restyle
 * its whole body are gone and their same-look replacements are there; a stylesheet that no longer has one fails the
 * build instead of letting the cost come back unnoticed.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import t from 'tap';
import { withCheapSiblingSelectors } from '../../scripts/siblingSelectors.ts';

const require = createRequire(import.meta.url);
const semantic = (file: string) => {
  const path = require.resolve(`semantic-ui-css/components/${file}`);
  return { path, css: withCheapSiblingSelectors(readFileSync(path, 'utf8'), path) };
};

t.test('the rules that restyled a whole table body on every row inserted are rewritten', async (t) => {
  const label = semantic('label.min.css').css;
  t.notMatch(label, '[class*="right floated"]+*', 'no sibling rule keyed on any class attribute');
  t.match(label, '.ui.top.attached.label+.right.floated+*', 'the same rule by its classes');
  const input = semantic('input.min.css').css;
  t.notMatch(input, '>input+.label', 'no sibling rule after a bare input');
  t.match(input, '.ui[class*="right labeled"].input>.label:not(:first-child){border-top-left-radius:0', 'the right label keeps its square inner corners');
  const table = semantic('table.min.css').css;
  t.notMatch(table, 'tbody+tbody', 'no sibling rule between bare table bodies');
  t.match(table, '.ui.table tbody:not(:first-of-type) tr:first-child td{border-top:1px solid', "a second body's first row keeps its border");
});

t.test('a stylesheet without the selector to rewrite fails the build', async (t) => {
  t.throws(() => withCheapSiblingSelectors('.ui.table td{padding:0}', '/x/semantic-ui-css/components/table.min.css'), /no longer has/);
  t.equal(withCheapSiblingSelectors('.ui.menu{margin:0}', '/x/semantic-ui-css/components/menu.min.css'), '.ui.menu{margin:0}', 'other stylesheets pass as they are');
});
