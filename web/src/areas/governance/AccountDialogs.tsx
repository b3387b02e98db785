/** The administrator actions that need a dialog of their own: reset a password (typed twice), assign labels. */
import type { ReactNode } from 'react';
import { Controller, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { labelsRefusal } from '../../../../contract/resources/governance/adminUsers.ts';
import { useLang } from '../../hooks/useLang.ts';
import { useStores } from '../../stores/index.ts';
import type { ActionDialogProps } from '../../screens/descriptions/componentProps.ts';
import { PasswordFields } from './fields.tsx';
import { type PasswordPair, passwordErrors } from './rules.ts';
import { LabelPicker } from './LabelPicker.tsx';
import { Dialog } from '../../screens/parts/Dialog.tsx';
import { type SchemaForm, useSchemaForm } from '../../screens/hooks/useSchemaForm.ts';

/** A modal form over the action's schema (useSchemaForm): sent once its checks pass, kept as typed when refused. */
function ActionModal<V extends FieldValues>({ title, className, hint, form, onClose, children }: {
  title: string;
  className: string;
  hint: string;
  form: SchemaForm<V>;
  onClose(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog size="small" onClose={onClose} closeOnDimmerClick={false} className={className}>
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content scrolling>
        <form ref={form.formRef} id={`${className}-form`} className={`ui form ${form.formError ? 'error' : ''}`} onSubmit={form.submit} noValidate>
          <p className="muted">{hint}</p>
          {children}
          {form.formError && <div className="ui error message form-error">{form.formError}</div>}
        </form>
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} type="button" />
        <Button primary type="submit" form={`${className}-form`} loading={form.busy} disabled={form.busy} content={t('screens.dialog.save')} className="form-save" />
      </Dialog.Actions>
    </Dialog>
  );
}

export function ResetPasswordDialog({ title, schema, submit, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const form = useSchemaForm<PasswordPair>({
    schema,
    defaults: { password: '', password2: '' },
    bodyOf: (pair) => ({ ...pair }),
    // the change-password dialog's words for the pair, over the schema's
    check: (pair) => passwordErrors(pair, t),
    fields: ['password2', 'password'],
    send: submit,
  });
  return (
    <ActionModal title={title} className="reset-password-dialog" hint={t('screens.governance.account.resetHint')} form={form} onClose={onClose}>
      <PasswordFields form={form.form} errorOf={form.errorOf} labels={{ password: t('screens.governance.account.newPassword'), password2: t('screens.governance.account.password2') }} />
    </ActionModal>
  );
}

export function AssignLabelsDialog({ title, row, schema, submit, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const { session } = useStores();
  const form = useSchemaForm<{ permission: string[] }>({
    schema,
    defaults: { permission: Array.isArray(row.permission) ? (row.permission as string[]) : [] },
    bodyOf: (v) => ({ permission: v.permission }),
    // the upstream's rule for one's own account (keep the administrators screen), checked before sending
    check: ({ permission }) => ({
      permission: permission.length === 0 ? t('screens.governance.labels.pickOne') : labelsRefusal(row, permission, { account: session.user?.account ?? '' })?.[lang],
    }),
    fields: ['permission'],
    send: submit,
  });
  return (
    <ActionModal title={title} className="assign-labels-dialog" hint={t('screens.governance.account.assignHint')} form={form} onClose={onClose}>
      <Controller name="permission" control={form.form.control} render={({ field }) => <LabelPicker value={field.value} onChange={field.onChange} error={form.errorOf('permission')} />} />
    </ActionModal>
  );
}
