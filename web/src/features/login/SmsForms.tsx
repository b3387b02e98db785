/**
 * The SMS forms of the seller login: log in with a code, and reset the password with a code. Loaded on demand:
 * they validate with the contract's zod schemas (mobile, smsCode, password), which the first bundle leaves out.
 */
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { mobile, password, smsCode } from '../../../../contract/shell.ts';
import { FieldError } from '../../components/FieldError.tsx';
import { failureText, isOk } from '../../lib/api.ts';
import { shellCalls } from '../../lib/shellCalls.ts';
import { useStores } from '../../stores/index.ts';
import { LoginWarning } from './LoginWarning.tsx';
import { useLoginDone } from './useLoginDone.ts';

/** Seconds before another code may be requested. */
const RESEND_SECONDS = 60;

function useRules() {
  const { t } = useTranslation();
  return {
    mobile: { validate: (v: string) => mobile.safeParse(v).success || t('login.mobileInvalid') },
    code: { validate: (v: string) => smsCode.safeParse(v).success || t('login.codeInvalid') },
    password: {
      required: t('login.passwordRequired'),
      validate: (v: string) => password.safeParse(v).success || t('login.passwordLength'),
    },
  };
}

interface SmsFields {
  mobile: string;
  code: string;
}

export function SmsLoginForm() {
  const { t } = useTranslation();
  const { session } = useStores();
  const rules = useRules();
  const { warning, setWarning, done } = useLoginDone();
  const { register, handleSubmit, formState, getValues, trigger } = useForm<SmsFields>({ defaultValues: { mobile: '', code: '' } });
  const submit = handleSubmit(async (fields) => {
    setWarning(undefined);
    done(await session.loginSeller(fields));
  });
  const { errors, isSubmitting } = formState;
  return (
    <form className={`ui form${isSubmitting ? ' loading' : ''}`} onSubmit={submit} noValidate>
      <div className={`field${errors.mobile ? ' error' : ''}`}>
        <label htmlFor="sms-mobile">{t('login.mobile')}</label>
        <input id="sms-mobile" inputMode="tel" autoComplete="tel" {...register('mobile', rules.mobile)} />
        <FieldError message={errors.mobile?.message} />
      </div>
      <div className={`field${errors.code ? ' error' : ''}`}>
        <label htmlFor="sms-code">{t('login.smsCode')}</label>
        <div className="captcha-row">
          <input id="sms-code" inputMode="numeric" autoComplete="one-time-code" {...register('code', rules.code)} />
          <SendCodeButton type="login" mobile={async () => ((await trigger('mobile')) ? getValues('mobile') : undefined)} />
        </div>
        <FieldError message={errors.code?.message} />
      </div>
      <LoginWarning text={warning} />
      <button type="submit" className="ui fluid primary button" disabled={isSubmitting}>
        {t('login.submit')}
      </button>
    </form>
  );
}

interface ResetFields extends SmsFields {
  password: string;
}

/** Forgot password: a code to the shop's mobile, then a new password (docs/console.md, "Areas, logins and roles"). */
export function ResetPasswordForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation();
  const { api } = useStores();
  const rules = useRules();
  const [warning, setWarning] = useState<string | undefined>();
  const { register, handleSubmit, formState, getValues, trigger } = useForm<ResetFields>({
    defaultValues: { mobile: '', code: '', password: '' },
  });
  const submit = handleSubmit(async (body) => {
    setWarning(undefined);
    const result = await api(shellCalls.smsPassword, { body });
    if (isOk(result)) {
      toast.success(t('login.resetDone'));
      onDone();
    } else {
      setWarning(failureText(result) ?? t('login.failed'));
    }
  });
  const { errors, isSubmitting } = formState;
  return (
    <form className={`ui form${isSubmitting ? ' loading' : ''}`} onSubmit={submit} noValidate>
      <h3 className="ui header">{t('login.resetTitle')}</h3>
      <div className={`field${errors.mobile ? ' error' : ''}`}>
        <label htmlFor="reset-mobile">{t('login.mobile')}</label>
        <input id="reset-mobile" inputMode="tel" autoComplete="tel" {...register('mobile', rules.mobile)} />
        <FieldError message={errors.mobile?.message} />
      </div>
      <div className={`field${errors.code ? ' error' : ''}`}>
        <label htmlFor="reset-code">{t('login.smsCode')}</label>
        <div className="captcha-row">
          <input id="reset-code" inputMode="numeric" autoComplete="one-time-code" {...register('code', rules.code)} />
          <SendCodeButton type="reset" mobile={async () => ((await trigger('mobile')) ? getValues('mobile') : undefined)} />
        </div>
        <FieldError message={errors.code?.message} />
      </div>
      <div className={`field${errors.password ? ' error' : ''}`}>
        <label htmlFor="reset-password">{t('login.newPassword')}</label>
        <input id="reset-password" type="password" autoComplete="new-password" {...register('password', rules.password)} />
        <FieldError message={errors.password?.message} />
      </div>
      <LoginWarning text={warning} />
      <button type="submit" className="ui fluid primary button" disabled={isSubmitting}>
        {t('login.resetSubmit')}
      </button>
    </form>
  );
}

/** Sends the code to the form's mobile (once it validates), then counts down before allowing another. */
function SendCodeButton({ type, mobile }: { type: 'login' | 'reset'; mobile(): Promise<string | undefined> }) {
  const { t } = useTranslation();
  const { api } = useStores();
  const [wait, setWait] = useState(0);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const send = async () => {
    const to = await mobile();
    if (to === undefined) return;
    setSending(true);
    const result = await api(shellCalls.mobileCode, { body: { mobile: to, type } });
    setSending(false);
    if (isOk(result)) {
      toast.success(t('login.codeSent'));
      setWait(RESEND_SECONDS);
    } else if (typeof result === 'string') {
      toast.error(t('errors.network', { message: result }));
    }
  };

  return (
    <button type="button" className={`ui button send-code${sending ? ' loading' : ''}`} disabled={wait > 0 || sending} onClick={() => void send()}>
      {wait > 0 ? t('login.resendIn', { seconds: wait }) : t('login.sendCode')}
    </button>
  );
}
