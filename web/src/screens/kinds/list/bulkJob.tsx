/**
 * A bulk action too large for the browser's batch call, run as a job on the server (docs/jobs.md "In the console"):
 * more than JOB_THRESHOLD selected rows, or every row the filter matches. The confirmation states the count and,
 * where the action moves money (its effect's `amount` field), the total; the job is then started with
 * `POST /gateway/jobs` and a toast links to it in the job centre. The tab may close meanwhile: the job runs on.
 */
import toast from 'react-hot-toast';
import type { ActionDef } from '../../../../../contract/index.ts';
import type { ListData } from '../../../../../contract/list.ts';
import { sumMoney } from '../../../../../contract/money.ts';
import { jobCalls, jobLink, type JobFilter, type JobSpec } from '../../../lib/jobCalls.ts';
import type { Api } from '../../../lib/api.ts';
import { failureText, isOk } from '../../../lib/api.ts';
import type { Row } from '../../descriptions/types.ts';
import { fetchAllPages } from '../../lib/exportRows.ts';
import type { ActionPlan, ListEnv, Sent } from './actionRunner.ts';
import { jobStarted } from './doneWords.ts';

/** More selected rows than this run as a job; this many or fewer go through the batch call as before. */
export const JOB_THRESHOLD = 50;

/**
 * Most matching rows read in the browser to total a money action before it is confirmed (10 pages of the list's
 * largest). Read rows are then named by id, so the job runs on exactly the rows whose total was confirmed; past it,
 * the job takes the filter and the confirmation says no total is shown.
 */
export const MONEY_READ_LIMIT = 5000;

/** The list's query as a job's filter: what selects the rows, not which page of them. */
export function jobFilterOf(query: Record<string, string | number>): JobFilter {
  const { page: _page, limit: _limit, ...filter } = query;
  return Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== '' && value !== undefined));
}

export interface BulkJobInput {
  env: ListEnv;
  api: Api;
  resource: string;
  name: string;
  action: ActionDef;
  /** The rows ticked, when the job runs on them; undefined for every row the filter matches. */
  rows?: readonly Row[];
  query: Record<string, string | number>;
  /** How many rows the filter matches (the list's total). */
  matching: number;
  /** Done once the job is accepted: the selection cleared. */
  started(): void;
}

/** The plan of a bulk job, after reading the matching rows when a money total must be confirmed; undefined if they could not be read. */
export async function bulkJobPlan(input: BulkJobInput): Promise<ActionPlan | undefined> {
  const { env, api, name, action } = input;
  const { t, lang } = env;
  const amountField = env.desc.effects?.[name]?.amount ?? moneyFromRecord(env, name, action);
  let rows = input.rows;
  if (!rows && amountField && input.matching <= MONEY_READ_LIMIT) {
    rows = await readMatching(input);
    if (!rows) return undefined;
  }
  const count = rows ? rows.length : input.matching;
  const total = rows && amountField ? sumMoney(rows.map((r) => r[amountField] as string)) : undefined;
  const actionTitle = action.title[lang];
  const title = total !== undefined ? t('jobs.confirm.titleTotal', { action: actionTitle, count, total }) : t('jobs.confirm.title', { action: actionTitle, count });
  const facts = (
    <div className="bulk-job-facts" data-count={count} data-total={total ?? ''}>
      <p>{t('jobs.confirm.asJob')}</p>
      {!input.rows && <p>{t('jobs.confirm.filter')}</p>}
      {Object.entries(action.bodyFromRecord ?? {}).map(([field, from]) => (
        <p key={field} className="bulk-job-from-record">{t('jobs.confirm.fromRecord', { field: env.def.fields[field]?.[lang] ?? field, from: env.def.fields[from]?.[lang] ?? from })}</p>
      ))}
      {amountField && total === undefined && <p className="bulk-job-no-total">{t('jobs.confirm.noTotal', { limit: MONEY_READ_LIMIT })}</p>}
    </div>
  );
  const scope = rows ? { ids: rows.map((r) => r.id) } : { filter: jobFilterOf(input.query) };
  return {
    name, action, ids: rows ? rows.map((r) => r.id) : [], count, facts, button: actionTitle, confirm: true,
    titles: { confirm: title, reason: title, form: title },
    send: async (body): Promise<Sent> => {
      const spec = { kind: 'bulk_action', resource: input.resource, action: name, body, ...scope } as JobSpec;
      const answer = await api(jobCalls.start, { body: spec });
      return isOk(answer) ? { ok: true, data: answer.data } : { ok: false, error: failureText(answer) ?? t('screens.list.actionFailed') };
    },
    finish: (answer) => {
      if (!answer.ok) return;
      const id = (answer.data as { id: string }).id;
      env.close();
      input.started();
      toast.success(
        <span className="job-started" data-job={id}>
          {jobStarted(t, env.def.name, actionTitle, count)} <a href={`#${jobLink(id)}`} className="job-started-link">{t('jobs.open')}</a>
        </span>,
        { className: 'console-toast success', duration: 10_000 },
      );
    },
  };
}

/**
 * The record field a money input of the action's form is filled from in a job (the contract's `bodyFromRecord`: after-sales
 * agree refunds each its requested amount): the money the job moves, totalled like an effect's `amount`.
 */
function moneyFromRecord(env: ListEnv, name: string, action: ActionDef): string | undefined {
  const money = env.desc.actionForms?.[name]?.find((f) => f.input === 'money' && action.bodyFromRecord?.[f.name]);
  return money && action.bodyFromRecord?.[money.name];
}

/** Every row the filter matches, page by page, a loading toast saying how far; undefined (with an error toast) on a refusal. */
async function readMatching(input: BulkJobInput): Promise<Row[] | undefined> {
  const { env, api } = input;
  const endpoint = env.endpoints.list;
  const id = toast.loading(env.t('jobs.confirm.reading', { done: 0, total: input.matching }), { className: 'console-toast' });
  try {
    return await fetchAllPages<Row>(
      async (page, limit) => {
        const answer = await api(endpoint, { query: { ...jobFilterOf(input.query), page, limit } as never });
        return isOk(answer) ? (answer.data as ListData<Row>) : (failureText(answer) ?? env.t('screens.list.loadFailed'));
      },
      { onProgress: (done, total) => toast.loading(env.t('jobs.confirm.reading', { done, total }), { id, className: 'console-toast' }) },
    );
  } catch (error) {
    toast.error(env.t('jobs.confirm.readFailed', { message: (error as Error).message }), { className: 'console-toast error' });
    return undefined;
  } finally {
    toast.dismiss(id);
  }
}
