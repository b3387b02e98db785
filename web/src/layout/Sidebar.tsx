/** The menu built from the permitted routes: nested groups, the active item and its group follow the route. */
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useStores } from '../stores/index.ts';
import { useLang } from './useLang.ts';

export const Sidebar = observer(function Sidebar() {
  const { permission, app, session } = useStores();
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const routes = permission.routes;
  const activeGroup = routes?.groups.find((g) => g.children.some((c) => c.path === pathname))?.path;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));

  useEffect(() => {
    if (activeGroup) setOpen((current) => (current.has(activeGroup) ? current : new Set(current).add(activeGroup)));
  }, [activeGroup]);

  // the active item follows the route, also when it was opened from a tag or the search
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change, hence the path
  useEffect(() => {
    document.querySelector('.sidebar-menu .menu-item.active')?.scrollIntoView({ block: 'nearest' });
  }, [pathname]);

  if (!routes) return null;
  const collapsed = !app.sidebarOpened;
  const toggle = (path: string) => {
    if (collapsed) {
      app.toggleSidebar();
      setOpen((current) => new Set(current).add(path));
      return;
    }
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(path)) next.add(path);
      return next;
    });
  };

  return (
    <nav className="sidebar-container" aria-label={t(`app.area.${session.area}`)}>
      <div className="sidebar-logo">
        <i className="cubes icon" />
        <span className="sidebar-text">{t(`app.area.${session.area}`)}</span>
      </div>
      <div className="sidebar-menu">
        <Link to={routes.home.path} className={`menu-item${pathname === routes.home.path ? ' active' : ''}`} title={routes.home.meta.title[lang]}>
          <i className={`${routes.home.meta.icon} icon`} />
          <span className="sidebar-text">{routes.home.meta.title[lang]}</span>
        </Link>
        {routes.groups.map((group) => {
          const expanded = !collapsed && open.has(group.path);
          return (
            <div key={group.path} className={`menu-group${group.path === activeGroup ? ' has-active' : ''}`}>
              <button type="button" className="menu-item group-title" aria-expanded={expanded} onClick={() => toggle(group.path)} title={group.meta.title[lang]}>
                <i className={`${group.meta.icon} icon`} />
                <span className="sidebar-text">{group.meta.title[lang]}</span>
                <i className={`sidebar-text caret ${expanded ? 'down' : 'right'} icon`} />
              </button>
              {expanded ? (
                <div className="submenu">
                  {group.children.map((route) => (
                    <Link key={route.path} to={route.path} className={`menu-item${route.path === pathname ? ' active' : ''}`}>
                      {route.meta.title[lang]}
                    </Link>
                  ))}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
    </nav>
  );
});
