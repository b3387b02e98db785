import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'semantic-ui-react';
import { LANGS } from '../../../contract/i18n.ts';
import { useStores } from '../stores/index.ts';

export const LanguageMenu = observer(function LanguageMenu() {
  const { app } = useStores();
  const { t } = useTranslation();
  return (
    <Dropdown
      className="navbar-button language-menu"
      icon={null}
      trigger={
        <span title={t('navbar.language')}>
          <i className="language icon" />
        </span>
      }
      direction="left"
    >
      <Dropdown.Menu>
        {LANGS.map((lang) => (
          <Dropdown.Item key={lang} active={app.language === lang} onClick={() => app.setLanguage(lang)} text={t(`language.${lang}`)} />
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
});
