/** Home, then the group and the screen of the current route. */
import { observer } from 'mobx-react-lite';
import { Link, useLocation } from 'react-router-dom';
import { HOME_ROUTE, groupOf, routeByPath } from '../router/routes.ts';
import { useLang } from '../hooks/useLang.ts';

export const Breadcrumb = observer(function Breadcrumb() {
  const { pathname } = useLocation();
  const lang = useLang();
  const route = routeByPath(pathname);
  const group = groupOf(pathname);
  const atHome = pathname === HOME_ROUTE.path;
  return (
    <nav className="ui breadcrumb app-breadcrumb" aria-label="breadcrumb">
      {atHome ? (
        <span className="active section">{HOME_ROUTE.meta.title[lang]}</span>
      ) : (
        <Link className="section" to={HOME_ROUTE.path}>
          {HOME_ROUTE.meta.title[lang]}
        </Link>
      )}
      {group ? (
        <>
          <i className="right angle icon divider" />
          <span className="section">{group.meta.title[lang]}</span>
        </>
      ) : null}
      {route && !atHome ? (
        <>
          <i className="right angle icon divider" />
          <span className="active section">{route.meta.title[lang]}</span>
        </>
      ) : null}
    </nav>
  );
});
