/** Loading and failure states shared by the dashboards: a failure keeps the previous figures and offers a retry. */
import { useTranslation } from 'react-i18next';
import { Button, Loader, Message } from 'semantic-ui-react';

export function LoadState({ loading, error, hasData, retry }: { loading: boolean; error?: string; hasData: boolean; retry(): void }) {
  const { t } = useTranslation();
  if (error !== undefined && !loading)
    return (
      <Message negative className="dashboard-error">
        <span>{error ? t('dashboard.loadFailed', { message: error }) : t('dashboard.loadFailedPlain')}</span>{' '}
        <Button size="mini" basic content={t('dashboard.retry')} onClick={retry} />
      </Message>
    );
  if (loading && !hasData) return <Loader active inline="centered" content={t('dashboard.loading')} />;
  return null;
}
