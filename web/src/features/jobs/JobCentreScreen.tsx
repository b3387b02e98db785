/**
 * `/jobs`, the job centre (docs/jobs.md "In the console"): the account's jobs, newest first, with what each does to
 * which list under which filter, its rows and their outcomes as they settle, and download, cancel and retry. The
 * gateway's event stream keeps the list current, polled only while the stream is down (useJobs); `data-live` says
 * which. `?job=<id>` marks the job a toast linked to.
 */
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button, Label, Message, Progress, Table } from 'semantic-ui-react';
import { LoadState, queryLoadState } from '../../components/LoadState.tsx';
import { useLang } from '../../hooks/useLang.ts';
import { formatTime } from '../../lib/format.ts';
import { useEventsConnected } from '../../lib/gatewayEvents.ts';
import { ConfirmDialog } from '../../screens/parts/Dialogs.tsx';
import type { ScreenProps } from '../../screens/screen.ts';
import { downloadable, downloadHref, isActive, type Job, type Outcome, ownerName, progressOf, retryable } from '../../lib/jobCalls.ts';
import { RefusedRows } from './RefusedRows.tsx';
import { useJobAction, useJobs } from './useJobs.ts';
import { filterWords, jobWhat, listTitle } from './words.ts';

const OUTCOMES: readonly Outcome[] = ['done', 'already_applied', 'refused', 'failed', 'cancelled'];
const STATE_COLOR = { queued: 'grey', running: 'blue', cancelling: 'orange', cancelled: 'grey', done: 'green', failed: 'red' } as const;

type Asking = { kind: 'cancel' | 'retry' | 'retryRefused'; job: Job };
const COLUMNS = ['what', 'list', 'filter', 'rows', 'progress', 'state', 'started', 'finished', 'by', 'actions'] as const;
/** A finished bulk job with refused rows: their reasons can be shown and, once fixed, the rows run again. */
const hasRefused = (job: Job) => job.kind === 'bulk_action' && !isActive(job) && job.counts.refused > 0;

export default function JobCentreScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const jobs = useJobs();
  const streaming = useEventsConnected();
  const [search] = useSearchParams();
  const marked = search.get('job');
  const [asking, setAsking] = useState<Asking | null>(null);
  // the job a toast linked to opens with its refused rows shown
  const [shown, setShown] = useState<string | null>(marked);
  const cancel = useJobAction('cancel');
  const retry = useJobAction('retry');
  const list = jobs.data?.list ?? [];

  const scope = (job: Job) => {
    const ids = job.spec.kind === 'bulk_action' ? job.spec.ids_named : undefined;
    if (ids !== undefined) return t('jobs.idsNamed', { count: ids });
    const words = filterWords(job.spec.resource, job.spec.filter, lang);
    return words.length > 0 ? words.join(' · ') : t('jobs.allRows');
  };

  return (
    <div className="app-container job-centre" data-live={streaming ? 'stream' : 'poll'}>
      <h2 className="ui header">{t('jobs.title')}</h2>
      {jobs.data && (
        <Message info size="small" className="job-engine" data-durable={jobs.data.durable}>
          {t(jobs.data.durable ? 'jobs.engine.durable' : 'jobs.engine.memory')}
        </Message>
      )}
      <LoadState {...queryLoadState(jobs)} />
      {jobs.data && list.length === 0 && <p className="muted job-empty">{t('jobs.empty')}</p>}
      {list.length > 0 && (
        <Table compact celled className="job-table">
          <Table.Header>
            <Table.Row>
              {COLUMNS.map((key) => (
                <Table.HeaderCell key={key}>{t(`jobs.col.${key}`)}</Table.HeaderCell>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {list.map((job) => {
              const progress = progressOf(job);
              const refusedShown = shown === job.id && hasRefused(job);
              return (
              <Fragment key={job.id}>
              <Table.Row className="job-row" data-job={job.id} data-state={job.state} active={job.id === marked}>
                <Table.Cell className="job-what">{jobWhat(job, lang, t('jobs.exportWord'))}</Table.Cell>
                <Table.Cell className="job-list">{listTitle(job.spec.resource, lang)}</Table.Cell>
                <Table.Cell className="job-filter">{scope(job)}</Table.Cell>
                <Table.Cell className="job-total">{progress.total}</Table.Cell>
                <Table.Cell className="job-progress" style={{ minWidth: 220 }}>
                  <Progress
                    size="tiny"
                    percent={progress.total > 0 ? Math.round((progress.done / progress.total) * 100) : 0}
                    active={isActive(job)}
                    label={t('jobs.settled', { settled: progress.done, total: progress.total })}
                  />
                  <div className="job-outcomes">
                    {OUTCOMES.filter((o) => job.counts[o] > 0).map((o) => (
                      <span key={o} className="job-outcome" data-outcome={o} data-count={job.counts[o]} style={{ marginRight: 8 }}>
                        {t(`jobs.outcome.${o}`)} {job.counts[o]}
                      </span>
                    ))}
                  </div>
                  {job.error && (
                    <div className="job-error" style={{ color: 'var(--danger, #db2828)' }}>
                      {job.reason ? `${job.error}: ${job.reason}` : job.error}
                    </div>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Label size="small" color={STATE_COLOR[job.state]} className="job-state">{t(`jobs.state.${job.state}`)}</Label>
                </Table.Cell>
                <Table.Cell className="job-started">{formatTime(job.started_at ?? job.created_at)}</Table.Cell>
                <Table.Cell className="job-finished">{formatTime(job.finished_at)}</Table.Cell>
                <Table.Cell className="job-owner">{ownerName(job.owner)}</Table.Cell>
                <Table.Cell singleLine>
                  {downloadable(job) && (
                    // a plain link: the browser sends the session cookie, the token stays out of the URL
                    <a className="ui mini basic button job-download" href={downloadHref(job.id, lang)} download>
                      {t('jobs.download')}
                    </a>
                  )}
                  {(job.state === 'queued' || job.state === 'running') && (
                    <Button size="mini" basic negative className="job-cancel" content={t('jobs.cancel')} onClick={() => setAsking({ kind: 'cancel', job })} />
                  )}
                  {!isActive(job) && retryable(job) > 0 && (
                    <Button size="mini" basic className="job-retry" content={t('jobs.retry')} onClick={() => setAsking({ kind: 'retry', job })} />
                  )}
                  {hasRefused(job) && (
                    <Button
                      size="mini"
                      basic
                      className="job-refused-toggle"
                      aria-expanded={refusedShown}
                      content={t(refusedShown ? 'jobs.refused.hide' : 'jobs.refused.show', { count: job.counts.refused })}
                      onClick={() => setShown(refusedShown ? null : job.id)}
                    />
                  )}
                </Table.Cell>
              </Table.Row>
              {refusedShown && (
                <Table.Row className="job-refused-line">
                  <Table.Cell colSpan={COLUMNS.length}>
                    <p>{t('jobs.refused.hint')}</p>
                    <RefusedRows job={job} />
                    <Button size="small" primary className="job-retry-refused" content={t('jobs.refused.retry', { count: retryable(job, true) })} onClick={() => setAsking({ kind: 'retryRefused', job })} />
                  </Table.Cell>
                </Table.Row>
              )}
              </Fragment>
              );
            })}
          </Table.Body>
        </Table>
      )}
      {asking?.kind === 'cancel' && (
        <ConfirmDialog
          title={t('jobs.cancelConfirm.title')}
          message={t('jobs.cancelConfirm.message', { done: asking.job.counts.done + asking.job.counts.already_applied, count: asking.job.counts.done + asking.job.counts.already_applied })}
          confirmText={t('jobs.cancelConfirm.button')}
          danger
          onConfirm={() => cancel(asking.job.id).finally(() => setAsking(null))}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'retry' && (
        <ConfirmDialog
          title={t('jobs.retryConfirm.title')}
          message={t('jobs.retryConfirm.message', { count: retryable(asking.job) })}
          confirmText={t('jobs.retryConfirm.button', { count: retryable(asking.job) })}
          onConfirm={() => retry(asking.job.id).finally(() => setAsking(null))}
          onClose={() => setAsking(null)}
        />
      )}
      {asking?.kind === 'retryRefused' && (
        <ConfirmDialog
          title={t('jobs.refused.confirm.title')}
          message={t('jobs.refused.confirm.message', { refused: asking.job.counts.refused, count: retryable(asking.job, true) })}
          confirmText={t('jobs.refused.retry', { count: retryable(asking.job, true) })}
          onConfirm={() => retry(asking.job.id, true).finally(() => setAsking(null))}
          onClose={() => setAsking(null)}
        />
      )}
    </div>
  );
}
