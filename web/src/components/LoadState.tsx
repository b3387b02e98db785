/**
 * The one loading / failure view of a query: a loader while nothing is shown yet, and on failure the upstream's (or the
 * network's) words with a retry. A failed refresh keeps what was shown above it: the caller still renders its data.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Loader } from 'semantic-ui-react';
import type { LoadFailure } from '../lib/queries.ts';

export interface LoadStateProps {
  loading: boolean;
  /** The failure's text; '' when the failure has no words of its own (a status 10 already handled by the shell). */
  error?: string;
  /** Whether the caller has data to show (then no loader covers it). */
  hasData: boolean;
  retry(): void;
  /** Added to the failure message's classes (a screen's own name for it, for its tests and styles). */
  className?: string;
}

/** The view's props for a query: loading while it asks, its failure's words, a retry that asks again. */
export function queryLoadState(query: Pick<UseQueryResult<unknown, LoadFailure>, 'isFetching' | 'error' | 'data' | 'refetch'>): LoadStateProps {
  return { loading: query.isFetching, error: query.error?.message, hasData: query.data !== undefined, retry: () => void query.refetch() };
}

export function LoadState({ loading, error, hasData, retry, className }: LoadStateProps) {
  const { t } = useTranslation();
  if (error !== undefined && !loading)
    return (
      <div className={`ui negative message load-error${className ? ` ${className}` : ''}`} role="alert">
        <p>{error ? t('app.loadFailedWith', { message: error }) : t('app.loadFailed')}</p>
        <Button size="small" content={t('app.retry')} onClick={retry} className="retry-button" />
      </div>
    );
  if (loading && !hasData) return <Loader active inline="centered" content={t('app.loading')} />;
  return null;
}
