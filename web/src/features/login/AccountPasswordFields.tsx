/** The account and password fields both login forms start with. */
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/FieldError.tsx';

type Field = 'account' | 'password';

interface Props {
  errors: Partial<Record<Field, string>>;
  input(name: Field): { id: string; name: string; value: string; onChange(event: ChangeEvent<HTMLInputElement>): void };
}

export function AccountPasswordFields({ errors, input }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <div className={`field${errors.account ? ' error' : ''}`}>
        <label htmlFor="login-account">{t('login.account')}</label>
        <input autoComplete="username" maxLength={64} {...input('account')} />
        <FieldError message={errors.account} />
      </div>
      <div className={`field${errors.password ? ' error' : ''}`}>
        <label htmlFor="login-password">{t('login.password')}</label>
        <input type="password" autoComplete="current-password" maxLength={64} {...input('password')} />
        <FieldError message={errors.password} />
      </div>
    </>
  );
}
