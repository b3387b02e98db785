/**
 * The tag bar: one tag per visited route, a dot on a tag whose view holds unsaved changes; a middle click or its ×
 * closes it. Its context menu (`TagsContextMenu`) does what `useTagActions` offers and pins the page to the sidebar.
 * From the keyboard, the menu key or Shift+F10 on a tag opens its menu on the first item (docs/accessibility.md).
 */
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useLang } from '../hooks/useLang.ts';
import { useStores } from '../stores/index.ts';
import type { VisitedView } from '../stores/tags.ts';
import { type ContextMenu, TagsContextMenu } from './TagsContextMenu.tsx';
import { UnsavedTagsConfirm, useTagActions } from './useTagActions.tsx';

export const TagsView = observer(function TagsView() {
  const { tags } = useStores();
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname, search } = useLocation();
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
  const { actions, pending, settle } = useTagActions(pathname);

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
                actions.close(view);
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
            <button type="button" className="tag-close" title={t('tags.close')} aria-label={t('tags.close')} onClick={() => actions.close(view)}>
              <i className="close icon" />
            </button>
          </div>
        ))}
      </div>
      {menu && <TagsContextMenu menu={menu} opener={opener} actions={actions} onHide={() => setMenu(undefined)} />}
      {pending && <UnsavedTagsConfirm pending={pending} onClose={settle} />}
    </div>
  );
});
