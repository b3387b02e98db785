/** The administrator actions that need a dialog of their own: reset a password (typed twice), assign labels. */
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { labelsRefusal } from '../../../../contract/resources/governance/adminUsers.ts';
import { useLang } from '../../layout/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { ActionDialogProps } from '../descriptions/types.ts';
import { PasswordFields } from './fields.tsx';
import { passwordErrors } from './rules.ts';
import { LabelPicker } from './LabelPicker.tsx';
import { useSingleFlight } from '../../lib/singleFlight.ts';
import { Dialog } from '../parts/Dialog.tsx';
import { useFirstErrorFocus } from '../parts/firstError.ts';

/** A modal form that sends once its own check passes and keeps what was typed when the upstream refuses. */
function ActionModal({ title, className, hint, check, send, onClose, children }: {
  title: string;
  className: string;
  hint: string;
  /** True when the values may be sent (the fields show their own errors). */
  check(): boolean;
  send(): Promise<string | undefined>;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState('');
  const { busy: saving, run } = useSingleFlight();
  const firstError = useFirstErrorFocus();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!check()) return firstError.refused();
    await run(async () => setError((await send()) ?? ''));
  };
  return (
    <Dialog size="small" onClose={onClose} closeOnDimmerClick={false} className={className}>
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content scrolling>
        <form ref={firstError.ref} id={`${className}-form`} className={`ui form ${error ? 'error' : ''}`} onSubmit={submit} noValidate>
          <p className="muted">{hint}</p>
          {children}
          {error && <div className="ui error message form-error">{error}</div>}
        </form>
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} type="button" />
        <Button primary type="submit" form={`${className}-form`} loading={saving} disabled={saving} content={t('screens.dialog.save')} className="form-save" />
      </Dialog.Actions>
    </Dialog>
  );
}

export function ResetPasswordDialog({ title, submit, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const [pair, setPair] = useState({ password: '', password2: '' });
  const [touched, setTouched] = useState<Set<string>>(new Set());
  const errors = passwordErrors(pair, t);
  const shown = Object.fromEntries(Object.entries(errors).filter(([field]) => touched.has(field)));
  return (
    <ActionModal
      title={title}
      className="reset-password-dialog"
      hint={t('screens.governance.account.resetHint')}
      check={() => {
        setTouched(new Set(['password', 'password2']));
        return Object.keys(errors).length === 0;
      }}
      send={() => submit(pair)}
      onClose={onClose}
    >
      <PasswordFields
        pair={pair}
        errors={shown}
        labels={{ password: t('screens.governance.account.newPassword'), password2: t('screens.governance.account.password2') }}
        onChange={setPair}
        onBlur={(field) => setTouched((current) => new Set(current).add(field))}
      />
    </ActionModal>
  );
}

export function AssignLabelsDialog({ title, row, submit, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const [labels, setLabels] = useState<string[]>(() => (Array.isArray(row.permission) ? (row.permission as string[]) : []));
  const [checked, setChecked] = useState(false);
  const lang = useLang();
  const { session } = useStores();
  // the upstream's rule for one's own account (keep the administrators screen), checked before sending
  const refusal = labelsRefusal(row, labels, { account: session.user?.account ?? '' });
  const problem = labels.length === 0 ? t('screens.governance.labels.pickOne') : refusal?.[lang];
  const error = checked ? problem : undefined;
  return (
    <ActionModal
      title={title}
      className="assign-labels-dialog"
      hint={t('screens.governance.account.assignHint')}
      check={() => {
        setChecked(true);
        return problem === undefined;
      }}
      send={() => submit({ permission: labels })}
      onClose={onClose}
    >
      <LabelPicker value={labels} onChange={setLabels} error={error} />
    </ActionModal>
  );
}
