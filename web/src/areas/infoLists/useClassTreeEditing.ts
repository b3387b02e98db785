/**
 * The writes of a class tree: create, rename, move, sort up and down, delete, each through a form or a confirmation.
 * The upstream refuses to delete a class that still holds records or sub-classes; its reason stays on show.
 */
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { EnumDef } from '../../../../contract/enums.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { useChanged } from '../../hooks/useChanged.ts';
import { useStores } from '../../stores/index.ts';
import type { FormFieldDesc, Row } from '../../screens/descriptions/types.ts';
import { reorder } from '../../screens/lib/tree.ts';
import { savedRecord } from '../../screens/kinds/list/doneWords.ts';
import { asSiblings, type ClassRow, type ClassTree, type Group } from './classTree.ts';

export type ClassDialog =
  | { kind: 'form'; title: string; fields: FormFieldDesc[]; schema: z.ZodType; initial?: Row; submit(body: Record<string, unknown>, version: number | undefined): Promise<string | undefined> }
  | { kind: 'confirm'; title: string; message: string; run(): Promise<unknown> };

export type ClassTreeEditing = ReturnType<typeof useClassTreeEditing>;

export function useClassTreeEditing(tree: ClassTree) {
  const { t } = useTranslation();
  const { api } = useStores();
  const def = RESOURCES[tree.resource];
  const endpoints = RESOURCE_ENDPOINTS[tree.resource];
  const [dialog, setDialog] = useState<ClassDialog | null>(null);
  const [refusal, setRefusal] = useState('');
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
      // the class as saved, named by its resource's noun where it has one
      saved(savedRecord(t, def.name, String((answer.data as { name?: unknown } | undefined)?.name ?? '')));
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

  const closeDialog = () => setDialog(null);
  const clearRefusal = () => setRefusal('');
  return { dialog, closeDialog, refusal, clearRefusal, create, edit, move, shift, remove };
}
