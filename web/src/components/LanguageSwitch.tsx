import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGS } from '../../../contract/i18n.ts';
import { useStores } from '../stores/index.ts';

/** Two buttons, 中文 and English; the choice persists (app store). */
export const LanguageSwitch = observer(function LanguageSwitch() {
  const { app } = useStores();
  const { t } = useTranslation();
  return (
    <div className="ui mini basic buttons language-switch" title={t('navbar.language')}>
      {LANGS.map((lang) => (
        <button
          key={lang}
          type="button"
          className={`ui button${app.language === lang ? ' active' : ''}`}
          aria-pressed={app.language === lang}
          onClick={() => app.setLanguage(lang)}
        >
          {t(`language.${lang}`)}
        </button>
      ))}
    </div>
  );
});
