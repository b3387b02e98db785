/**
 * Which columns show, in which order, and which stay at the left edge; remembered per user and screen by the caller
 * (`lib/tableLayout.ts`). At least one column stays shown. Widths are dragged on the columns' edges (DataTable.tsx).
 */
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'semantic-ui-react';
import { useLang } from '../../hooks/useLang.ts';
import type { ResolvedColumn } from '../lib/columns.ts';
import { defaultLayout, isShown, moveColumn, orderedColumns, type TableLayout } from '../lib/tableLayout.ts';

export function ColumnChooser({ columns, layout, onChange }: { columns: ResolvedColumn[]; layout: TableLayout; onChange(layout: TableLayout): void }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [open, setOpen] = useState(false);
  const chooser = useRef<HTMLDivElement>(null);
  const ordered = orderedColumns(columns, layout);
  const show = (key: string, on: boolean) => {
    const visibility = { ...layout.visibility, [key]: on };
    if (columns.some((c) => visibility[c.key] ?? !c.optional)) onChange({ ...layout, visibility });
  };
  const pin = (key: string, on: boolean) => {
    const left = layout.pinning.left.filter((k) => k !== key);
    onChange({ ...layout, pinning: { left: on ? [...left, key] : left } });
  };
  return (
    <div className="column-chooser" ref={chooser} style={{ position: 'relative' }}>
      <Button basic icon="columns" content={t('screens.list.columns')} aria-expanded={open} onClick={() => setOpen(!open)} className="column-chooser-button" />
      {open && (
        <div
          className="ui segment column-chooser-menu"
          style={{ position: 'absolute', right: 0, zIndex: 20, minWidth: 240, maxHeight: 360, overflowY: 'auto', marginTop: 4 }}
          onMouseLeave={() => setOpen(false)}
          onKeyDown={(e) => {
            // Escape closes it from the keyboard, back on its button, as leaving it with the mouse does
            if (e.key !== 'Escape') return;
            setOpen(false);
            chooser.current?.querySelector<HTMLButtonElement>('.column-chooser-button')?.focus();
          }}
        >
          {ordered.map((c, i) => {
            const title = c.title[lang];
            const pinned = layout.pinning.left.includes(c.key);
            return (
              <div key={c.key} data-column={c.key} className="column-choice" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
                <label style={{ flex: 1, padding: '4px 0', cursor: 'pointer' }}>
                  <input type="checkbox" checked={isShown(layout, c)} onChange={(e) => show(c.key, e.target.checked)} /> {title}
                </label>
                <Button basic compact size="mini" icon="arrow up" disabled={i === 0} aria-label={t('screens.list.columnEarlier', { column: title })} onClick={() => onChange(moveColumn(columns, layout, c.key, -1))} />
                <Button basic compact size="mini" icon="arrow down" disabled={i === ordered.length - 1} aria-label={t('screens.list.columnLater', { column: title })} onClick={() => onChange(moveColumn(columns, layout, c.key, 1))} />
                <Button basic compact size="mini" icon="pin" toggle active={pinned} aria-pressed={pinned} aria-label={t('screens.list.columnPin', { column: title })} onClick={() => pin(c.key, !pinned)} />
              </div>
            );
          })}
          <Button basic fluid size="mini" content={t('screens.list.columnsReset')} onClick={() => onChange({ ...defaultLayout(columns), ...(layout.density && { density: layout.density }) })} className="columns-reset" style={{ marginTop: 8 }} />
        </div>
      )}
    </div>
  );
}
