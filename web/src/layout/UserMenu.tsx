/** The user menu: change password (a dialog loaded on demand) and log out (call, clear, reload). */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown, Ref } from 'semantic-ui-react';
import { useStores } from '../stores/index.ts';
import { SHELL_PATHS } from '../router/paths.ts';

const PasswordDialog = lazy(() => import('../features/password/PasswordDialog.tsx'));

export const UserMenu = observer(function UserMenu() {
  const stores = useStores();
  const { session } = stores;
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const menu = useRef<HTMLElement>(null);
  const name = session.user?.name || session.user?.account || '';

  const logout = async () => {
    await session.logout();
    stores.endSession();
    // Reloaded on the login itself: the next person to log in starts at home, not where this one was.
    window.history.replaceState(null, '', `${window.location.pathname}#${SHELL_PATHS.login}`);
    window.location.reload();
  };

  return (
    <>
      {/* Semantic's dropdown blurs itself when an item is clicked: the password dialog is told where to give the focus back */}
      <Ref innerRef={menu}>
        <Dropdown
          className="navbar-button user-menu"
          direction="left"
          // the focus comes back here when the password dialog closes: that must not open the menu again (Enter does)
          openOnFocus={false}
          trigger={
            <span className="user-trigger">
              {session.user?.avatar ? <img className="user-avatar" src={session.user.avatar} alt="" /> : <i className="user circle icon" />}
              <span className="user-name">{name}</span>
            </span>
          }
        >
          <Dropdown.Menu>
            <Dropdown.Item icon="key" text={t('navbar.changePassword')} onClick={() => setChanging(true)} />
            <Dropdown.Divider />
            <Dropdown.Item icon="sign out" text={t('navbar.logout')} onClick={() => void logout()} />
          </Dropdown.Menu>
        </Dropdown>
      </Ref>
      {changing ? (
        <Suspense fallback={null}>
          <PasswordDialog onClose={() => setChanging(false)} openedFrom={menu} />
        </Suspense>
      ) : null}
    </>
  );
});
