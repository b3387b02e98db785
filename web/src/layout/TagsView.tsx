/**
 * The tag bar: one tag per visited route. Its context menu refreshes (remounts the view, dropping its kept state),
 * closes, closes the others (the home tag stays) or closes all, and pins the page to the sidebar; closing the active tag goes to the last remaining one, or to /. Dropping a
 * view with unsaved changes asks first; such a tag carries a dot. From the keyboard, the menu key or Shift+F10 on a tag
 * opens its menu on the first item; arrows move, Escape closes it with the focus back on the tag (docs/accessibility.md).
 */
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import { SHELL_PATHS } from '../router/paths.ts';
import { useStores } from '../stores/index.ts';
import { usePins } from '../stores/pins.ts';
import type { VisitedView } from '../stores/tags.ts';
import { useLang } from '../hooks/useLang.ts';
import { Dialog } from '../screens/parts/Dialog.tsx';

interface ContextMenu {
  x: number;
  y: number;
  view: VisitedView;
}

export const TagsView = observer(function TagsView() {
  const { tags } = useStores();
  const pins = usePins();
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<ContextMenu>();

  // with more tags than the bar shows, the active one is scrolled into sight: a screen opened from the menu or a link
  // is never a tag off the bar's edge
  const bar = useRef<HTMLDivElement>(null);
  // the tag of a screen just opened appears a render after its location
  const active = tags.visited.findIndex((v) => v.path === pathname);
  useEffect(() => {
    if (active >= 0) bar.current?.querySelectorAll('.tag-item')[active]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active]);

  // the tag the menu was opened on: Escape gives it the focus back
  const opener = useRef<HTMLElement | null>(null);
  const menuBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!menu) return;
    menuBox.current?.querySelector<HTMLElement>('[role=menuitem]')?.focus();
    const hide = () => setMenu(undefined);
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
  }, [menu]);

  const [pending, setPending] = useState<{ views: VisitedView[]; run(): void }>();
  /** Runs what drops the views of `paths`, after asking when one of them holds unsaved changes. */
  const dropping = (paths: string[], run: () => void) => {
    const views = tags.unsavedAmong(paths);
    if (views.length === 0) run();
    else setPending({ views, run });
  };
  const others = (view: VisitedView) => tags.visited.filter((v) => v.path !== view.path && v.path !== SHELL_PATHS.home).map((v) => v.path);

  const close = (view: VisitedView) =>
    dropping([view.path], () => {
      const next = tags.close(view.path, pathname);
      if (next) navigate(next);
    });
  const actions = {
    refresh: (view: VisitedView) =>
      dropping([view.path], () => {
        tags.refresh(view.path);
        if (view.path !== pathname) navigate(view.fullPath);
      }),
    close,
    closeOthers: (view: VisitedView) =>
      dropping(others(view), () => {
        tags.closeOthers(view.path);
        if (view.path !== pathname) navigate(view.fullPath);
      }),
    closeAll: () =>
      dropping(
        tags.visited.map((v) => v.path),
        () => {
          tags.closeAll();
          navigate('/');
        },
      ),
  };
  const openMenu = (event: MouseEvent, view: VisitedView) => {
    event.preventDefault();
    opener.current = (event.currentTarget as HTMLElement).querySelector('.tag-link');
    setMenu({ x: event.clientX, y: event.clientY, view });
  };
  const openMenuFromKeys = (event: KeyboardEvent<HTMLElement>, view: VisitedView) => {
    if (event.key !== 'ContextMenu' && !(event.shiftKey && event.key === 'F10')) return;
    event.preventDefault();
    opener.current = event.currentTarget;
    const box = event.currentTarget.getBoundingClientRect();
    setMenu({ x: box.left, y: box.bottom, view });
  };
  /** Arrows, Home and End move round the menu's items; Tab leaves it closed. */
  const moveInMenu = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') setMenu(undefined);
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role=menuitem]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: items.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    items[(to + items.length) % items.length]?.focus();
  };

  return (
    <div className="tags-view">
      <div className="tags-scroll" ref={bar}>
        {tags.visited.map((view) => (
          <div
            key={view.path}
            className={`tag-item${view.path === pathname ? ' active' : ''}`}
            onContextMenu={(e) => openMenu(e, view)}
            onAuxClick={(e) => {
              // middle click closes, as in browsers' tab bars
              if (e.button === 1) {
                e.preventDefault();
                close(view);
              }
            }}
          >
            {/* the active view's link is the location itself, not the store's copy of it: a page or filter change then
                re-renders the bar once, with the navigation, not again when the store takes the new query */}
            <Link
              to={view.path === pathname ? `${pathname}${search}` : view.fullPath}
              className="tag-link"
              aria-haspopup="menu"
              onKeyDown={(e) => openMenuFromKeys(e, view)}
            >
              {view.title[lang]}
              {tags.unsaved.has(view.path) && (
                <span className="tag-unsaved" title={t('tags.unsavedMark')}>
                  <span className="visually-hidden">{t('tags.unsavedMark')}</span>
                </span>
              )}
            </Link>
            <button type="button" className="tag-close" title={t('tags.close')} aria-label={t('tags.close')} onClick={() => close(view)}>
              <i className="close icon" />
            </button>
          </div>
        ))}
      </div>
      {menu ? (
        <div
          ref={menuBox}
          className="ui vertical small menu tags-context-menu"
          style={{ left: menu.x, top: menu.y }}
          role="menu"
          aria-label={menu.view.title[lang]}
          onKeyDown={moveInMenu}
        >
          {(['refresh', 'close', 'closeOthers', 'closeAll'] as const).map((action) => (
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
      ) : null}
      {pending && (
        <Dialog size="tiny" onClose={() => setPending(undefined)} className="unsaved-confirm">
          <Dialog.Header>{t('tags.unsavedTitle')}</Dialog.Header>
          <Dialog.Content>
            <p>{t('tags.unsavedMessage', { views: pending.views.map((v) => v.title[lang]).join(lang === 'zh' ? '、' : ', ') })}</p>
          </Dialog.Content>
          <Dialog.Actions>
            <Button content={t('tags.keepEditing')} onClick={() => setPending(undefined)} className="keep-editing" />
            <Button
              negative
              content={t('tags.discard')}
              className="discard-changes"
              onClick={() => {
                for (const v of pending.views) tags.markUnsaved(v.path, false);
                setPending(undefined);
                pending.run();
              }}
            />
          </Dialog.Actions>
        </Dialog>
      )}
    </div>
  );
});
