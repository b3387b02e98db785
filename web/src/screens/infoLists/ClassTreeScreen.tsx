/**
 * The class trees of /infoManagement: custom and model classes (two levels, like the product classes) and the
 * information classes, shown under their type (news, cases, notices). Create, rename, move, sort up and down, and
 * delete; the upstream refuses to delete a class that still holds records or sub-classes, and the screen keeps the
 * reason on show.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { z } from 'zod';
import type { EnumDef } from '../../../../contract/enums.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { INFORMATION_CLASS_TYPE } from '../../../../contract/resources/catalog.ts';
import type { ListData } from '../../../../contract/list.ts';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { failureText, isOk } from '../../lib/api.ts';
import { useChanged } from '../../lib/changed.ts';
import { useApiQuery } from '../../lib/queries.ts';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { FormFieldDesc, Row } from '../descriptions/types.ts';
import type { ScreenProps } from '../screen.ts';
import { reorder } from '../lib/tree.ts';
import { Thumb } from '../parts/Cells.tsx';
import { ConfirmDialog } from '../parts/Dialogs.tsx';
import { FormModal } from '../parts/FormModal.tsx';
import { RowActions, type RowActionItem } from '../parts/RowActions.tsx';

type TreeResource = 'customClasses' | 'modelClasses' | 'infoClasses';

/** A class as the three resources send it; `parent_id` for the two-level trees, `type` for information classes. */
interface ClassRow {
  id: number;
  name: string;
  sort: number;
  record_count: number;
  parent_id?: number;
  type?: string;
  icon?: string;
  attributes?: string;
  is_show?: boolean;
  is_menu?: boolean;
}

/** One group of the screen: a top-level class with its children, or an information type with its classes. */
interface Group {
  key: string;
  title: string;
  /** The top-level class itself (two-level trees); none for a type. */
  row?: ClassRow;
  children: ClassRow[];
}

const TREES: Record<string, { resource: TreeResource; fields: FormFieldDesc[] }> = {
  '/infoManagement/customClass': {
    resource: 'customClasses',
    fields: [{ name: 'name', input: 'text' }, { name: 'icon', input: 'picture' }, { name: 'is_show', input: 'bool' }],
  },
  '/infoManagement/modelClass': {
    resource: 'modelClasses',
    fields: [{ name: 'name', input: 'text' }, { name: 'attributes', input: 'text' }, { name: 'is_show', input: 'bool' }],
  },
  '/infoManagement/newsClass': {
    resource: 'infoClasses',
    fields: [{ name: 'name', input: 'text' }, { name: 'is_menu', input: 'bool' }],
  },
};

const bySort = (a: ClassRow, b: ClassRow) => a.sort - b.sort || a.id - b.id;
/** The re-numbering of lib/tree works on siblings; information classes have no parent field. */
const asSiblings = (rows: ClassRow[]) => rows.map((r) => ({ ...r, parent_id: r.parent_id ?? 0 }));

function groupsOf(resource: TreeResource, rows: ClassRow[], lang: 'zh' | 'en'): Group[] {
  if (resource === 'infoClasses') {
    return INFORMATION_CLASS_TYPE.values.map((type) => ({
      key: type,
      title: INFORMATION_CLASS_TYPE.options[type][lang],
      children: rows.filter((r) => r.type === type).sort(bySort),
    }));
  }
  return rows
    .filter((r) => r.parent_id === 0)
    .sort(bySort)
    .map((row) => ({ key: String(row.id), title: row.name, row, children: rows.filter((r) => r.parent_id === row.id).sort(bySort) }));
}

type Dialog =
  | { kind: 'form'; title: string; fields: FormFieldDesc[]; schema: z.ZodType; initial?: Row; submit(body: Record<string, unknown>, version: number | undefined): Promise<string | undefined> }
  | { kind: 'confirm'; title: string; message: string; run(): Promise<unknown> };

export default function ClassTreeScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api, permission } = useStores();
  const tree = TREES[route.path];
  const def = RESOURCES[tree.resource];
  const endpoints = RESOURCE_ENDPOINTS[tree.resource];
  const query = useApiQuery(endpoints.list, { query: { limit: 500, sort: 'sort' } });
  const rows = (query.data as ListData<ClassRow> | undefined)?.list;
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [refusal, setRefusal] = useState('');
  const canWrite = permission.can(def.permission.write ?? def.permission.read);

  // every change (also a refused one: the tree shows what it now is) asks every query again, this tree's too
  const load = useChanged();

  const saved = (message: string) => {
    toast.success(message, { className: 'console-toast success' });
    setDialog(null);
    void load();
  };
  /** Sends a write; the upstream's refusal goes back to the form (or the screen) as it came. */
  const write = async (call: Parameters<typeof api>[0] | undefined, input: Parameters<typeof api>[1]): Promise<string | undefined> => {
    if (!call) return t('screens.list.actionFailed');
    const answer = await api(call, input);
    if (isOk(answer)) {
      saved(t('screens.list.saved'));
      return undefined;
    }
    return failureText(answer) ?? t('screens.list.actionFailed');
  };

  const create = (group?: Group) => {
    const fixed = tree.resource === 'infoClasses' ? { type: group?.key } : { parent_id: group?.row?.id ?? 0 };
    const title = tree.resource === 'infoClasses' ? t('screens.infoLists.classes.newIn', { type: group?.title ?? '' }) : group ? `${t('screens.tree.addChild')} · ${group.title}` : t('screens.tree.addTop');
    setDialog({ kind: 'form', title, fields: tree.fields, schema: def.create as z.ZodType, submit: (body) => write(endpoints.create, { body: { ...body, ...fixed } as never }) });
  };
  const edit = (row: ClassRow) =>
    setDialog({
      kind: 'form', title: `${t('screens.tree.rename')} · ${row.name}`, fields: tree.fields, schema: def.update as z.ZodType, initial: row as unknown as Row,
      submit: (body, version) => write(endpoints.update, { params: { id: row.id }, body: { ...body, version } as never }),
    });
  const move = (row: ClassRow, tops: ClassRow[]) => {
    const parents: EnumDef = {
      values: tops.filter((p) => p.id !== row.parent_id).map((p) => p.id),
      options: Object.fromEntries(tops.map((p) => [p.id, { zh: p.name, en: p.name }])),
      schema: z.number(),
    };
    setDialog({
      kind: 'form', title: `${t('screens.tree.move')} · ${row.name}`, fields: [{ name: 'parent_id', input: 'select', options: parents, title: def.fields.parent_id }],
      schema: z.object({ parent_id: z.number().int().min(1) }), initial: row as unknown as Row,
      submit: (body, version) => write(endpoints.update, { params: { id: row.id }, body: { ...body, version } as never }),
    });
  };
  const shift = async (siblings: ClassRow[], row: ClassRow, step: -1 | 1) => {
    for (const change of reorder(asSiblings(siblings), row.id, step)) {
      if (!endpoints.update) break;
      const answer = await api(endpoints.update, { params: { id: change.id }, body: { sort: change.sort } as never });
      if (!isOk(answer)) break;
    }
    void load();
  };
  const remove = (row: ClassRow) =>
    setDialog({
      kind: 'confirm', title: t('screens.list.delete'), message: t('screens.list.confirmDelete', { name: row.name }),
      run: async () => {
        if (!endpoints.remove) return;
        const answer = await api(endpoints.remove, { params: { id: row.id } });
        setDialog(null);
        if (isOk(answer)) {
          setRefusal('');
          toast.success(t('screens.list.deleted'), { className: 'console-toast success' });
        } else setRefusal(`${row.name}：${failureText(answer) ?? t('screens.list.actionFailed')}`);
        void load();
      },
    });

  const groups = rows ? groupsOf(tree.resource, rows, lang) : [];
  const tops = groups.flatMap((g) => (g.row ? [g.row] : []));
  const actions = (row: ClassRow, siblings: ClassRow[], top: boolean) => {
    if (!canWrite) return null;
    const items: RowActionItem[] = [];
    const group = groups.find((g) => g.row === row);
    if (top && group) items.push({ name: 'add', text: t('screens.tree.addChild'), run: () => create(group) });
    items.push({ name: 'rename', text: t('screens.tree.rename'), run: () => edit(row) });
    if (!top && tree.resource !== 'infoClasses') items.push({ name: 'move', text: t('screens.tree.move'), run: () => move(row, tops) });
    items.push({ name: 'up', text: t('screens.tree.up'), run: () => void shift(siblings, row, -1) });
    items.push({ name: 'down', text: t('screens.tree.down'), run: () => void shift(siblings, row, 1) });
    items.push({ name: 'delete', text: t('screens.list.delete'), danger: true, run: () => remove(row) });
    return RowActions({ items, moreText: t('screens.list.more') });
  };
  const shown = (row: ClassRow) => (row.is_show ?? row.is_menu) ? t('screens.tree.shown') : t('screens.tree.hidden');
  const line = (row: ClassRow, siblings: ClassRow[], top: boolean) => (
    <tr key={row.id} data-id={row.id} className={top ? 'tree-top' : 'tree-child'}>
      <td style={{ paddingLeft: top ? 12 : 40 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {row.icon !== undefined && <Thumb src={row.icon} size={28} />}
          <span className="class-name">{row.name}</span>
          {row.attributes ? <span className="muted">（{row.attributes}）</span> : null}
        </div>
      </td>
      <td className="record-count">{row.record_count}</td>
      <td>{row.sort}</td>
      <td>{shown(row)}</td>
      <td>{actions(row, siblings, top)}</td>
    </tr>
  );
  const typeLine = (group: Group) => (
    <tr key={group.key} data-type={group.key} className="tree-top tree-type">
      <td colSpan={4}>
        <strong>{group.title}</strong> <span className="muted">({group.children.length})</span>
      </td>
      <td>{canWrite && <Button basic size="mini" icon="plus" content={t('screens.infoLists.classes.newIn', { type: group.title })} onClick={() => create(group)} className="create-in-type" />}</td>
    </tr>
  );

  return (
    <div className="screen class-tree-screen" data-resource={def.name} data-ready={rows !== undefined}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      {canWrite && tree.resource !== 'infoClasses' && <Button primary icon="plus" content={t('screens.tree.addTop')} onClick={() => create()} className="create-button" />}
      <Button basic icon="refresh" aria-label={t('screens.list.refresh')} onClick={() => void query.refetch()} />
      {refusal && (
        <div className="ui negative message delete-refusal">
          <i className="close icon" onClick={() => setRefusal('')} aria-hidden />
          <p>{refusal}</p>
        </div>
      )}
      <LoadState {...queryLoadState(query)} />
      {rows && (
        <table className="ui compact celled table data-table class-tree">
          <thead>
            <tr>
              <th>{def.fields.name[lang]}</th>
              <th>{def.fields.record_count[lang]}</th>
              <th>{def.fields.sort[lang]}</th>
              <th>{(def.fields.is_show ?? def.fields.is_menu)[lang]}</th>
              <th>{t('screens.list.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {groups.flatMap((g) => [
              g.row ? line(g.row, tops, true) : typeLine(g),
              ...g.children.map((child) => line(child, g.children, false)),
            ])}
          </tbody>
        </table>
      )}
      {dialog?.kind === 'form' && (
        <FormModal title={dialog.title} fields={dialog.fields} titles={def.fields} schema={dialog.schema} initial={dialog.initial} onSubmit={dialog.submit} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'confirm' && <ConfirmDialog title={dialog.title} message={dialog.message} danger onConfirm={dialog.run} onClose={() => setDialog(null)} />}
    </div>
  );
}
