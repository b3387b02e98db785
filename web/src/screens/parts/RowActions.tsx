import { useLayoutEffect, useRef, useState } from 'react';

export interface RowActionItem {
  name: string;
  text: string;
  danger?: boolean;
  run(): void;
}

const VISIBLE = 3;
const link = (danger?: boolean) => ({ border: 0, background: 'none', padding: 0, cursor: 'pointer', color: danger ? '#db2828' : 'var(--theme-strong)' });

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

/**
 * The "more" menu floats over the page (`position: fixed`), placed from its button when it opens: the table sits in a
 * box that scrolls sideways, and such a box clips what overflows it in both directions, so a menu positioned inside it
 * showed only its first item on a list of one or two rows. It opens below its button, or above when the window has
 * no room below, and follows its button when the page or the table scrolls or the window is resized.
 */
function MoreActions({ items, text }: { items: RowActionItem[]; text: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    if (!open || !button.current || !menu.current) return;
    const place = () => {
      if (button.current && menu.current) Object.assign(menu.current.style, menuPlace(button.current.getBoundingClientRect(), menu.current.offsetHeight));
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open]);
  return (
    <div className={`row-more ${open ? 'active' : ''}`} onMouseLeave={() => setOpen(false)}>
      <button ref={button} type="button" aria-expanded={open} onClick={() => setOpen(!open)} className="row-action">
        {text} <i className="dropdown icon" />
      </button>
      {open && (
        <div ref={menu} className="ui vertical menu row-more-menu">
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

/** Where the menu goes in the window: right-aligned with its button, below it when it fits there, else above it. */
function menuPlace(anchor: DOMRect, height: number): Partial<CSSStyleDeclaration> {
  const { clientWidth, clientHeight } = document.documentElement;
  const below = clientHeight - anchor.bottom;
  const up = below < height && anchor.top > below;
  return {
    right: `${clientWidth - anchor.right}px`,
    top: up ? '' : `${anchor.bottom}px`,
    bottom: up ? `${clientHeight - anchor.top}px` : '',
    visibility: 'visible',
  };
}
