import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { useLang } from '../../hooks/useLang.ts';
import type { Row } from '../descriptions/types.ts';
import type { ResolvedColumn } from '../lib/columns.ts';
import { RowFacts } from './RowFacts.tsx';
import { useDialogFocus } from '../../hooks/useDialogFocus.ts';

/**
 * A record's fields and the screen's own sections in a panel on the right, over the list; Escape closes it. A designed
 * drawer (docs/drawers.md) gives its `header` (identity, state, primary actions), which stays in view as the panel
 * scrolls, and no loose fields.
 */
export function DetailDrawer({ title, header, row, fields, children, onClose }: { title: string; header?: ReactNode; row: Row; fields: ResolvedColumn[]; children?: ReactNode; onClose(): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const focus = useDialogFocus<HTMLElement>();
  return (
    <>
      <div className="drawer-mask" onClick={onClose} aria-hidden style={{ position: 'fixed', inset: 0, background: 'rgba(0,0,0,.3)', zIndex: 1000 }} />
      <aside
        ref={focus}
        tabIndex={-1}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onClose();
        }}
        className="detail-drawer"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        style={{ position: 'fixed', top: 0, right: 0, bottom: 0, width: 'min(720px, 100vw)', background: '#fff', zIndex: 1001, overflowY: 'auto', padding: 20, boxShadow: '-2px 0 8px rgba(0,0,0,.15)' }}
      >
        <div className={`drawer-head${header ? ' drawer-head-designed' : ''}`}>
          {/* first in the tab order (a drawer's Tab round starts at it), drawn at the right */}
          <Button basic icon="close" aria-label={t('screens.dialog.close')} onClick={onClose} className="drawer-close" style={{ order: 2 }} />
          {header ?? <h3 className="ui header" style={{ margin: 0 }}>{title}</h3>}
        </div>
        {fields.length > 0 && <RowFacts row={row} fields={fields} lang={lang} className="detail-fields" />}
        {children}
      </aside>
    </>
  );
}
