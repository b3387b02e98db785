import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { afterLogin } from '../router/guard.ts';

/** Target of an external sign-in: forwards to `?redirect=` (a console path) or home. */
export function AuthRedirect() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(afterLogin(new URLSearchParams(search).get('redirect')), { replace: true });
  }, [navigate, search]);
  return <div className="page-loading">{t('pages.redirecting')}</div>;
}
