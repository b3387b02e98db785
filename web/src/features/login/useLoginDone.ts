import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterLogin } from '../../router/guard.ts';
import type { LoginOutcome } from '../../stores/session.ts';

/**
 * What every login form does with its outcome: on success go where the guard was sending the user (or, in the
 * session-ended dialog, `onLoggedIn`: the page stays where it is); on failure keep
 * a warning with the server's text (docs/console.md, "Areas, logins and roles": a status 1 keeps the login page with the server's text as a warning).
 */
export function useLoginDone(onLoggedIn?: () => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [warning, setWarning] = useState<string | undefined>();
  const done = useCallback(
    (outcome: LoginOutcome) => {
      if (outcome.ok) {
        if (onLoggedIn) return onLoggedIn();
        navigate(afterLogin(new URLSearchParams(search).get('redirect')), { replace: true, state: { afterLogin: true } });
        return;
      }
      setWarning(outcome.message ?? t('login.failed'));
    },
    [navigate, search, t, onLoggedIn],
  );
  return { warning, setWarning, done };
}
