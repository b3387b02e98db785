/**
 * A tag's context menu: refresh, close, close the others, close all, and pin the page to the sidebar. It takes the
 * focus on its first item; arrows, Home and End move round it; a click elsewhere, leaving the window or Tab closes it,
 * and Escape closes it with the focus back on the tag it was opened on (docs/accessibility.md).
 */
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../hooks/useLang.ts';
import { SHELL_PATHS } from '../router/paths.ts';
import { usePins } from '../stores/pins.ts';
import type { VisitedView } from '../stores/tags.ts';
import type { TagActions } from './useTagActions.tsx';

export interface ContextMenu {
  x: number;
  y: number;
  view: VisitedView;
}

const ACTIONS = ['refresh', 'close', 'closeOthers', 'closeAll'] as const;

export const TagsContextMenu = observer(function TagsContextMenu({ menu, opener, actions, onHide }: {
  menu: ContextMenu;
  /** The tag the menu was opened on: Escape gives it the focus back. */
  opener: RefObject<HTMLElement | null>;
  actions: TagActions;
  onHide(): void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const pins = usePins();
  const menuBox = useRef<HTMLDivElement>(null);
  // the latest onHide: the listeners are set once per menu opened
  const hideRef = useRef(onHide);
  hideRef.current = onHide;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a menu opened again (on another tag, or elsewhere) takes the focus again
  useEffect(() => {
    menuBox.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const hide = () => hideRef.current();
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      hide();
      opener.current?.focus();
    };
    document.addEventListener('click', hide);
    document.addEventListener('keydown', onEscape);
    window.addEventListener('blur', hide);
    return () => {
      document.removeEventListener('click', hide);
      document.removeEventListener('keydown', onEscape);
      window.removeEventListener('blur', hide);
    };
  }, [menu, opener]);

  /** Arrows, Home and End move round the menu's items; Tab leaves it closed. */
  const moveInMenu = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') onHide();
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role=menuitem]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    items[(to + items.length) % items.length]?.focus();
  };

  return (
    <div
      ref={menuBox}
      className="ui vertical small menu tags-context-menu"
      style={{ left: menu.x, top: menu.y }}
      role="menu"
      aria-label={menu.view.title[lang]}
      onKeyDown={moveInMenu}
    >
      {ACTIONS.map((action) => (
        <button type="button" role="menuitem" tabIndex={-1} key={action} className="item" onClick={() => actions[action](menu.view)}>
          {t(`tags.${action}`)}
        </button>
      ))}
      {menu.view.path !== SHELL_PATHS.home && (
        <button type="button" role="menuitem" tabIndex={-1} className="item tag-pin" onClick={() => pins.toggle(menu.view.path)}>
          {t(pins.isPinned(menu.view.path) ? 'pinnedPages.unpin' : 'pinnedPages.pin')}
        </button>
      )}
    </div>
  );
});
