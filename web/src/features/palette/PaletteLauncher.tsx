/**
 * The top bar's search box and the Ctrl+K / ⌘K shortcut (docs/palette.md): both open the command palette, whose
 * chunk (with pinyin-pro) loads on first use. The password dialog an action asks for opens from here, since the
 * palette is closed by then; focus goes back to this button when either closes.
 */
import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../../stores/index.ts';
import { addPaletteTexts } from './texts.ts';
import { type EarlyKeys, keepEarlyKeys } from './earlyKeys.ts';

const Palette = lazy(() => import('./Palette.tsx'));
const PasswordDialog = lazy(() => import('../password/PasswordDialog.tsx'));

const MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
const SHORTCUT = MAC ? '⌘K' : 'Ctrl K';

export const PaletteLauncher = observer(function PaletteLauncher() {
  const { permission } = useStores();
  const { t, i18n } = useTranslation();
  addPaletteTexts(i18n);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // the keys typed until the palette's input is there (its chunk may still be loading)
  const early = useRef<EarlyKeys>();
  const show = useCallback(() => {
    early.current?.take();
    early.current = keepEarlyKeys();
    setOpen(true);
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        show();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [show]);

  const close = () => {
    early.current?.take();
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="palette-launcher navbar-button"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        // the name holds the visible text, shortcut included (axe's label-content-name-mismatch); on a phone both hide
        aria-label={`${t('palette.open')} ${SHORTCUT}`}
        onClick={show}
      >
        <i aria-hidden="true" className="search icon" />
        <span className="palette-launcher-text" aria-hidden="true">{t('palette.open')}</span>{' '}
        <span className="palette-shortcut" aria-hidden="true">{SHORTCUT}</span>
      </button>
      {open && permission.routes ? (
        <Suspense fallback={null}>
          <Palette routes={permission.routes} onClose={close} onPassword={() => setPassword(true)} typedBefore={() => early.current?.take() ?? ''} />
        </Suspense>
      ) : null}
      {password ? (
        <Suspense fallback={null}>
          <PasswordDialog onClose={() => setPassword(false)} openedFrom={button} />
        </Suspense>
      ) : null}
    </>
  );
});
