/**
 * The tag bar: one tag per visited route. Its context menu refreshes (remounts the view, dropping its kept state),
 * closes, closes the others or closes all; closing the active tag goes to the last remaining one, or to /.
 */
import { observer } from 'mobx-react-lite';
import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useStores } from '../stores/index.ts';
import type { VisitedView } from '../stores/tags.ts';
import { useLang } from './useLang.ts';

interface ContextMenu {
  x: number;
  y: number;
  view: VisitedView;
}

export const TagsView = observer(function TagsView() {
  const { tags } = useStores();
  const { t } = useTranslation();
  const lang = useLang();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [menu, setMenu] = useState<ContextMenu>();

  useEffect(() => {
    if (!menu) return;
    const hide = () => setMenu(undefined);
    document.addEventListener('click', hide);
    window.addEventListener('blur', hide);
    return () => {
      document.removeEventListener('click', hide);
      window.removeEventListener('blur', hide);
    };
  }, [menu]);

  const close = (view: VisitedView) => {
    const next = tags.close(view.path, pathname);
    if (next) navigate(next);
  };
  const actions = {
    refresh: (view: VisitedView) => {
      tags.refresh(view.path);
      if (view.path !== pathname) navigate(view.fullPath);
    },
    close,
    closeOthers: (view: VisitedView) => {
      tags.closeOthers(view.path);
      if (view.path !== pathname) navigate(view.fullPath);
    },
    closeAll: () => {
      tags.closeAll();
      navigate('/');
    },
  };
  const openMenu = (event: MouseEvent, view: VisitedView) => {
    event.preventDefault();
    setMenu({ x: event.clientX, y: event.clientY, view });
  };

  return (
    <div className="tags-view">
      <div className="tags-scroll">
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
            <Link to={view.fullPath} className="tag-link">
              {view.title[lang]}
            </Link>
            <button type="button" className="tag-close" title={t('tags.close')} aria-label={t('tags.close')} onClick={() => close(view)}>
              <i className="close icon" />
            </button>
          </div>
        ))}
      </div>
      {menu ? (
        <div className="ui vertical small menu tags-context-menu" style={{ left: menu.x, top: menu.y }} role="menu">
          {(['refresh', 'close', 'closeOthers', 'closeAll'] as const).map((action) => (
            <button type="button" role="menuitem" key={action} className="item" onClick={() => actions[action](menu.view)}>
              {t(`tags.${action}`)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
});
