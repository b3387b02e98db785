/**
 * The navbar's jobs button: the number of the account's running jobs on it, and a menu of the latest jobs with their
 * progress, each opening it in the job centre, then the centre itself. Its query is the centre's (useJobs), so it
 * polls only while a job runs.
 */
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MenuButton } from '../../components/MenuButton.tsx';
import { formatTime } from '../../lib/format.ts';
import { isActive, JOB_CENTRE_PATH, jobLink, progressOf } from '../../lib/jobCalls.ts';
import { useJobs } from './useJobs.ts';

/** How many of the latest jobs the menu lists; the centre has them all. */
const LATEST = 5;

export function JobsBadge() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useJobs();
  const jobs = query.data?.list ?? [];
  const running = jobs.filter(isActive).length;
  // the last read failed (the jobs unavailable): one quiet state on the button, no toast (useJobs)
  const unavailable = query.isError;
  const latest = jobs.slice(0, LATEST).map((job) => ({
    key: job.id,
    className: 'jobs-badge-job',
    data: { job: job.id, state: job.state },
    text: `${t(job.kind === 'export' ? 'jobs.badge.export' : 'jobs.badge.bulk')} · ${t(`jobs.state.${job.state}`)} · ${t('jobs.settled', { settled: progressOf(job).done, total: progressOf(job).total })} · ${formatTime(job.created_at, 'MM-DD HH:mm')}`,
    run: () => navigate(jobLink(job.id)),
  }));
  return (
    <MenuButton
      className="jobs-badge"
      buttonClassName="navbar-button"
      label={
        unavailable
          ? `${t('jobs.badge.label')}: ${t('jobs.badge.unavailable')}`
          : running > 0
            ? `${t('jobs.badge.label')}: ${t('jobs.badge.running', { count: running })}`
            : t('jobs.badge.label')
      }
      trigger={
        <>
          <i aria-hidden="true" className="tasks icon" />
          {unavailable && <i aria-hidden="true" className="jobs-unavailable grey exclamation circle icon" title={t('jobs.badge.unavailable')} />}
          {!unavailable && running > 0 && (
            <span className="ui mini circular red label jobs-running" data-count={running}>
              {running}
            </span>
          )}
        </>
      }
      left
      items={[
        ...(unavailable ? [{ key: 'unavailable', className: 'jobs-badge-unavailable', text: t('jobs.badge.unavailable'), run: () => navigate(JOB_CENTRE_PATH) }] : []),
        ...latest,
        { key: 'open', className: 'jobs-badge-open', text: jobs.length > 0 ? t('jobs.badge.open') : `${t('jobs.badge.none')} · ${t('jobs.badge.open')}`, run: () => navigate(JOB_CENTRE_PATH) },
      ]}
    />
  );
}
