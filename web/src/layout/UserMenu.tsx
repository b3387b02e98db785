/** The user menu: change password (a dialog loaded on demand) and log out (call, clear, reload). */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from 'semantic-ui-react';
import { useStores } from '../stores/index.ts';
import { SHELL_PATHS } from '../router/paths.ts';

const PasswordDialog = lazy(() => import('../features/password/PasswordDialog.tsx'));

export const UserMenu = observer(function UserMenu() {
  const stores = useStores();
  const { session } = stores;
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
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
      <Dropdown
        className="navbar-button user-menu"
        direction="left"
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
      {changing ? (
        <Suspense fallback={null}>
          <PasswordDialog onClose={() => setChanging(false)} />
        </Suspense>
      ) : null}
    </>
  );
});
