/**
 * Descriptions reference their components directly (docs/architecture.md, "The layers"): every renderer, editor, tool,
 * banner, action dialog and field input a route's description holds is there when the screens load (an import cycle
 * would leave one undefined at the time the description is built), and a description file holds no JSX of its own.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { BUSINESS_ROUTES } from '../../contract/index.ts';
import { DESCRIBED_PATHS, descriptionOf } from '../../web/src/app/screens/descriptions.ts';
import type { ColumnDesc, DrawerDesign, FormFieldDesc, ListDescription, ScreenDescription } from '../../web/src/screens/descriptions/types.ts';

/** Every list a description shows: itself, or a rich-text screen's companion list. */
function listsOf(desc: ScreenDescription): ListDescription[] {
  if (desc.kind === 'list' || desc.kind === 'audit') return [desc];
  if (desc.kind === 'richText' && desc.companion) return [desc.companion.list];
  return [];
}

/** The columns a description names: a list's, its confirmations' facts, a lookup's groups'. */
function columnsOf(desc: ScreenDescription): ColumnDesc[] {
  const lists = listsOf(desc);
  const all = [
    ...lists.flatMap((l) => [...l.columns, ...Object.values(l.effects ?? {}).flatMap((e) => e.facts)]),
    ...(desc.kind === 'lookup' ? desc.groups.flatMap((g) => g.columns) : []),
  ];
  return all.filter((c): c is ColumnDesc => typeof c !== 'string');
}

function formFieldsOf(desc: ScreenDescription): FormFieldDesc[] {
  const lists = listsOf(desc);
  return [
    ...lists.flatMap((l) => [...(l.form ?? []), ...Object.values(l.actionForms ?? {}).flat(), ...(l.rowBatch ? [l.rowBatch.perRow, ...l.rowBatch.shared] : [])]),
    ...(desc.kind === 'settings' ? desc.sections.flatMap((s) => s.fields) : []),
  ];
}

t.test("every component a described route references is there when its description is built", async (t) => {
  t.equal(DESCRIBED_PATHS.length, BUSINESS_ROUTES.length - 3, 'all routes but the three data centre dashboards');
  let renderers = 0;
  let components = 0;
  for (const path of DESCRIBED_PATHS) {
    const desc = descriptionOf(path);
    if (!desc) throw new Error(path);
    for (const column of columnsOf(desc)) {
      if (column.cell === undefined || typeof column.cell === 'string') continue;
      renderers++;
      t.type(column.cell, 'function', `${path}: column ${column.key}`);
    }
    for (const list of listsOf(desc)) {
      for (const section of list.detail ?? []) {
        renderers++;
        t.type(section.cell, 'function', `${path}: section ${section.title.en}`);
      }
      for (const [where, cell] of drawerCellsOf(list)) {
        renderers++;
        t.type(cell, 'function', `${path}: drawer ${where}`);
      }
      // a key held with nothing in it is a component an import cycle left undefined
      const own = [
        ...(['editor', 'banner'] as const).filter((key) => key in list).map((key) => [key, list[key]] as const),
        ...(list.tools ?? []).map((tool, i) => [`tool ${i}`, tool] as const),
        ...Object.entries(list.actionDialogs ?? {}).map(([action, dialog]) => [`${action} dialog`, dialog] as const),
      ];
      for (const [where, component] of own) {
        components++;
        t.type(component, 'function', `${path}: ${where}`);
      }
    }
    for (const field of formFieldsOf(desc)) {
      if (field.input !== 'custom') continue;
      components++;
      t.type(field.editor?.Input, 'function', `${path}: field ${field.name} has its input`);
    }
  }
  t.ok(renderers > 50, `the descriptions reference renderers of their own (${renderers})`);
  t.ok(components > 20, `and editors, tools, banners, dialogs and field inputs (${components})`);
});

/** The renderers a designed drawer references: its sections', its fields' and its links'. */
function drawerCellsOf(list: { drawer?: DrawerDesign }): [string, unknown][] {
  const design = list.drawer;
  if (!design) return [];
  const fields = [design.picture, ...design.state, ...(design.facts ?? []), ...design.sections.flatMap((s) => ('cell' in s ? [] : s.fields))];
  return [
    ...design.sections.flatMap((s): [string, unknown][] => ('cell' in s ? [[`section ${s.title.en}`, s.cell]] : [])),
    ...fields.flatMap((f): [string, unknown][] => (typeof f === 'object' && f.cell && typeof f.cell !== 'string' ? [[`field ${f.key}`, f.cell]] : [])),
    ...(design.links ? [['links', design.links] as [string, unknown]] : []),
  ];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

t.test('description files hold no JSX: they reference components, they do not make elements', async (t) => {
  for (const file of ['web/src/screens/descriptions', 'web/src/areas'].flatMap(filesUnder).filter((f) => f.includes('descriptions'))) {
    const text = readFileSync(file, 'utf8');
    t.notOk(file.endsWith('.tsx'), `${file}: no JSX`);
    t.notMatch(text, /^import (?!type )[^;]*from 'react'|createElement/m, `${file}: no React`);
  }
});
