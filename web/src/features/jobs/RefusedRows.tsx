/**
 * A finished bulk job's refused rows, under its line in the job centre (docs/jobs.md "In the console"): each record
 * with the upstream's reason, in the words the job was run in (the language of the account that started it), so the
 * operator can fix each cause (an address edited, a balance topped up) and then run exactly these rows again.
 */
import { useTranslation } from 'react-i18next';
import { Table } from 'semantic-ui-react';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { useApiQuery } from '../../hooks/useApi.ts';
import { type Job, jobCalls } from '../../lib/jobCalls.ts';

/** The most refused rows shown: the result file lists every row. */
export const REFUSED_SHOWN = 200;

export function RefusedRows({ job }: { job: Job }) {
  const { t } = useTranslation();
  const rows = useApiQuery(jobCalls.rows, { params: { id: job.id }, query: { outcome: 'refused', limit: REFUSED_SHOWN } });
  const list = rows.data?.list ?? [];
  return (
    <div className="job-refused" data-job={job.id}>
      <LoadState {...queryLoadState(rows)} />
      {rows.data && (
        <Table compact="very" basic="very" size="small" className="job-refused-table">
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{t('jobs.refused.record')}</Table.HeaderCell>
              <Table.HeaderCell>{t('jobs.refused.reason')}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((row) => (
              <Table.Row key={row.id} className="job-refused-row" data-id={row.id}>
                <Table.Cell className="job-refused-record">{row.label ? `${row.label} (#${row.id})` : `#${row.id}`}</Table.Cell>
                <Table.Cell className="job-refused-reason">{row.reason}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      )}
      {rows.data && rows.data.total > list.length && <p className="muted">{t('jobs.refused.more', { shown: list.length, total: rows.data.total })}</p>}
    </div>
  );
}
