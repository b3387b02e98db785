/**
 * The menu built from the permitted routes: nested groups, the active item and its group follow the route. On a narrow
 * screen the open sidebar lies over the page as a modal dialog: it keeps the focus as every dialog does
 * (`hooks/useDialogFocus.ts`), Escape closes it, and the focus goes back to the menu button that opened it. It starts with the
 * pinned and recent pages; collapsed, a group shows its pages in a flyout on hover and on keyboard focus (docs/views.md).
 */
import { useQueryClient } from '@tanstack/react-query';
import { observer } from 'mobx-react-lite';
import { type MouseEvent, type SyntheticEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { prefetchScreen } from '../lib/screenPrefetch.ts';
import { viewShown } from '../lib/viewShown.ts';
import { useDialogFocus } from '../hooks/useDialogFocus.ts';
import { useStores } from '../stores/index.ts';
import { MenuLink } from './MenuLink.tsx';
import { SidebarPages } from './SidebarPages.tsx';
import { useLang } from '../hooks/useLang.ts';

export const Sidebar = observer(function Sidebar() {
  const { permission, app, session, tags, api } = useStores();
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const routes = permission.routes;
  const activeGroup = routes?.groups.find((g) => g.children.some((c) => c.path === pathname))?.path;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(activeGroup ? [activeGroup] : []));
  const overlay = app.device === 'mobile' && app.sidebarOpened;
  const focus = useDialogFocus<HTMLElement>({ active: overlay });
  const menuPaths = useMemo(() => new Set(routes?.groups.flatMap((g) => g.children.map((c) => c.path))), [routes]);

  useEffect(() => {
    if (activeGroup) setOpen((current) => (current.has(activeGroup) ? current : new Set(current).add(activeGroup)));
  }, [activeGroup]);

  // the active item follows the route, also when it was opened from a tag or the search; in the next frame, whose
  // layout it then shares, rather than in the navigation's own task (a forced layout of the old and new screens)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change, hence the path
  useEffect(() => {
    const frame = requestAnimationFrame(() => document.querySelector('.sidebar-menu .menu-item.active')?.scrollIntoView({ block: 'nearest' }));
    return () => cancelAnimationFrame(frame);
  }, [pathname]);
  // a kept view shown again asks its queries again, after this frame (docs/data-loading.md "Kept-alive views")
  useEffect(() => viewShown(pathname), [pathname]);

  if (!routes) return null;
  // Plain links with one click handler: a router <Link> resolves its path and re-renders on every location change,
  // and the menu holds dozens of them.
  const follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => {
    // a new tab or window is the browser's to open
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // a new view's first list page is asked for now, while the navigation renders (docs/data-loading.md "Prefetch")
    if (!tags.visited.some((v) => v.path === path)) prefetchScreen(queryClient, api, path);
    navigate(path);
  };
  const collapsed = !app.sidebarOpened;
  // the flyout is fixed (the scrolling sidebar would clip it) beside its group, wherever the menu is scrolled to
  const placeFlyout = (event: SyntheticEvent<HTMLElement>) =>
    event.currentTarget.style.setProperty('--flyout-top', `${event.currentTarget.getBoundingClientRect().top}px`);
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
    // biome-ignore lint/a11y/useAriaPropsSupportedByRole: aria-modal comes only with role dialog, which lint cannot see
    <nav
      ref={focus}
      className="sidebar-container"
      aria-label={t(`app.area.${session.area}`)}
      role={overlay ? 'dialog' : undefined}
      aria-modal={overlay || undefined}
      tabIndex={overlay ? -1 : undefined}
      onKeyDown={(e) => {
        if (overlay && e.key === 'Escape') app.closeSidebar(false);
      }}
    >
      <div className="sidebar-logo">
        <i className="cubes icon" />
        <span className="sidebar-text">{t(`app.area.${session.area}`)}</span>
      </div>
      <SidebarPages pathname={pathname} follow={follow} menuPaths={menuPaths} />
      <div className="sidebar-menu">
        <a
          href={`#${routes.home.path}`}
          onClick={(e) => follow(e, routes.home.path)}
          className={`menu-item${pathname === routes.home.path ? ' active' : ''}`}
          title={routes.home.meta.title[lang]}
        >
          <i className={`${routes.home.meta.icon} icon`} />
          <span className="sidebar-text menu-text">{routes.home.meta.title[lang]}</span>
        </a>
        {routes.groups.map((group) => {
          const expanded = !collapsed && open.has(group.path);
          return (
            <div key={group.path} className={`menu-group${group.path === activeGroup ? ' has-active' : ''}`} onMouseEnter={collapsed ? placeFlyout : undefined} onFocus={collapsed ? placeFlyout : undefined}>
              <button type="button" className="menu-item group-title" aria-expanded={expanded} onClick={() => toggle(group.path)} title={group.meta.title[lang]}>
                <i className={`${group.meta.icon} icon`} />
                <span className="sidebar-text menu-text">{group.meta.title[lang]}</span>
                <i className={`sidebar-text caret ${expanded ? 'down' : 'right'} icon`} />
              </button>
              {expanded || collapsed ? (
                <div className={`submenu${collapsed ? ' menu-flyout' : ''}`}>
                  {collapsed && <div className="menu-flyout-title">{group.meta.title[lang]}</div>}
                  {group.children.map((route) => (
                    <MenuLink key={route.path} route={route} active={route.path === pathname} follow={follow} />
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
