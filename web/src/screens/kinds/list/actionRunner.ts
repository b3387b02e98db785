/**
 * The one path every action of a list takes, on a row or on the selected rows (docs/lists.md "The action runner's one path"):
 * the screen's own dialog, a reason, a form or a confirmation, each titled, buttoned and given its facts by
 * `confirmation.tsx`; an action with none of those is sent at once, once at a time. A plan says what the action runs
 * on and what follows its answer; the dialogs and the sending are the same for one row and for many.
 */
import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { Endpoint } from '../../../../../contract/endpoint.ts';
import type { Lang } from '../../../../../contract/i18n.ts';
import type { ActionDef, ResourceDef, ResourceEndpoints } from '../../../../../contract/resource.ts';
import type { ConflictData } from '../../../../../contract/version.ts';
import type { FormFieldDesc, ListDescription, Row } from '../../descriptions/types.ts';
import { takesReason } from '../../lib/actions.ts';
import type { BatchSummary } from '../../lib/batch.ts';
import type { Translate } from '../../lib/validation.ts';
import type { Refusal } from '../../parts/formValues.ts';
import { confirmBatch, confirmRow } from '../confirmation.tsx';

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
  | { kind: 'confirm'; title: string; message?: string; facts?: ReactNode; button: string; danger: boolean; run(): Promise<unknown> }
  | {
      kind: 'reason'; action: string; actionTitle: string; title: string; count: number; intro?: ReactNode;
      submit(reason: string): Promise<unknown>;
    }
  | { kind: 'batch'; title: string; summary: BatchSummary }
  | { kind: 'rowBatch'; rows: Row[] }
  | { kind: 'history'; row: Row }
  | { kind: 'actionDialog'; name: string; row: Row; submit(body: Record<string, unknown>): Promise<string | undefined> }
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

/** An action ready to run: what it runs on, the words of its dialog, how it is sent and what follows the answer. */
export interface ActionPlan {
  name: string;
  action: ActionDef;
  /** The one row it runs on (the screen's own dialog, a form's first values); none for the selected rows. */
  row?: Row;
  /** Which rows: the key that keeps a second click from sending the same call again. */
  ids: number[];
  /** How many rows, when not named by `ids` (a job on every row a filter matches). */
  count?: number;
  /** Asks first whatever the action (a job on many rows: bulkJob.tsx). */
  confirm?: boolean;
  titles: { confirm: string; reason: string; form: string };
  /** A sentence naming the record(s), for an action without facts. */
  message?: string;
  /** Who, how much, where to (`confirmation.tsx`). */
  facts?: ReactNode;
  button: string;
  /** Sends the action with what its dialog asked for (a reason, a form's values, nothing). */
  send(input: Record<string, unknown>): Promise<Sent>;
  finish(answer: Sent): void;
}

/** An action on one row; `succeeded` follows an accepted call, with the words that name what was done to which record. */
export function rowPlan(env: ListEnv, name: string, action: ActionDef, row: Row, succeeded: (done: string, record: Row) => void): ActionPlan {
  const actionTitle = action.title[env.lang];
  const what = confirmRow({ def: env.def, desc: env.desc, name, action, lang: env.lang, t: env.t }, row);
  const effect = env.desc.effects?.[name] !== undefined;
  return {
    name, action, row, ids: [row.id], facts: what.facts, button: what.button,
    titles: { confirm: effect ? what.title : actionTitle, reason: effect ? what.title : `${actionTitle} · ${env.labelOf(row.id)}`, form: what.title },
    message: effect ? undefined : env.t('screens.list.confirmAction', { action: actionTitle, name: env.labelOf(row.id) }),
    send: (input) => env.send(env.endpoints.actions[name], { id: row.id }, input),
    finish: (answer) => answer.ok && succeeded(what.done ?? actionTitle, row),
  };
}

/** An action on the selected rows (`rows`, as the list shows them); `finish` reads the batch's answer. */
export function batchPlan(env: ListEnv, name: string, action: ActionDef, rows: readonly Row[], finish: (answer: Sent) => void): ActionPlan {
  const ids = rows.map((r) => r.id);
  const actionTitle = action.title[env.lang];
  const what = confirmBatch({ def: env.def, desc: env.desc, name, action, lang: env.lang, t: env.t }, rows);
  return {
    name, action, ids, facts: what.facts, button: actionTitle, message: what.message,
    titles: { confirm: what.title, reason: what.title, form: env.desc.effects?.[name] ? what.title : `${actionTitle} (${ids.length})` },
    send: (input) => env.send(env.endpoints.batch[name] as Endpoint, {}, { ids, ...input }),
    finish,
  };
}

/** Opens the plan's dialog; false when the action takes none. */
function openDialog(env: ListEnv, plan: ActionPlan): boolean {
  const { desc } = env;
  const { name, action, row } = plan;
  const answerOf = async (input: Record<string, unknown>) => {
    const answer = await plan.send(input);
    plan.finish(answer);
    return answer.ok ? undefined : answer.error;
  };
  // On many rows, what a job fills from each record (the contract's bodyFromRecord) is not asked once for all of them.
  const filled = row ? {} : (action.bodyFromRecord ?? {});
  const formFields = desc.actionForms?.[name]?.filter((f) => !Object.hasOwn(filled, f.name));
  // zod refuses .omit() on a schema with refinements (a password and its repeat), so only a job's filled fields are omitted
  const formSchema = Object.keys(filled).length
    ? action.body?.omit(Object.fromEntries(Object.keys(filled).map((field) => [field, true])) as Record<string, true> & Record<number, never>)
    : action.body;
  if (row && desc.actionDialogs?.[name]) {
    env.open({ kind: 'actionDialog', name, row, submit: answerOf });
  } else if (takesReason(action)) {
    env.open({
      kind: 'reason', action: name, actionTitle: action.title[env.lang], title: plan.titles.reason, count: plan.count ?? plan.ids.length, intro: plan.facts,
      submit: (reason) => answerOf({ reason }),
    });
  } else if (formFields?.length) {
    env.open({
      kind: 'form', title: plan.titles.form, fields: formFields, schema: formSchema as z.ZodType, initial: row, intro: plan.facts, submitText: plan.button,
      submit: answerOf,
    });
  } else if (plan.confirm || action.confirm || desc.confirm?.includes(name) || desc.effects?.[name]) {
    // an action that moves money, goods or assets always asks first
    env.open({
      kind: 'confirm', title: plan.titles.confirm, message: plan.message, facts: plan.facts, button: plan.button, danger: Boolean(action.confirm),
      run: async () => {
        const answer = await plan.send({});
        if (!answer.ok) env.close();
        plan.finish(answer);
      },
    });
  } else return false;
  return true;
}

/**
 * Runs a plan: through its dialog, or sent at once. The same action on the same rows is sent once at a time: a
 * double-click on it (or on a row's switch) sends one call. A direct call's promise is returned (a switch waits on it).
 */
export function runPlan(env: ListEnv, plan: ActionPlan, sending: Set<string>): Promise<unknown> | undefined {
  if (openDialog(env, plan)) return undefined;
  const key = `${plan.name}:${plan.ids.join(',')}`;
  if (sending.has(key)) return undefined;
  sending.add(key);
  return plan
    .send({})
    .then(plan.finish)
    .finally(() => sending.delete(key));
}
