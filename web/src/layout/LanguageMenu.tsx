/** The navbar's language menu: a menu button whose items are the languages, the current one checked. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { LANGS } from '../../../contract/i18n.ts';
import { MenuButton } from '../components/MenuButton.tsx';
import { useStores } from '../stores/index.ts';

export const LanguageMenu = observer(function LanguageMenu() {
  const { app } = useStores();
  const { t } = useTranslation();
  return (
    <MenuButton
      className="language-menu"
      buttonClassName="navbar-button"
      label={t('navbar.language')}
      trigger={<i aria-hidden="true" className="language icon" />}
      left
      items={LANGS.map((lang) => ({ key: lang, text: t(`language.${lang}`), checked: app.language === lang, run: () => app.setLanguage(lang) }))}
    />
  );
});
