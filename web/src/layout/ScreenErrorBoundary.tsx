/** One per screen: a render error is logged in the error log and replaces that screen only, never the shell. */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppRoute } from '../router/routes.ts';
import { entryOf } from '../stores/errorLog.ts';
import { StoresContext } from '../stores/index.ts';

interface Props {
  route: AppRoute;
  /** Called again on retry, so the screen is looked up afresh (a chunk that failed to load is imported again). */
  children: () => ReactNode;
}

export class ScreenErrorBoundary extends Component<Props, { failed: boolean; attempt: number }> {
  static override contextType = StoresContext;
  declare context: React.ContextType<typeof StoresContext>;
  override state = { failed: false, attempt: 0 };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    this.context?.errorLog.add(entryOf(error, this.props.route.name, `render${info.componentStack ?? ''}`, window.location.href));
  }

  override render() {
    if (!this.state.failed) return <div key={this.state.attempt}>{this.props.children()}</div>;
    return <ScreenFailed onRetry={() => this.setState((s) => ({ failed: false, attempt: s.attempt + 1 }))} />;
  }
}

function ScreenFailed({ onRetry }: { onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <div className="ui negative message screen-failed" role="alert">
      <p>{t('screen.failed')}</p>
      <button type="button" className="ui small button" onClick={onRetry}>
        {t('screen.retry')}
      </button>
    </div>
  );
}
