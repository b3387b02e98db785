/** Search over the permitted screens by any part of their title in either language; Enter opens the selection. */
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { AppRoute } from '../router/routes.ts';
import { useStores } from '../stores/index.ts';
import { useLang } from './useLang.ts';

const MAX_RESULTS = 12;

export function searchRoutes(routes: readonly AppRoute[], query: string): AppRoute[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  return routes.filter((r) => r.meta.title.zh.toLowerCase().includes(q) || r.meta.title.en.toLowerCase().includes(q));
}

export const RouteSearch = observer(function RouteSearch() {
  const { permission } = useStores();
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const [focused, setFocused] = useState(false);
  const routes = permission.routes;
  const all = useMemo(() => (routes ? [routes.home, ...routes.groups.flatMap((g) => g.children)] : []), [routes]);
  const results = searchRoutes(all, query).slice(0, MAX_RESULTS);

  const open = (route: AppRoute | undefined) => {
    if (!route) return;
    navigate(route.path);
    setQuery('');
    setSelected(0);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') open(results[selected]);
    else if (event.key === 'ArrowDown') setSelected((s) => Math.min(s + 1, results.length - 1));
    else if (event.key === 'ArrowUp') setSelected((s) => Math.max(s - 1, 0));
    else if (event.key === 'Escape') setQuery('');
    else return;
    event.preventDefault();
  };

  return (
    <div className="route-search">
      <div className="ui small icon input">
        <input
          type="search"
          placeholder={t('navbar.search')}
          aria-label={t('navbar.search')}
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setSelected(0);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
        <i className="search icon" />
      </div>
      {focused && query.trim() ? (
        <div className="route-search-results" role="listbox">
          {results.length === 0 ? <div className="route-search-empty">{t('navbar.noMatch')}</div> : null}
          {results.map((route, i) => (
            <div
              key={route.path}
              role="option"
              tabIndex={-1}
              aria-selected={i === selected}
              className={`route-search-item${i === selected ? ' selected' : ''}`}
              // mousedown, not click: the input's blur would remove the list first
              onMouseDown={(e) => {
                e.preventDefault();
                open(route);
              }}
            >
              {route.meta.title[lang]}
              <span className="route-search-path">{route.path}</span>
            </div>
          ))}
        </div>
      ) : null}
    </div>
  );
});
