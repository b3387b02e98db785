/** Administrator login: account, password and the captcha picture's code (docs/console.md, "Areas, logins and roles"). */
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/FieldError.tsx';
import { isOk } from '../../lib/api.ts';
import { shellCalls } from '../../lib/shellCalls.ts';
import { useStores } from '../../stores/index.ts';
import { AccountPasswordFields } from './AccountPasswordFields.tsx';
import { LoginWarning } from './LoginWarning.tsx';
import { useLoginDone } from './useLoginDone.ts';
import { useLoginForm } from './useLoginForm.ts';

/** `onLoggedIn`: in the session-ended dialog, what follows the login instead of leaving the login page. */
export function AdminLoginForm({ fill, onLoggedIn }: { fill?: { account: string; password: string }; onLoggedIn?: () => void }) {
  const { t } = useTranslation();
  const { session, api } = useStores();
  const { warning, setWarning, done } = useLoginDone(onLoggedIn);
  const form = useLoginForm(
    { account: '', password: '', code: '' },
    {
      account: (v) => (v.trim() ? undefined : t('login.accountRequired')),
      password: (v) => (v ? undefined : t('login.passwordRequired')),
      code: (v) => (v.trim() ? undefined : t('login.captchaRequired')),
    },
  );
  const [captcha, setCaptcha] = useState<{ key: string; img: string } | 'failed' | undefined>();
  const { set } = form;

  const loadCaptcha = useCallback(async () => {
    const result = await api(shellCalls.captchaKey, { query: {} });
    setCaptcha(isOk(result) ? result.data : 'failed');
  }, [api]);

  useEffect(() => {
    void loadCaptcha();
  }, [loadCaptcha]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only when another demo account is picked (set changes on every render)
  useEffect(() => {
    if (fill) set(fill);
  }, [fill]);

  const submit = form.submit(async (fields) => {
    if (typeof captcha !== 'object') return;
    setWarning(undefined);
    const outcome = await session.loginAdmin({ account: fields.account.trim(), password: fields.password, code: fields.code.trim(), key: captcha.key });
    if (!outcome.ok) {
      form.set({ code: '' });
      void loadCaptcha();
    }
    done(outcome);
  });

  const { errors } = form;
  return (
    <form className={`ui form${form.submitting ? ' loading' : ''}`} onSubmit={submit} noValidate>
      <AccountPasswordFields errors={errors} input={form.input} />
      <div className={`field${errors.code ? ' error' : ''}`}>
        <label htmlFor="login-code">{t('login.captcha')}</label>
        <div className="captcha-row">
          <input autoComplete="off" maxLength={8} {...form.input('code')} />
          <button type="button" className="captcha-picture" onClick={() => void loadCaptcha()} title={t('login.captchaRefresh')}>
            {typeof captcha === 'object' ? <img src={captcha.img} alt={t('login.captcha')} /> : null}
            {captcha === 'failed' ? <span>{t('login.captchaFailed')}</span> : null}
          </button>
        </div>
        <FieldError message={errors.code} />
      </div>
      <LoginWarning text={warning} />
      <button type="submit" className="ui fluid primary button" disabled={form.submitting}>
        {t('login.submit')}
      </button>
    </form>
  );
}
