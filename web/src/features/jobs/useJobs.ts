/**
 * The account's jobs, polled while one runs: every 1.5 s while any is queued, running or cancelling (docs/jobs.md:
 * the counts move as each row settles), not at all when none is, so an idle console sends nothing.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useApiMutation, useApiQuery } from '../../hooks/useApi.ts';
import { isActive, jobCalls } from '../../lib/jobCalls.ts';

export const JOB_POLL_MS = 1500;

export function useJobs() {
  return useApiQuery(jobCalls.list, {}, {
    refetchInterval: (query) => (query.state.data?.list.some(isActive) ? JOB_POLL_MS : false),
    // the badge and the centre share this query: a job started elsewhere shows when either is next looked at
    refetchOnWindowFocus: true,
  });
}

/** Cancel and retry: the list polls again at once so the new state shows. */
export function useJobAction(which: 'cancel' | 'retry') {
  const client = useQueryClient();
  const mutation = useApiMutation(jobCalls[which]);
  return (id: string) => mutation.mutateAsync({ params: { id } }).finally(() => client.invalidateQueries());
}
