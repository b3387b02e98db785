/** Confirmations before anything destructive or money-moving, an action's reason, and the result of a batch. */
import { type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { useSingleFlight } from '../../hooks/useSingleFlight.ts';
import type { BatchSummary } from '../lib/batch.ts';
import { Dialog } from './Dialog.tsx';
import { reason } from '../../../../contract/resources/common.ts';
import { useSchemaForm } from '../hooks/useSchemaForm.ts';

export function ConfirmDialog({ title, message, facts, confirmText, danger, onConfirm, onClose }: {
  title: string;
  message?: string;
  /** What the action will do (`kinds/confirmation.tsx`): who, how much, where to, the state after. */
  facts?: ReactNode;
  /** The button's words: the action's own (退款, 通过, 删除), never a bare 确定 / OK. */
  confirmText: string;
  danger?: boolean;
  onConfirm(): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const { busy, run } = useSingleFlight();
  return (
    // the facts of a money action are a table: the small size gives it room
    <Dialog size={facts ? 'small' : 'tiny'} onClose={onClose} className="confirm-dialog">
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content>
        {message}
        {facts}
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} disabled={busy} />
        <Button
          // Enter confirms, as the dialog's one question expects
          autoFocus
          className="confirm-ok"
          primary={!danger}
          negative={danger}
          loading={busy}
          disabled={busy}
          content={confirmText}
          onClick={() => void run(onConfirm)}
        />
      </Dialog.Actions>
    </Dialog>
  );
}

/** The contract's shortest reason (`reason` in contract/resources/common.ts), said in the action's own words. */
const REASON_MIN = 2;

/**
 * The words of an action's reason dialog. A rejection and a failed payment move money differently (a rejected
 * withdrawal returns the amount, a failed one waits for a retry), so each is worded as what it is; any other action
 * taking a reason (a cancellation, a refund) is named by its title.
 */
export function reasonWords(action: string): 'reject' | 'fail' | 'other' {
  return action === 'reject' || action === 'fail' ? action : 'other';
}

/** A reason is required (2 to 200 characters, the contract's rule); it is shown later in the row. */
export function ReasonDialog({ action, actionTitle, title, count, intro, onSubmit, onClose }: {
  /** the action's name in the contract, which decides the words, and its title in the current language */
  action: string;
  actionTitle: string;
  title: string;
  count: number;
  /** What the action will do (`kinds/confirmation.tsx`), above the reason. */
  intro?: ReactNode;
  onSubmit(reason: string): Promise<unknown>;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const word = (key: 'label' | 'required' | 'submit' | 'count', options: Record<string, unknown> = {}) =>
    t(`screens.reason.${reasonWords(action)}.${key}`, { action: actionTitle, ...options });
  const form = useSchemaForm<{ reason: string }>({
    schema: reason,
    defaults: { reason: '' },
    bodyOf: (v) => ({ reason: v.reason }),
    // too short is said in the action's own words ("请填写驳回原因"), over the schema's
    check: (v) => ({ reason: v.reason.trim().length < REASON_MIN ? word('required', { n: REASON_MIN }) : undefined }),
    fields: ['reason'],
    send: async (body) => {
      await onSubmit(String(body.reason).trim());
      return undefined;
    },
  });
  const reasonField = useRef<HTMLTextAreaElement | null>(null);
  const input = form.form.register('reason');
  const error = form.errorOf('reason');
  return (
    <Dialog size={intro ? 'small' : 'tiny'} onClose={onClose} className="reject-dialog" initialFocus={reasonField}>
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content>
        {intro}
        {count > 1 && <p>{word('count', { count })}</p>}
        <form ref={form.formRef} className={`ui form ${error ? 'error' : ''}`} onSubmit={form.submit} id="reject-form" noValidate>
          <div className={`field required ${error ? 'error' : ''}`}>
            <label htmlFor="reject-reason" style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>{word('label')}</span>
              {error && <span className="field-error" style={{ color: '#db2828', fontWeight: 'normal' }}>{error}</span>}
            </label>
            <textarea
              id="reject-reason"
              rows={3}
              {...input}
              ref={(element) => {
                input.ref(element);
                reasonField.current = element;
              }}
            />
          </div>
        </form>
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} disabled={form.busy} />
        <Button negative type="submit" form="reject-form" loading={form.busy} disabled={form.busy} content={word('submit')} className="reject-ok" />
      </Dialog.Actions>
    </Dialog>
  );
}

/** A batch's answer: how many went through, each failed row with its reason, and the rows done, each opening its drawer (`open`). */
export function BatchResultDialog({ title, summary, open, onClose }: { title: string; summary: BatchSummary; open?(id: string | number): void; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <Dialog size="small" onClose={onClose} className="batch-result">
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content>
        <p className="batch-counts">{t('screens.batch.counts', { succeeded: summary.succeeded, failed: summary.failed.length })}</p>
        {summary.failed.length > 0 && (
          <table className="ui very compact small table">
            <thead>
              <tr>
                <th>{t('screens.batch.row')}</th>
                <th>{t('screens.batch.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.failed.map((f) => (
                <tr key={String(f.id)} className="batch-failed">
                  <td>{f.label}</td>
                  <td>{f.error}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {open && summary.done.length > 0 && (
          <div className="batch-done">
            <p>{t('screens.done.records', { count: summary.done.length })}</p>
            <div className="ui horizontal list">
              {summary.done.map((d) => (
                <button key={String(d.id)} type="button" className="ui mini basic button batch-done-open" data-id={d.id} onClick={() => open(d.id)}>
                  {d.label}
                </button>
              ))}
            </div>
          </div>
        )}
      </Dialog.Content>
      <Dialog.Actions>
        <Button primary content={t('screens.dialog.close')} onClick={onClose} />
      </Dialog.Actions>
    </Dialog>
  );
}
