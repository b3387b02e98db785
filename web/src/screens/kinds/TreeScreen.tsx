/**
 * The tree kind: the two-level product class tree with create, rename, move (a second-level class to another
 * parent), sort up and down, show/hide and delete (the upstream refuses a class that still has goods or children).
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { z } from 'zod';
import type { EnumDef } from '../../../../contract/enums.ts';
import { type ProductClass, RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { versionOf } from '../../../../contract/version.ts';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { failureText, isOk } from '../../lib/api.ts';
import { useChanged } from '../../hooks/useChanged.ts';
import { useLoadCount } from '../../hooks/useLoadCount.ts';
import { useApiQuery } from '../../hooks/useApi.ts';
import { useLang } from '../../hooks/useLang.ts';
import type { AppRoute } from '../../router/routes.ts';
import { useStores } from '../../stores/index.ts';
import type { FormFieldDesc, Row } from '../descriptions/types.ts';
import { buildTree, reorder } from '../lib/tree.ts';
import { Thumb } from '../parts/Cells.tsx';
import { ConfirmDialog } from '../parts/Dialogs.tsx';
import { FormModal } from '../parts/FormModal.tsx';
import { RowActions, type RowActionItem } from '../parts/RowActions.tsx';
import { savedRecord } from './list/doneWords.ts';

const def = RESOURCES.productClass;
const endpoints = RESOURCE_ENDPOINTS.productClass;

/** The class calls the tree needs; the contract defines them all, so a missing one is a programming error. */
function required<T>(call: T | undefined, name: string): T {
  if (call === undefined) throw new Error(`productClass has no ${name} call`);
  return call;
}
const createCall = required(endpoints.create, 'create');
const updateCall = required(endpoints.update, 'update');
const removeCall = required(endpoints.remove, 'remove');

type Dialog =
  | { kind: 'form'; title: string; fields: FormFieldDesc[]; schema: z.ZodType; initial?: Row; submit(body: Record<string, unknown>, version: number | undefined): Promise<string | undefined> }
  | { kind: 'confirm'; title: string; message: string; run(): Promise<unknown> };

export function TreeScreen({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api } = useStores();
  const query = useApiQuery(endpoints.list, { query: { limit: 500, sort: 'sort' } });
  const rows = (query.data as ListData<ProductClass> | undefined)?.list;
  // loads finished, for tests to wait on
  const loads = useLoadCount('tree', query);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // every change (also a refused one: the tree shows what it now is) asks every query again, this tree's too
  const load = useChanged();

  const send = async (run: () => ReturnType<typeof api>, message: string): Promise<string | undefined> => {
    const answer = await run();
    if (!isOk(answer)) return failureText(answer) ?? t('screens.list.actionFailed');
    toast.success(message, { className: 'console-toast success' });
    setDialog(null);
    void load();
    return undefined;
  };
  const nameField: FormFieldDesc[] = [{ name: 'name', input: 'text' }];
  const create = (parent?: ProductClass) =>
    setDialog({
      kind: 'form', title: parent ? `${t('screens.tree.addChild')} · ${parent.name}` : t('screens.tree.addTop'), fields: nameField,
      schema: def.create as z.ZodType,
      submit: (body) => send(() => api(createCall, { body: { ...body, parent_id: parent?.id ?? 0 } }), savedRecord(t, def.name, String(body.name))),
    });
  const rename = (row: ProductClass) =>
    setDialog({
      kind: 'form', title: `${t('screens.tree.rename')} · ${row.name}`, fields: nameField, schema: def.update as z.ZodType, initial: row as unknown as Row,
      submit: (body, version) => send(() => api(updateCall, { params: { id: row.id }, body: { ...body, version } }), savedRecord(t, def.name, String(body.name))),
    });
  const move = (row: ProductClass, tops: ProductClass[]) => {
    const parents: EnumDef = {
      values: tops.map((p) => p.id),
      options: Object.fromEntries(tops.map((p) => [p.id, { zh: p.name, en: p.name }])),
      schema: z.number(),
    };
    setDialog({
      kind: 'form', title: `${t('screens.tree.move')} · ${row.name}`, fields: [{ name: 'parent_id', input: 'select', options: parents }],
      schema: z.object({ parent_id: z.number().int().min(1) }), initial: row as unknown as Row,
      submit: (body, version) => send(() => api(updateCall, { params: { id: row.id }, body: { ...body, version } }), savedRecord(t, def.name, row.name)),
    });
  };
  const shift = async (siblings: ProductClass[], row: ProductClass, step: -1 | 1) => {
    // each renumbered row is saved on the version the tree showed: one someone changed since is refused with who and
    // when (the request client's toast), the rest are not sent, and the tree reloads (README.md "Two people, one record")
    for (const change of reorder(siblings, row.id, step)) {
      const version = versionOf(siblings.find((r) => r.id === change.id));
      const answer = await api(updateCall, { params: { id: change.id }, body: { sort: change.sort, version } });
      if (!isOk(answer)) break;
    }
    void load();
  };
  const remove = (row: ProductClass) =>
    setDialog({
      kind: 'confirm', title: t('screens.list.delete'), message: t('screens.list.confirmDelete', { name: row.name }),
      run: async () => {
        const answer = await api(removeCall, { params: { id: row.id } });
        setDialog(null);
        if (isOk(answer)) toast.success(t('screens.list.deleted'), { className: 'console-toast success' });
        void load();
      },
    });

  const tree = rows ? buildTree(rows) : [];
  const tops = tree.map((n) => n.row);
  const actions = (row: ProductClass, siblings: ProductClass[], top: boolean) => {
    const items: RowActionItem[] = [];
    if (top) items.push({ name: 'add', text: t('screens.tree.addChild'), run: () => create(row) });
    items.push({ name: 'rename', text: t('screens.tree.rename'), run: () => rename(row) });
    if (!top) items.push({ name: 'move', text: t('screens.tree.move'), run: () => move(row, tops) });
    items.push({ name: 'up', text: t('screens.tree.up'), run: () => void shift(siblings, row, -1) });
    items.push({ name: 'down', text: t('screens.tree.down'), run: () => void shift(siblings, row, 1) });
    items.push({ name: 'delete', text: t('screens.list.delete'), danger: true, run: () => remove(row) });
    return RowActions({ items, moreLabel: t('screens.list.moreActions') });
  };
  const line = (row: ProductClass, siblings: ProductClass[], top: boolean) => (
    <tr key={row.id} data-id={row.id} className={top ? 'tree-top' : 'tree-child'}>
      <td style={{ paddingLeft: top ? 12 : 40 }}>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Thumb src={row.icon} size={28} />
          <span className="class-name">{row.name}</span>
        </div>
      </td>
      <td>{row.goods_count}</td>
      <td>{row.sort}</td>
      <td>{row.is_show ? t('screens.tree.shown') : t('screens.tree.hidden')}</td>
      <td>{actions(row, siblings, top)}</td>
    </tr>
  );

  return (
    <div className="screen tree-screen" data-loads={loads}>
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      <Button primary icon="plus" content={t('screens.tree.addTop')} onClick={() => create()} className="create-button" />
      <Button basic icon="refresh" aria-label={t('screens.list.refresh')} onClick={() => void query.refetch()} />
      <LoadState {...queryLoadState(query)} />
      {rows && (
        <table className="ui compact celled table data-table class-tree">
          <thead>
            <tr>
              <th>{def.fields.name[lang]}</th>
              <th>{def.fields.goods_count[lang]}</th>
              <th>{def.fields.sort[lang]}</th>
              <th>{def.fields.is_show[lang]}</th>
              <th>{t('screens.list.actions')}</th>
            </tr>
          </thead>
          <tbody>{tree.flatMap((node) => [line(node.row, tops, true), ...node.children.map((child) => line(child, node.children, false))])}</tbody>
        </table>
      )}
      {dialog?.kind === 'form' && (
        <FormModal title={dialog.title} fields={dialog.fields} titles={def.fields} schema={dialog.schema} initial={dialog.initial} onSubmit={dialog.submit} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'confirm' && <ConfirmDialog title={dialog.title} message={dialog.message} confirmText={t('screens.list.delete')} danger onConfirm={dialog.run} onClose={() => setDialog(null)} />}
    </div>
  );
}
