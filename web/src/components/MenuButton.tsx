/**
 * A button that opens a menu of actions: the WAI-ARIA "menu button" pattern (https://www.w3.org/WAI/ARIA/apg/patterns/menu-button/,
 * docs/accessibility.md "Menus"). Semantic UI's Dropdown is a listbox (a form field holding a value), which a screen
 * reader announces as an unnamed input with the wrong children; a navbar menu is actions, so it is a menu.
 *
 * Keys: Enter, Space or ArrowDown open it on the first item, ArrowUp on the last; ArrowUp/ArrowDown (wrapping), Home
 * and End move; Enter or Space runs the item; Escape closes it with the focus back on the button; Tab or a press
 * elsewhere closes it. Semantic's dropdown classes give it the look it had.
 */
import { type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { floatingPlace } from './floatingPlace.ts';

export interface MenuAction {
  key: string;
  text: string;
  icon?: string;
  /** Set for a choice among several (the language): the item is a menuitemradio, checked or not. */
  checked?: boolean;
  className?: string;
  /** data-* attributes tests and styles find the item by. */
  data?: Record<string, string>;
  run(): void;
}

interface Props {
  /** The menu's accessible name, and the button's when its content is only an icon. */
  label: string;
  /** What the button shows. */
  trigger: ReactNode;
  items: MenuAction[];
  className?: string;
  buttonClassName?: string;
  /** The menu opens towards the left (from a button at the right edge). */
  left?: boolean;
  disabled?: boolean;
  /** The button's element, for a dialog opened from the menu to give the focus back to. */
  buttonRef?: RefObject<HTMLButtonElement>;
  /**
   * The menu floats over the page (`position: fixed`, placed from its button) rather than below the button in its
   * box: for a button inside a box that scrolls sideways (a table's row), which would clip the menu.
   */
  floating?: boolean;
  menuClassName?: string;
}

export function MenuButton({ label, trigger, items, className = '', buttonClassName = '', left, disabled, buttonRef, floating, menuClassName = '' }: Props) {
  const [open, setOpen] = useState(false);
  const ownButton = useRef<HTMLButtonElement>(null);
  const button = buttonRef ?? ownButton;
  const root = useRef<HTMLDivElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  // which item takes the focus once the menu shows
  const start = useRef<'first' | 'last'>('first');
  const id = useId();

  const menuItems = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role^=menuitem]') ?? [])];
  const focusAt = (index: number) => {
    const all = menuItems();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAt = (at: 'first' | 'last') => {
    start.current = at;
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role^=menuitem]') ?? [])];
    all.at(start.current === 'first' ? 0 : -1)?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  useLayoutEffect(() => {
    if (!open || !floating) return;
    const place = () => {
      if (button.current && menu.current) Object.assign(menu.current.style, floatingPlace(button.current.getBoundingClientRect(), menu.current.offsetHeight));
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [open, floating, button]);

  const onMenuKey = (event: React.KeyboardEvent) => {
    const index = menuItems().indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusAt(index + 1),
      ArrowUp: () => focusAt(index - 1),
      Home: () => focusAt(0),
      End: () => focusAt(-1),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') setOpen(false);
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    // Escape here is the menu's, not an enclosing dialog's
    event.stopPropagation();
    move();
  };

  return (
    <div ref={root} className={`ui dropdown menu-button ${open ? 'active visible ' : ''}${className}`}>
      <button
        ref={button}
        type="button"
        className={buttonClassName}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        aria-label={label}
        title={label}
        disabled={disabled}
        onClick={() => (open ? close(false) : openAt('first'))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            event.preventDefault();
            openAt(event.key === 'ArrowDown' ? 'first' : 'last');
          }
        }}
      >
        {trigger}
      </button>
      {open && (
        <div ref={menu} id={id} role="menu" aria-label={label} className={`menu transition visible${left ? ' left' : ''}${floating ? ' floating-menu' : ''} ${menuClassName}`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <MenuItem
              key={item.key}
              item={item}
              onRun={() => {
                close(true);
                item.run();
              }}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function MenuItem({ item, onRun }: { item: MenuAction; onRun(): void }) {
  const props = {
    type: 'button' as const,
    tabIndex: -1,
    className: `item${item.checked ? ' active' : ''}${item.className ? ` ${item.className}` : ''}`,
    ...Object.fromEntries(Object.entries(item.data ?? {}).map(([k, v]) => [`data-${k}`, v])),
    onClick: onRun,
  };
  const content = (
    <>
      {item.icon && <i aria-hidden="true" className={`${item.icon} icon`} />}
      {item.text}
    </>
  );
  return item.checked === undefined ? (
    <button role="menuitem" {...props}>
      {content}
    </button>
  ) : (
    <button role="menuitemradio" aria-checked={item.checked} {...props}>
      {content}
    </button>
  );
}
