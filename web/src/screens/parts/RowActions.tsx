import { useState } from 'react';

export interface RowActionItem {
  name: string;
  text: string;
  danger?: boolean;
  run(): void;
}

const VISIBLE = 3;
const link = (danger?: boolean) => ({ border: 0, background: 'none', padding: 0, cursor: 'pointer', color: danger ? '#db2828' : '#1890ff' });

/**
 * Up to three actions as links, the rest under "more". Called, not mounted, and without hooks into i18n (the caller
 * passes the "more" text): a page of 100 rows renders 100 of these. Only a "more" menu holds state (whether it is
 * open), so only rows with one mount a component.
 */
export function RowActions({ items, moreText }: { items: RowActionItem[]; moreText: string }) {
  const shown = items.length <= VISIBLE ? items : items.slice(0, VISIBLE - 1);
  return (
    <div className="row-actions">
      {shown.map((item) => (
        <button key={item.name} type="button" data-action={item.name} onClick={item.run} className={item.danger ? 'row-action danger' : 'row-action'}>
          {item.text}
        </button>
      ))}
      {items.length > VISIBLE && <MoreActions items={items.slice(VISIBLE - 1)} text={moreText} />}
    </div>
  );
}

function MoreActions({ items, text }: { items: RowActionItem[]; text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <div className={`row-more ${open ? 'active' : ''}`} onMouseLeave={() => setOpen(false)}>
      <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="row-action">
        {text} <i className="dropdown icon" />
      </button>
      {open && (
        <div className="ui vertical menu row-more-menu" style={{ position: 'absolute', right: 0, zIndex: 30, minWidth: 120, margin: 0 }}>
          {items.map((item) => (
            <button
              key={item.name}
              type="button"
              className="item"
              data-action={item.name}
              style={{ ...link(item.danger), width: '100%', textAlign: 'left', padding: '8px 12px' }}
              onClick={(event) => {
                setOpen(false);
                // the menu and this item go away: the dialog the action opens gives the focus back to "more"
                event.currentTarget.closest('.row-more')?.querySelector<HTMLElement>('.row-action')?.focus();
                item.run();
              }}
            >
              {item.text}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
