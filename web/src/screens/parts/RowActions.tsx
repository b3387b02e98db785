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
 * Up to three actions as links, the rest under "more". Plain elements without hooks into i18n (the caller passes the
 * "more" text), and the menu exists only while open: a page of 100 rows renders 100 of these.
 */
export function RowActions({ items, moreText }: { items: RowActionItem[]; moreText: string }) {
  const [open, setOpen] = useState(false);
  const shown = items.length <= VISIBLE ? items : items.slice(0, VISIBLE - 1);
  const more = items.length <= VISIBLE ? [] : items.slice(VISIBLE - 1);
  return (
    <div className="row-actions">
      {shown.map((item) => (
        <button key={item.name} type="button" data-action={item.name} onClick={item.run} className={item.danger ? 'row-action danger' : 'row-action'}>
          {item.text}
        </button>
      ))}
      {more.length > 0 && (
        <div className={`row-more ${open ? 'active' : ''}`} onMouseLeave={() => setOpen(false)}>
          <button type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="row-action">
            {moreText} <i className="dropdown icon" />
          </button>
          {open && (
            <div className="ui vertical menu row-more-menu" style={{ position: 'absolute', right: 0, zIndex: 30, minWidth: 120, margin: 0 }}>
              {more.map((item) => (
                <button
                  key={item.name}
                  type="button"
                  className="item"
                  data-action={item.name}
                  style={{ ...link(item.danger), width: '100%', textAlign: 'left', padding: '8px 12px' }}
                  onClick={() => {
                    setOpen(false);
                    item.run();
                  }}
                >
                  {item.text}
                </button>
              ))}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
