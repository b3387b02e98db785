/**
 * How a list runs an action of the contract on a row or on the selected rows: through the screen's own dialog, a
 * reason, a form or a confirmation, each titled, buttoned and given its facts by `confirmation.tsx`; an action with
 * none of those is sent at once by the caller. The list keeps the dialog state and the calls (`ListScreen.tsx`).
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import type { ActionDef, ResourceDef, ResourceEndpoints } from '../../../../contract/resource.ts';
import type { Lang } from '../../../../contract/i18n.ts';
import type { ConflictData } from '../../../../contract/version.ts';
import type { FormFieldDesc, ListDescription, Row } from '../descriptions/types.ts';
import type { Refusal } from '../parts/formValues.ts';
import { takesReason } from '../lib/actions.ts';
import type { BatchSummary } from '../lib/batch.ts';
import type { Translate } from '../lib/validation.ts';
import { type ConfirmContext, confirmBatch, confirmRow } from './confirmation.tsx';

export type ListDialog =
  | {
      kind: 'form'; title: string; fields: FormFieldDesc[]; schema: z.ZodType; initial?: Row;
      /** What the action will do (`confirmation.tsx`), above the fields. */
      intro?: ReactNode;
      /** The submit button's words: an action's own title (确认打款), else 保存. */
      submitText?: string;
      /** `version`: the one an edit started from; a refusal may carry the newer record (README.md "Two people, one record"). */
      submit(body: Record<string, unknown>, version: number | undefined): Promise<Refusal | undefined>;
    }
  | { kind: 'confirm'; title: string; message?: string; facts?: ReactNode; button?: string; danger: boolean; run(): Promise<unknown> }
  | {
      kind: 'reason'; action: string; actionTitle: string; title: string; count: number; intro?: ReactNode;
      submit(reason: string): Promise<unknown>;
    }
  | { kind: 'batch'; title: string; summary: BatchSummary }
  | { kind: 'rowBatch'; rows: Row[] }
  | { kind: 'history'; row: Row }
  | { kind: 'actionDialog'; name: string; row: Row }
  | { kind: 'editor'; row?: Row };

/** `conflict`: an edit refused because the record changed since it was read (README.md "Two people, one record"). */
export type Sent = { ok: true; data: unknown } | { ok: false; error: string; conflict?: ConflictData };

/** What the runner needs of the list it runs in. */
export interface ListEnv {
  def: ResourceDef;
  desc: ListDescription;
  endpoints: ResourceEndpoints;
  lang: Lang;
  t: Translate;
  /** A row's name in a sentence: its label and id. */
  labelOf(id: string | number): string;
  send(endpoint: Endpoint, params: Record<string, string | number>, body?: unknown): Promise<Sent>;
  open(dialog: ListDialog): void;
  close(): void;
}

/** Opens a row action's dialog; false when the action takes none (the caller sends it at once). */
export function openRowAction(env: ListEnv, name: string, action: ActionDef, row: Row, succeeded: () => void): boolean {
  const { desc, lang } = env;
  const endpoint = env.endpoints.actions[name];
  const actionTitle = action.title[lang];
  const ctx: ConfirmContext = { def: env.def, desc, name, action, lang, t: env.t };
  const effect = desc.effects?.[name] !== undefined;
  const what = confirmRow(ctx, row);
  if (desc.actionDialogs?.[name]) {
    env.open({ kind: 'actionDialog', name, row });
  } else if (takesReason(action)) {
    env.open({
      kind: 'reason', action: name, actionTitle, title: effect ? what.title : `${actionTitle} · ${env.labelOf(row.id)}`, count: 1, intro: what.facts,
      submit: async (reason) => (await env.send(endpoint, { id: row.id }, { reason })).ok && succeeded(),
    });
  } else if (desc.actionForms?.[name]) {
    env.open({
      kind: 'form', title: what.title, fields: desc.actionForms[name], schema: action.body as z.ZodType, initial: row, intro: what.facts, submitText: what.button,
      submit: async (body) => {
        const answer = await env.send(endpoint, { id: row.id }, body);
        if (answer.ok) succeeded();
        return answer.ok ? undefined : answer.error;
      },
    });
  } else if (action.confirm || desc.confirm?.includes(name) || effect) {
    // an action that moves money, goods or assets always asks first
    env.open({
      kind: 'confirm', danger: Boolean(action.confirm), button: what.button, facts: what.facts,
      title: effect ? what.title : actionTitle,
      message: effect ? undefined : env.t('screens.list.confirmAction', { action: actionTitle, name: env.labelOf(row.id) }),
      run: async () => ((await env.send(endpoint, { id: row.id }, {})).ok ? succeeded() : env.close()),
    });
  } else return false;
  return true;
}

/**
 * Opens a batch action's dialog over the selected rows (`rows`, as the list shows them); false when it takes none.
 * `finish` reads the batch's answer: a toast when all went through, else the rows that failed and why.
 */
export function openBulkAction(env: ListEnv, name: string, action: ActionDef, rows: readonly Row[], finish: (answer: Sent) => void): boolean {
  const { desc, lang } = env;
  const endpoint = env.endpoints.batch[name];
  const ids = rows.map((r) => r.id);
  const actionTitle = action.title[lang];
  const what = confirmBatch({ def: env.def, desc, name, action, lang, t: env.t }, rows);
  if (takesReason(action)) {
    env.open({
      kind: 'reason', action: name, actionTitle, title: what.title, count: ids.length, intro: what.facts,
      submit: async (reason) => finish(await env.send(endpoint, {}, { ids, reason })),
    });
  } else if (desc.actionForms?.[name]) {
    env.open({
      kind: 'form', title: desc.effects?.[name] ? what.title : `${actionTitle} (${ids.length})`, fields: desc.actionForms[name], schema: action.body as z.ZodType, submitText: actionTitle, intro: what.facts,
      submit: async (body) => {
        const answer = await env.send(endpoint, {}, { ids, ...body });
        finish(answer);
        return answer.ok ? undefined : answer.error;
      },
    });
  } else if (action.confirm || desc.confirm?.includes(name) || desc.effects?.[name]) {
    env.open({
      kind: 'confirm', title: what.title, message: what.message, facts: what.facts, button: what.button, danger: Boolean(action.confirm),
      run: async () => {
        const answer = await env.send(endpoint, {}, { ids });
        if (!answer.ok) env.close();
        finish(answer);
      },
    });
  } else return false;
  return true;
}
