/** Seller login: account and password, or mobile and SMS code (the SMS form loads on demand). */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading.tsx';
import { useStores } from '../../stores/index.ts';
import { AccountPasswordFields } from './AccountPasswordFields.tsx';
import { LoginWarning } from './LoginWarning.tsx';
import { useLoginDone } from './useLoginDone.ts';
import { useLoginForm } from './useLoginForm.ts';

const SmsLoginForm = lazy(() => import('./SmsForms.tsx').then((m) => ({ default: m.SmsLoginForm })));

export function SellerLoginForm({ fill }: { fill?: { account: string; password: string } }) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<'password' | 'sms'>('password');
  useEffect(() => {
    if (fill) setTab('password');
  }, [fill]);
  return (
    <>
      <div className="ui two item secondary pointing menu login-tabs" role="tablist">
        <button type="button" role="tab" aria-selected={tab === 'password'} className={`item${tab === 'password' ? ' active' : ''}`} onClick={() => setTab('password')}>
          {t('login.byPassword')}
        </button>
        <button type="button" role="tab" aria-selected={tab === 'sms'} className={`item${tab === 'sms' ? ' active' : ''}`} onClick={() => setTab('sms')}>
          {t('login.bySms')}
        </button>
      </div>
      {tab === 'password' ? (
        <PasswordForm fill={fill} />
      ) : (
        <Suspense fallback={<Loading />}>
          <SmsLoginForm />
        </Suspense>
      )}
    </>
  );
}

/** Account and password; `onLoggedIn`: in the session-ended dialog, what follows the login instead of leaving the page. */
export function PasswordForm({ fill, onLoggedIn }: { fill?: { account: string; password: string }; onLoggedIn?: () => void }) {
  const { t } = useTranslation();
  const { session } = useStores();
  const { warning, setWarning, done } = useLoginDone(onLoggedIn);
  const form = useLoginForm(
    { account: '', password: '' },
    {
      account: (v) => (v.trim() ? undefined : t('login.accountRequired')),
      password: (v) => (v ? undefined : t('login.passwordRequired')),
    },
  );
  const { set } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another demo account is picked (set changes on every render)
  useEffect(() => {
    if (fill) set(fill);
  }, [fill]);

  const submit = form.submit(async (fields) => {
    setWarning(undefined);
    done(await session.loginSeller({ account: fields.account.trim(), password: fields.password }));
  });

  const { errors } = form;
  return (
    <form className={`ui form${form.submitting ? ' loading' : ''}`} onSubmit={submit} noValidate>
      <AccountPasswordFields errors={errors} input={form.input} />
      <LoginWarning text={warning} />
      <button type="submit" className="ui fluid primary button" disabled={form.submitting}>
        {t('login.submit')}
      </button>
    </form>
  );
}
