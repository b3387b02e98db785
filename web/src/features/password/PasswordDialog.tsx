/**
 * The change-password dialog, on the one form layer (docs/forms.md): blur validation in the dialog's own words, roles
 * read from storage (silent abort when unparsable), the administrator or seller call, the 成功/密码已修改 or 失败/操作失败 notice; a transport error
 * closes the dialog and is logged to the console.
 */
import type { RefObject } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { passwordChange } from '../../../../contract/shell.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { shellCalls } from '../../lib/shellCalls.ts';
import { useStores } from '../../stores/index.ts';
import { type PasswordFields, passwordApiFor, passwordRules } from './rules.ts';
import { Dialog } from '../../screens/parts/Dialog.tsx';
import { useSchemaForm } from '../../screens/hooks/useSchemaForm.ts';

/** Where each field goes in the call's body (contract/shell.ts `passwordChange`). */
const BODY: Record<keyof PasswordFields, string> = { new: 'new_pw', newAgain: 'new_pw2', old: 'old_pw' };
const FIELD = Object.fromEntries(Object.entries(BODY).map(([field, path]) => [path, field]));

export default function PasswordDialog({ onClose, openedFrom }: { onClose(): void; openedFrom?: RefObject<HTMLElement> }) {
  const { t } = useTranslation();
  const { session, api } = useStores();
  const { form, submit, busy, formRef, errorOf } = useSchemaForm<PasswordFields>({
    schema: passwordChange,
    defaults: { new: '', newAgain: '', old: '' },
    bodyOf: (v) => ({ new_pw: v.new, new_pw2: v.newAgain, old_pw: v.old }),
    // the dialog's own words for each field, over the schema's
    check: (v) => Object.fromEntries((Object.keys(BODY) as (keyof PasswordFields)[]).map((field) => {
      const message = passwordRules[field](v[field], v);
      return [BODY[field], message && t(message)];
    })),
    place: (path) => (FIELD[path] ? { name: FIELD[path] } : undefined),
    fields: Object.values(BODY),
    send: async (body) => {
      const target = passwordApiFor(session.readStoredRoles(), session.area);
      if (!target) return '';
      const call = target === 'admin' ? shellCalls.adminPassword : shellCalls.sellerPassword;
      const result = await api(call, { body: body as never });
      if (typeof result === 'string') {
        console.error(`change password failed: ${result}`);
        onClose();
        return '';
      }
      // status 10: the session has ended and the login is shown
      if (result === undefined) {
        onClose();
        return '';
      }
      notice(result.status === 0);
      if (result.status !== 0) return '';
      onClose();
      return undefined;
    },
  });

  const notice = (ok: boolean) => {
    const title = t(ok ? 'password.successTitle' : 'password.failTitle');
    const message = t(ok ? 'password.successMessage' : 'password.failMessage');
    const content = (
      <div className="notice">
        <strong className="notice-title">{title}</strong>
        <div className="notice-message">{message}</div>
      </div>
    );
    if (ok) toast.success(content);
    else toast.error(content);
  };

  const field = (name: keyof PasswordFields, label: string, autoComplete: string) => (
    <div className={`field${errorOf(name) ? ' error' : ''}`}>
      <label htmlFor={`password-${name}`}>{label}</label>
      <input id={`password-${name}`} type="password" autoComplete={autoComplete} {...form.register(name)} />
      <FieldError message={errorOf(name)} />
    </div>
  );

  return (
    <Dialog onClose={onClose} openedFrom={openedFrom} size="tiny" className="password-dialog">
      <Dialog.Header>{t('password.title')}</Dialog.Header>
      <Dialog.Content>
        <form ref={formRef} id="password-form" className={`ui form${busy ? ' loading' : ''}`} onSubmit={submit} noValidate>
          {field('new', t('password.new'), 'new-password')}
          {field('newAgain', t('password.newAgain'), 'new-password')}
          {field('old', t('password.old'), 'current-password')}
        </form>
      </Dialog.Content>
      <Dialog.Actions>
        <Button type="button" onClick={onClose}>
          {t('password.cancel')}
        </Button>
        <Button type="submit" form="password-form" primary disabled={busy}>
          {t('password.submit')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
