import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { SHELL_PATHS } from '../router/paths.ts';

/** The 404 and 401 pages, outside the layout. */
export function ErrorPage({ code }: { code: 404 | 401 }) {
  const { t } = useTranslation();
  return (
    <div className="error-page">
      <div className="error-code">{code}</div>
      <p className="error-text">{t(code === 404 ? 'pages.notFound' : 'pages.forbidden')}</p>
      <Link className="ui primary button" to={SHELL_PATHS.home}>
        {t('pages.backHome')}
      </Link>
    </div>
  );
}
