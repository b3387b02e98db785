/**
 * The change-password dialog (docs/console.md, "Change password"): blur validation, roles read from storage (silent abort when
 * unparsable), the administrator or seller call, the 成功/密码已修改 or 失败/操作失败 notice; a transport error
 * closes the dialog and is logged to the console.
 */
import type { RefObject } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { FieldError } from '../../components/FieldError.tsx';
import { shellCalls } from '../../lib/shellCalls.ts';
import { useStores } from '../../stores/index.ts';
import { type PasswordFields, passwordApiFor, passwordRules } from './rules.ts';
import { Dialog } from '../../screens/parts/Dialog.tsx';

export default function PasswordDialog({ onClose, openedFrom }: { onClose(): void; openedFrom?: RefObject<HTMLElement> }) {
  const { t } = useTranslation();
  const { session, api } = useStores();
  const { register, handleSubmit, formState } = useForm<PasswordFields>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    defaultValues: { new: '', newAgain: '', old: '' },
  });
  const rule = (field: keyof PasswordFields) => ({
    validate: (value: string, all: PasswordFields) => {
      const message = passwordRules[field](value, all);
      return message ? t(message) : true;
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

  const submit = handleSubmit(async (fields) => {
    const target = passwordApiFor(session.readStoredRoles(), session.area);
    if (!target) return;
    const call = target === 'admin' ? shellCalls.adminPassword : shellCalls.sellerPassword;
    const result = await api(call, { body: { new_pw: fields.new, new_pw2: fields.newAgain, old_pw: fields.old } });
    if (typeof result === 'string') {
      console.error(`change password failed: ${result}`);
      onClose();
      return;
    }
    // status 10: the session has ended and the login is shown
    if (result === undefined) return onClose();
    notice(result.status === 0);
    if (result.status === 0) onClose();
  });

  const { errors, isSubmitting } = formState;
  const field = (name: keyof PasswordFields, label: string, autoComplete: string) => (
    <div className={`field${errors[name] ? ' error' : ''}`}>
      <label htmlFor={`password-${name}`}>{label}</label>
      <input id={`password-${name}`} type="password" autoComplete={autoComplete} {...register(name, rule(name))} />
      <FieldError message={errors[name]?.message} />
    </div>
  );

  return (
    <Dialog onClose={onClose} openedFrom={openedFrom} size="tiny" className="password-dialog">
      <Dialog.Header>{t('password.title')}</Dialog.Header>
      <Dialog.Content>
        <form id="password-form" className={`ui form${isSubmitting ? ' loading' : ''}`} onSubmit={submit} noValidate>
          {field('new', t('password.new'), 'new-password')}
          {field('newAgain', t('password.newAgain'), 'new-password')}
          {field('old', t('password.old'), 'current-password')}
        </form>
      </Dialog.Content>
      <Dialog.Actions>
        <Button type="button" onClick={onClose}>
          {t('password.cancel')}
        </Button>
        <Button type="submit" form="password-form" primary disabled={isSubmitting}>
          {t('password.submit')}
        </Button>
      </Dialog.Actions>
    </Dialog>
  );
}
