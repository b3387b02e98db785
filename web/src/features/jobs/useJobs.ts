/**
 * The account's jobs, kept current by the gateway's event stream (lib/gatewayEvents.ts): each `job` event replaces
 * that job in the list's cached answer, so progress shows without a request. The list is polled every 1.5 s only
 * while the stream is down and a job is queued, running or cancelling; an idle console sends nothing.
 */
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApiMutation, useApiQuery } from '../../hooks/useApi.ts';
import { useLang } from '../../hooks/useLang.ts';
import { listen, RESYNC, useEventsConnected } from '../../lib/gatewayEvents.ts';
import { isActive, type Job, jobCalls } from '../../lib/jobCalls.ts';
import { apiKey, pathKey, refreshOnItsOwn } from '../../lib/queries.ts';

export const JOB_POLL_MS = 1500;
/** The kind of the gateway's job events (server/jobs/job-events.ts). */
const JOB_EVENT = 'job';

type JobList = { durable: boolean; list: Job[] };
const LIST_KEY = apiKey(jobCalls.list, {});

/** A job's event: it replaces the job in the list; a job the list does not have yet (started elsewhere) reloads it. */
function applyJobEvent(client: QueryClient, job: Job) {
  const cached = client.getQueryData<JobList>(LIST_KEY);
  if (!cached) return;
  if (!cached.list.some((j) => j.id === job.id)) {
    void refreshOnItsOwn(client, { queryKey: pathKey(jobCalls.list.path) });
    return;
  }
  client.setQueryData<JobList>(LIST_KEY, { ...cached, list: cached.list.map((j) => (j.id === job.id ? job : j)) });
}

export function useJobs() {
  const client = useQueryClient();
  const lang = useLang();
  const streaming = useEventsConnected();
  useEffect(() => {
    const stopJobs = listen(JOB_EVENT, lang, (job) => applyJobEvent(client, job as Job));
    const stopResync = listen(RESYNC, lang, () => void refreshOnItsOwn(client, { queryKey: pathKey(jobCalls.list.path) }));
    return () => {
      stopJobs();
      stopResync();
    };
  }, [client, lang]);
  // quiet: while the jobs are unavailable (Redis away) the badge says so and the centre shows it once, not a toast a poll.
  // background: the gateway answers the list itself, so no read of it (the badge's, a poll's) reaches the upstream's
  // session; counting it for the idle warning would put the warning after the session's real end.
  return useApiQuery(jobCalls.list, { quiet: true, background: true }, {
    refetchInterval: (query) => (!streaming && query.state.data?.list.some(isActive) ? JOB_POLL_MS : false),
    // the badge and the centre share this query: a job started elsewhere shows when either is next looked at
    refetchOnWindowFocus: true,
  });
}

/** Cancel and retry (with `refused`, the refused rows too): the list is read again at once so the new state shows. */
export function useJobAction(which: 'cancel' | 'retry') {
  const client = useQueryClient();
  const cancel = useApiMutation(jobCalls.cancel);
  const retry = useApiMutation(jobCalls.retry);
  return (id: string, refused = false) =>
    (which === 'cancel' ? cancel.mutateAsync({ params: { id } }) : retry.mutateAsync({ params: { id }, body: { refused } })).finally(() => client.invalidateQueries());
}
