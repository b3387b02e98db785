import { useTranslation } from 'react-i18next';
import { useLang } from '../layout/useLang.ts';
import type { ScreenProps } from './registry.ts';

/** A route whose screen has not landed yet: its title and an empty state, nothing else. */
export function EmptyScreen({ route }: ScreenProps) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <div className="screen">
      <h2 className="ui header screen-title">{route.meta.title[lang]}</h2>
      <div className="ui placeholder segment empty-state">
        <div className="ui icon header">
          <i className="inbox icon" />
          {t('screen.empty')}
        </div>
      </div>
    </div>
  );
}
