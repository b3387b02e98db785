/**
 * The sign-in dialog over the page when the session ended while someone works (docs/console.md, "When a session
 * ends"): the calls that were refused wait for it. The same account signing in keeps the page as it is and the calls
 * go on; another account starts at its home (`resumeAfterSignIn`). Loaded on demand, when a session first ends.
 */
import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useDialogFocus } from '../../hooks/useDialogFocus.ts';
import { useStores } from '../../stores/index.ts';
import { AdminLoginForm } from './AdminLoginForm.tsx';
import { PasswordForm } from './SellerLoginForm.tsx';

export default observer(function SessionDialog() {
  const { t } = useTranslation();
  const stores = useStores();
  const { session, reauth } = stores;
  // who was working, read before the sign-in replaces the session
  const [before] = useState(() => ({ ...stores.signedIn(), user: reauth.who }));
  const [fill] = useState(() => ({ account: reauth.account ?? '', password: '' }));
  const box = useDialogFocus<HTMLDivElement>();
  const titleId = useId();
  const textId = useId();
  const signedIn = () => void stores.resumeAfterSignIn(before);

  // on the body, like every dialog, so it lies over an edit dialog open on the page
  return createPortal(
    <div className="ui dimmer modals page visible active session-dialog-dimmer">
      <div
        ref={box}
        className="ui tiny modal visible active session-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <h2 className="header" id={titleId}>
          {t('sessionEnded.title')}
        </h2>
        <div className="content">
          <p id={textId}>{t('sessionEnded.text')}</p>
          {reauth.account ? <p className="muted session-dialog-account">{t('sessionEnded.account', { account: reauth.account })}</p> : null}
          {session.area === 'admin' ? <AdminLoginForm fill={fill} onLoggedIn={signedIn} /> : <PasswordForm fill={fill} onLoggedIn={signedIn} />}
          <button type="button" className="link-button session-dialog-leave" onClick={() => stores.endSession()}>
            {t('sessionEnded.signOut')}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
});
