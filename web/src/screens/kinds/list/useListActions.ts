/**
 * What a list does (docs/lists.md "The action runner's one path"): the dialog in front, the record in the detail drawer, and the
 * calls behind the row, bulk and row-batch actions, the forms and the delete, all through `actionRunner.ts`. After
 * an accepted change every query is invalidated (the list, its tab counts, a drawer's history, the home's to-dos).
 */
import { useRef, useState } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '../../../../../contract/endpoint.ts';
import type { ActionDef, BatchResult } from '../../../../../contract/index.ts';
import { conflictOf } from '../../../../../contract/version.ts';
import { failureText, isOk } from '../../../lib/api.ts';
import { showRequestError } from '../../../lib/requestErrorToast.ts';
import { useStores } from '../../../stores/index.ts';
import type { Row } from '../../descriptions/types.ts';
import { summarizeBatch } from '../../lib/batch.ts';
import { formFields } from '../../lib/options.ts';
import { bulkJobPlan, JOB_THRESHOLD } from './bulkJob.tsx';
import { type DoneLink, showDone } from './doneToast.tsx';
import { batchDone as batchDoneWords, savedRecord } from './doneWords.ts';
import { batchPlan, type ListDialog, type ListEnv, rowPlan, runPlan, type Sent } from './actionRunner.ts';
import type { ListController } from './useListController.ts';

export function useListActions(c: ListController) {
  const { api } = useStores();
  const { t, lang, def, desc, endpoints, list } = c;
  // The detail drawer stays open under a dialog opened from it (edit, an action, its confirmation): closing that dialog
  // goes back to the drawer, on the button that opened the dialog, as the operator left it.
  const [detail, setDetail] = useState<Row | null>(null);
  const [dialog, setDialog] = useState<ListDialog | null>(null);
  /** Closes the dialog in front, and only it: the drawer it was opened from stays. */
  const close = () => setDialog(null);
  const sending = useRef(new Set<string>());

  /**
   * Calls the upstream. A failure has been shown when this returns (status 1 by the request client's toast, a network
   * error by one here) and, unless the session ended, the list reloads: an action refused is most often a record
   * another operator changed meanwhile, and its row should show what it is now. A form's refusal (`refresh: false`)
   * leaves the list as it is.
   */
  const send = async (endpoint: Endpoint, params: Record<string, string | number>, body?: unknown, { refresh = true } = {}): Promise<Sent> => {
    const answer = await api(endpoint, { params, body });
    if (isOk(answer)) return { ok: true, data: answer.data };
    if (typeof answer === 'string') showRequestError(answer);
    if (answer !== undefined && refresh) list.reload();
    return { ok: false, error: failureText(answer) ?? t('screens.list.actionFailed'), conflict: conflictOf(answer) };
  };
  /** After an accepted change: the list and what else shows this data load again (useList's reload invalidates every query). */
  const changed = () => list.reload();
  /** After an accepted change: the toast, with a link to what it was done to, and the list as it is now. */
  const finish = (message: string, link?: DoneLink) => {
    showDone(message, link);
    close();
    setDetail(null);
    c.opened.close();
    c.selection.clear();
    changed();
  };
  /** After an accepted change; `record`: the one row it was done to, which the toast links to. */
  const done = (message: string, record?: Row) => finish(message, record && { text: t('screens.list.openRecord'), open: () => c.opened.show(record.id) });
  /** A batch's answer: a toast when all went through, else the rows that failed and why. */
  const batchDone = (name: string, summary: ReturnType<typeof summarizeBatch>) => {
    const title = def.actions?.[name]?.title[lang] ?? name;
    // the toast links to the rows done, named in the batch's dialog, each opening its drawer
    if (summary.failed.length === 0) return finish(batchDoneWords(t, def.name, { name, title }, summary.succeeded), { text: t('screens.done.openList'), open: () => setDialog({ kind: 'batch', title, summary }) });
    c.selection.clear();
    changed();
    setDialog({ kind: 'batch', title, summary });
  };
  /** A record created or edited (a described form or an area's editor): the toast names it and opens its drawer. */
  const saved = (record: Row) => done(savedRecord(t, def.name, String(record[desc.rowLabel] ?? record.id)), record);
  const env: ListEnv = { def, desc, endpoints, lang, t, labelOf: c.labelOf, send, open: setDialog, close };

  const runRow = (name: string, action: ActionDef, row: Row) =>
    runPlan(env, rowPlan(env, name, action, row, done), sending.current);

  const runBulk = async (name: string) => {
    const action = def.actions?.[name];
    if (!action) return;
    const { selection } = c;
    const matching = list.data?.total ?? 0;
    // an action without a batch call (`jobBulk`) runs as a job at any size
    if (selection.allMatching || selection.selected.size > JOB_THRESHOLD || !endpoints.batch[name]) {
      const rows = selection.allMatching ? undefined : selection.rows();
      const plan = await bulkJobPlan({ env, api, resource: desc.resource, name, action, rows, query: c.query, matching, started: () => {
        selection.clear();
        // the rows change as the job runs, and the badge and centre list the new job
        changed();
      } });
      if (plan) runPlan(env, plan, sending.current);
      return;
    }
    const finish = (answer: Sent) => answer.ok && batchDone(name, summarizeBatch(answer.data as BatchResult, c.labelOf));
    runPlan(env, batchPlan(env, name, action, c.selection.rows(), finish), sending.current);
  };

  const openForm = (row?: Row) => {
    if (c.Editor) return setDialog({ kind: 'editor', row });
    const schema = (row ? def.update : def.create) as z.ZodType | undefined;
    const endpoint = row ? endpoints.update : endpoints.create;
    if (!schema || !endpoint || !desc.form) return;
    setDialog({
      kind: 'form', title: row ? `${t('screens.list.edit')} · ${String(row[desc.rowLabel])}` : `${t('screens.list.create')} · ${def.title[lang]}`,
      fields: formFields(desc.form, row === undefined, c.canLookup), schema, initial: row,
      // an edit says which version it started from; refused for a newer one, the form keeps what was typed (ConflictPanel)
      submit: async (body, version) => {
        const answer = await send(endpoint, row ? { id: row.id } : {}, row ? { ...body, version } : body, { refresh: false });
        if (answer.ok) saved(answer.data as Row);
        return answer.ok ? undefined : answer.conflict ? { error: answer.error, conflict: answer.conflict } : answer.error;
      },
    });
  };

  const remove = (row: Row) => {
    const endpoint = endpoints.remove;
    if (!endpoint) return;
    const text = t('screens.list.delete');
    setDialog({
      kind: 'confirm', title: text, button: text, danger: true, message: t('screens.list.confirmDelete', { name: c.labelOf(row.id) }),
      run: async () => ((await send(endpoint, { id: row.id })).ok ? done(t('screens.list.deleted')) : close()),
    });
  };

  return {
    dialog, detail, close, done, saved, send, runRow, runBulk, openForm, remove, batchDone,
    showDetail: setDetail,
    showHistory: (row: Row) => setDialog({ kind: 'history', row }),
    openRowBatch: (rows: Row[]) => setDialog({ kind: 'rowBatch', rows }),
  };
}

export type ListActions = ReturnType<typeof useListActions>;
