/**
 * One page in the sidebar: its link (with its live to-do count, features/inbox/MenuCount.tsx) and the button that pins
 * it (docs/views.md "Pinned and recent pages"). The button shows on hover; from the keyboard it is a stop only on the
 * page shown (the tag bar's menu pins any open page), so the menu's dozens of links do not become twice as many Tab
 * stops.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuCount } from '../features/inbox/MenuCount.tsx';
import { TODO_ROUTES } from '../features/inbox/useTodoCounts.ts';
import type { AppRoute } from '../router/routes.ts';
import { usePins } from '../stores/pins.ts';
import { useLang } from '../hooks/useLang.ts';

export type Follow = (event: MouseEvent<HTMLAnchorElement>, path: string) => void;

export function MenuLink({ route, active, follow }: { route: AppRoute; active: boolean; follow: Follow }) {
  const { t } = useTranslation();
  const lang = useLang();
  const pins = usePins();
  const title = route.meta.title[lang];
  const pinned = pins.isPinned(route.path);
  return (
    <div className={`menu-row${pinned ? ' pinned' : ''}`}>
      <a href={`#${route.path}`} onClick={(e) => follow(e, route.path)} className={`menu-item${active ? ' active' : ''}`} title={title}>
        <span className="menu-text">{title}</span>
        {TODO_ROUTES.has(route.path) && <MenuCount path={route.path} />}
      </a>
      <button
        type="button"
        className="pin-button"
        tabIndex={active ? 0 : -1}
        aria-pressed={pinned}
        aria-label={t(pinned ? 'pinnedPages.unpinTitle' : 'pinnedPages.pinTitle', { title })}
        title={t(pinned ? 'pinnedPages.unpin' : 'pinnedPages.pin')}
        onClick={() => pins.toggle(route.path)}
      >
        <i className={`thumbtack icon${pinned ? '' : ' disabled'}`} />
      </button>
    </div>
  );
}
