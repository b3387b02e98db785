/**
 * Descriptions are data (docs/architecture.md): every cell kind, editor, tool, banner, action dialog and field input a
 * route's description names is registered, and no description file holds React or imports a component.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { BUSINESS_ROUTES } from '../../contract/index.ts';
import { CELLS } from '../../web/src/screens/cells/registry.tsx';
import { ACTION_DIALOGS, bannerOf, EDITORS, TOOLS } from '../../web/src/screens/cells/components.ts';
import { FIELD_EDITORS } from '../../web/src/screens/cells/fieldEditors.ts';
import { DESCRIBED_PATHS, descriptionOf } from '../../web/src/screens/descriptions/index.ts';
import type { ColumnDesc, DrawerDesign, FormFieldDesc, ListDescription, ScreenDescription } from '../../web/src/screens/descriptions/types.ts';

const BUILT_IN = new Set(['text', 'money', 'time', 'enum', 'picture', 'bool', 'number', 'html', 'account']);

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

t.test('every name a described route uses is registered', async (t) => {
  t.equal(DESCRIBED_PATHS.length, BUSINESS_ROUTES.length - 3, 'all routes but the three data centre dashboards');
  let named = 0;
  for (const path of DESCRIBED_PATHS) {
    const desc = descriptionOf(path);
    if (!desc) throw new Error(path);
    for (const column of columnsOf(desc)) {
      if (column.cell === undefined || BUILT_IN.has(column.cell)) continue;
      named++;
      t.ok(Object.hasOwn(CELLS, column.cell), `${path}: cell kind ${column.cell}`);
    }
    for (const list of listsOf(desc)) {
      for (const section of list.detail ?? []) {
        named++;
        t.ok(Object.hasOwn(CELLS, section.cell), `${path}: section ${section.title.en} (${section.cell})`);
      }
      for (const kind of drawerCellsOf(list)) {
        named++;
        t.ok(Object.hasOwn(CELLS, kind), `${path}: drawer cell ${kind}`);
      }
      if (list.editor) t.ok(Object.hasOwn(EDITORS, list.editor), `${path}: editor ${list.editor}`);
      for (const tool of list.tools ?? []) t.ok(Object.hasOwn(TOOLS, tool), `${path}: tool ${tool}`);
      if (list.banner) t.ok(bannerOf(list.banner), `${path}: banner ${list.banner.name}`);
      for (const dialog of Object.values(list.actionDialogs ?? {})) t.ok(Object.hasOwn(ACTION_DIALOGS, dialog), `${path}: dialog ${dialog}`);
    }
    for (const field of formFieldsOf(desc)) {
      // a description names its inputs; only a screen's own editor, outside the descriptions, may give one itself
      if (field.editor) t.ok(typeof field.editor === 'string' && Object.hasOwn(FIELD_EDITORS, field.editor), `${path}: field input ${String(field.editor)}`);
    }
  }
  t.ok(named > 50, `the descriptions name custom cell kinds (${named})`);
});

/** The custom cell kinds a designed drawer names: its sections', its fields' and its links'. */
function drawerCellsOf(list: { drawer?: DrawerDesign }): string[] {
  const design = list.drawer;
  if (!design) return [];
  const fields = [design.picture, ...design.state, ...(design.facts ?? []), ...design.sections.flatMap((s) => ('cell' in s ? [] : s.fields))];
  return [
    ...design.sections.flatMap((s) => ('cell' in s ? [s.cell] : [])),
    ...fields.flatMap((f) => (typeof f === 'object' && f.cell && Object.hasOwn(CELLS, f.cell) ? [f.cell] : [])),
    ...(design.links ? [design.links] : []),
  ];
}

/** Kinds named by a screen of its own that builds its list at run time (the articles' body). */
const USED_BY_SCREENS = ['articleBody'];

t.test('every custom cell kind is used by some description', async (t) => {
  const used = new Set<string>(USED_BY_SCREENS);
  for (const path of DESCRIBED_PATHS) {
    const desc = descriptionOf(path);
    if (!desc) continue;
    for (const column of columnsOf(desc)) if (column.cell) used.add(column.cell);
    for (const list of listsOf(desc)) {
      for (const section of list.detail ?? []) used.add(section.cell);
      for (const kind of drawerCellsOf(list)) used.add(kind);
    }
  }
  t.same(
    Object.keys(CELLS).filter((kind) => !used.has(kind)),
    [],
    'no renderer left without a description naming it',
  );
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

t.test('description files hold no React and import no component', async (t) => {
  for (const file of ['web/src/screens/descriptions', 'web/src/areas'].flatMap(filesUnder).filter((f) => f.includes('descriptions'))) {
    const text = readFileSync(file, 'utf8');
    t.notOk(file.endsWith('.tsx'), `${file}: no JSX`);
    // the types name components' props (`import type`): no React element is made here
    t.notMatch(text, /^import (?!type )[^;]*from 'react'|createElement/m, `${file}: no React`);
    // a custom screen's lazy `import()` is a chunk boundary, not an import of its component
    const imports = [...text.matchAll(/^import [^;]*? from '([^']+)';/gms)].map((m) => m[1]);
    t.same(
      imports.filter((spec) => spec.endsWith('.tsx')),
      [],
      `${file}: imports no component`,
    );
  }
});
