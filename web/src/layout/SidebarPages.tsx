/**
 * The sidebar's first sections: the operator's pinned pages, then the last visited ones (docs/views.md "Pinned and
 * recent pages"), both kept by the upstream per account. A visit to a page of the menu is noted here.
 */
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routeByPath } from '../router/routes.ts';
import { usePins } from '../stores/pins.ts';
import { type Follow, MenuLink } from './MenuLink.tsx';

export function SidebarPages({ pathname, follow, menuPaths }: { pathname: string; follow: Follow; menuPaths: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const pins = usePins();
  const { loaded, visit } = pins;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a visit is noted once per page shown, when the pages are known
  useEffect(() => {
    if (loaded && menuPaths.has(pathname)) visit(pathname);
  }, [pathname, loaded]);
  // only pages the role's menu offers (a pin of a page since taken away is not a dead link)
  const pinned = pins.pins.filter((p) => menuPaths.has(p));
  const recent = pins.recent.filter((p) => menuPaths.has(p) && !pins.isPinned(p)).slice(0, 5);
  const section = (kind: 'pinned' | 'recent', paths: string[]) =>
    paths.length > 0 && (
      <section className={`sidebar-pages sidebar-${kind}`} aria-label={t(`pinnedPages.${kind}`)}>
        <div className="sidebar-pages-title">{t(`pinnedPages.${kind}`)}</div>
        {paths.map((path) => {
          const route = routeByPath(path);
          return route ? <MenuLink key={path} route={route} active={path === pathname} follow={follow} /> : null;
        })}
      </section>
    );
  return (
    <>
      {section('pinned', pinned)}
      {section('recent', recent)}
    </>
  );
}
