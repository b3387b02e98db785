import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <div className="ui active centered inline loader" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
