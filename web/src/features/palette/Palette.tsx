/**
 * The command palette (docs/palette.md): one box over the pages the role may open, the records the upstream finds
 * and the actions of the shell and of the screen shown. A combobox driving a listbox: arrows choose, Enter opens,
 * Escape closes; the count is announced as results arrive. Loaded on first use, with pinyin-pro.
 */
import { observer } from 'mobx-react-lite';
import { type KeyboardEvent, useEffect, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLang } from '../../hooks/useLang.ts';
import { useStores } from '../../stores/index.ts';
import { useCreateActions } from './createActions.ts';
import { LISTBOX_ID, optionId, PaletteList } from './PaletteList.tsx';
import * as styles from './paletteStyles.ts';
import { addQuery, addRecent } from './recents.ts';
import { screenActionsOf } from '../../hooks/useScreenActions.ts';
import { useShellActions } from './shellActions.ts';
import { type PaletteItem, usePaletteItems } from './usePaletteItems.ts';

import type { PermittedRoutes } from '../../router/filter.ts';

interface PaletteProps {
  routes: PermittedRoutes;
  onClose(): void;
  onPassword(): void;
  /** The keys typed since the palette was asked for, before its input was there. */
  typedBefore(): string;
}

export default observer(function Palette({ routes, onClose, onPassword, typedBefore }: PaletteProps) {
  const { session } = useStores();
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const owner = `${session.area}.${session.user?.account ?? ''}`;
  const actions = [...screenActionsOf(pathname), ...useCreateActions(routes, pathname, navigate), ...useShellActions(onPassword, routes.paths.has(pathname) ? pathname : undefined)];
  const { items, pending, error } = usePaletteItems(query, routes, actions, owner, lang);
  const current = items[Math.min(active, items.length - 1)];
  // a layout effect: it runs right after the input is focused, before any further key can be dispatched
  useLayoutEffect(() => {
    const typed = typedBefore();
    if (typed) setQuery((q) => typed + q);
  }, [typedBefore]);
  // a new answer may be shorter: the active option stays within the list
  useEffect(() => setActive((a) => Math.min(a, Math.max(items.length - 1, 0))), [items.length]);

  const pick = (item: PaletteItem | undefined) => {
    if (!item) return;
    if (item.query !== undefined) {
      setQuery(item.query);
      setActive(0);
      return;
    }
    addQuery(owner, query);
    onClose();
    if (item.target) {
      if (item.titles) addRecent(owner, { target: item.target, title: item.titles, detail: item.detail });
      navigate(item.target);
    } else item.run?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = items.length;
    if (event.key === 'ArrowDown' && n) setActive((a) => (a + 1) % n);
    else if (event.key === 'ArrowUp' && n) setActive((a) => (a - 1 + n) % n);
    else if (event.key === 'Enter') pick(current);
    else if (event.key === 'Escape') onClose();
    // the input is the dialog's one stop: Tab does not leave a modal dialog
    else if (event.key !== 'Tab') return;
    event.preventDefault();
    event.stopPropagation();
  };
  const status = error ? t('palette.searchFailed', { message: error }) : pending ? t('palette.searching') : items.length ? t('palette.results', { count: items.length }) : query.trim() ? t('palette.noMatch') : '';

  return (
    <div className="palette-backdrop" style={styles.backdrop} onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="palette" style={styles.dialog} role="dialog" aria-modal="true" aria-labelledby="palette-title">
        <h2 id="palette-title" className="visually-hidden">{t('palette.title')}</h2>
        <div className="ui fluid icon input palette-input">
          <input
            // biome-ignore lint/a11y/noAutofocus: the palette is opened to type in it
            autoFocus
            type="text"
            role="combobox"
            aria-expanded={items.length > 0}
            aria-controls={LISTBOX_ID}
            aria-autocomplete="list"
            aria-activedescendant={current ? optionId(current) : undefined}
            aria-label={t('palette.placeholder')}
            aria-describedby="palette-help"
            placeholder={t('palette.placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onKeyDown}
          />
          <i aria-hidden="true" className="search icon" />
        </div>
        <PaletteList items={items} active={active} label={t('palette.title')} onPick={pick} onHover={setActive} />
        <div className="palette-footer" style={styles.footer}>
          <span id="palette-help">{t('palette.help')}</span>
          <span role="status" className="palette-status">{status}</span>
        </div>
      </div>
    </div>
  );
});

