/** The top bar: hamburger, breadcrumb, the command palette's search box, the inbox's bell, the jobs' badge, error log, fullscreen, theme, language and the user menu. */
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { InboxBell } from '../features/inbox/InboxBell.tsx';
import { JobsBadge } from '../features/jobs/JobsBadge.tsx';
import { PaletteLauncher } from '../features/palette/PaletteLauncher.tsx';
import { useStores } from '../stores/index.ts';
import { Breadcrumb } from './Breadcrumb.tsx';
import { ErrorLog } from './ErrorLog.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Screenfull } from './Screenfull.tsx';
import { ThemePicker } from './ThemePicker.tsx';
import { UserMenu } from './UserMenu.tsx';

export const Navbar = observer(function Navbar() {
  const { app } = useStores();
  const { t } = useTranslation();
  return (
    <header className="navbar">
      <button
        type="button"
        className={`hamburger navbar-button${app.sidebarOpened ? ' is-active' : ''}`}
        onClick={() => app.toggleSidebar()}
        title={t('navbar.toggleSidebar')}
        aria-label={t('navbar.toggleSidebar')}
        aria-expanded={app.sidebarOpened}
      >
        <i className="bars icon" />
      </button>
      <Breadcrumb />
      <div className="right-menu">
        <PaletteLauncher />
        <InboxBell />
        <JobsBadge />
        <ErrorLog />
        {app.device === 'mobile' ? null : <Screenfull />}
        <ThemePicker />
        <LanguageMenu />
        <UserMenu />
      </div>
    </header>
  );
});
