/**
 * Resetting a store's password: the console draws a new password, shows it once for the operator to pass on to the
 * store, and sets it only when the operator confirms. It is never shown again (the upstream keeps no readable copy).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Message } from 'semantic-ui-react';
import type { ActionDialogProps } from '../../screens/descriptions/componentProps.ts';
import { newPassword } from './password.ts';
import { useSingleFlight } from '../../hooks/useSingleFlight.ts';
import { Dialog } from '../../screens/parts/Dialog.tsx';

export function ResetPasswordDialog({ title, row, submit, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const [password] = useState(newPassword);
  const { busy, run } = useSingleFlight();
  const [error, setError] = useState('');
  return (
    <Dialog size="tiny" onClose={onClose} className="reset-password-dialog">
      <Dialog.Header>{title}</Dialog.Header>
      <Dialog.Content>
        <p>{t('screens.stores.resetPassword.intro', { name: String(row.name), mobile: String(row.mobile) })}</p>
        <p>
          {t('screens.stores.resetPassword.newPassword')} <code className="new-password" style={{ fontSize: '1.3em' }}>{password}</code>
        </p>
        <Message warning size="small" content={t('screens.stores.resetPassword.once')} />
        {error && <Message negative size="small" content={error} />}
      </Dialog.Content>
      <Dialog.Actions>
        <Button content={t('screens.dialog.cancel')} onClick={onClose} disabled={busy} />
        <Button
          negative
          className="confirm-ok"
          loading={busy}
          disabled={busy}
          content={t('screens.stores.resetPassword.confirm')}
          onClick={() => void run(async () => setError((await submit({ password })) ?? ''))}
        />
      </Dialog.Actions>
    </Dialog>
  );
}
