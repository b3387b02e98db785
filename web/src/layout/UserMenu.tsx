/** The user menu: change password (a dialog loaded on demand) and log out (call, clear, reload). */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuButton } from '../components/MenuButton.tsx';
import { SHELL_PATHS } from '../router/paths.ts';
import { useStores } from '../stores/index.ts';

const PasswordDialog = lazy(() => import('../features/password/PasswordDialog.tsx'));

export const UserMenu = observer(function UserMenu() {
  const stores = useStores();
  const { session } = stores;
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  // the password dialog gives the focus back to the menu's button
  const button = useRef<HTMLButtonElement>(null);
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
      <MenuButton
        className="user-menu"
        buttonClassName="navbar-button user-trigger"
        buttonRef={button}
        // the name it shows is part of its label, as a screen reader and voice control expect
        label={t('navbar.userMenu', { name })}
        trigger={
          <>
            {session.user?.avatar ? <img className="user-avatar" src={session.user.avatar} alt="" /> : <i aria-hidden="true" className="user circle icon" />}
            <span className="user-name">{name}</span>
          </>
        }
        left
        items={[
          { key: 'password', icon: 'key', text: t('navbar.changePassword'), run: () => setChanging(true) },
          { key: 'logout', icon: 'sign out', text: t('navbar.logout'), run: () => void logout() },
        ]}
      />
      {changing ? (
        <Suspense fallback={null}>
          <PasswordDialog onClose={() => setChanging(false)} openedFrom={button} />
        </Suspense>
      ) : null}
    </>
  );
});
