/**
 * The login page of the current area: administrators log in with a captcha; sellers with a password or an SMS code,
 * and may reset a forgotten password by SMS. Part of the first bundle, so it uses Semantic UI's CSS classes on plain
 * elements instead of semantic-ui-react.
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { Loading } from '../../components/Loading.tsx';
import { useStores } from '../../stores/index.ts';
import { AdminLoginForm } from './AdminLoginForm.tsx';
import { DemoAccounts } from './DemoAccounts.tsx';
import { SellerLoginForm } from './SellerLoginForm.tsx';

const ResetPasswordForm = lazy(() => import('./SmsForms.tsx').then((m) => ({ default: m.ResetPasswordForm })));

export function LoginPage() {
  const { t } = useTranslation();
  const { session } = useStores();
  const area = session.area;
  const [mode, setMode] = useState<'login' | 'reset'>('login');
  const [fill, setFill] = useState<{ account: string; password: string }>();

  return (
    <div className="login-page">
      <div className="login-card">
        <div className="login-head">
          <div>
            <h1 className="login-title">{t('app.title')}</h1>
            <div className="login-area">{t(`app.area.${area}`)}</div>
          </div>
          <LanguageSwitch />
        </div>
        {mode === 'reset' ? (
          <Suspense fallback={<Loading />}>
            <ResetPasswordForm onDone={() => setMode('login')} />
          </Suspense>
        ) : area === 'admin' ? (
          <AdminLoginForm fill={fill} />
        ) : (
          <SellerLoginForm fill={fill} />
        )}
        <div className="login-links">
          {area === 'seller' ? (
            <button type="button" className="link-button" onClick={() => setMode(mode === 'login' ? 'reset' : 'login')}>
              {mode === 'login' ? t('login.forgot') : t('login.backToLogin')}
            </button>
          ) : (
            <span />
          )}
          <a href={area === 'admin' ? '/seller/' : '/'}>{t(`app.otherArea.${area === 'admin' ? 'seller' : 'admin'}`)}</a>
        </div>
        {mode === 'login' ? (
          <DemoAccounts
            onPick={(account) => setFill({ account: account.account, password: account.password })}
          />
        ) : null}
      </div>
    </div>
  );
}
