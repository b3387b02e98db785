import { MenuButton } from '../../components/MenuButton.tsx';

export interface RowActionItem {
  name: string;
  text: string;
  danger?: boolean;
  run(): void;
}

/**
 * A row's actions as one compact group: the first (the row's primary action, its view in most lists) as a button,
 * the rest in a "more" menu (⋯, named 更多操作 / More actions) (the menu button pattern, `components/MenuButton.tsx`: keyboard and screen reader as
 * every menu of the console). The group's width hardly depends on the language or on how many actions the row's
 * state offers, so the actions column held at the table's right edge stays narrow and covers no column
 * (docs/lists.md "Row actions").
 *
 * Called, not mounted, and without hooks into i18n (the caller passes the menu's name): a page of 100 rows renders 100 of
 * these. Only a "more" menu holds state (whether it is open).
 */
export function RowActions({ items, moreLabel }: { items: RowActionItem[]; moreLabel: string }) {
  const [primary, ...rest] = items;
  if (!primary) return null;
  return (
    // data-actions: every action the row offers, the menu's too (whose items exist only while it is open)
    <div className="row-actions" data-actions={items.map((item) => item.name).join(' ')}>
      <button type="button" data-action={primary.name} onClick={primary.run} className={primary.danger ? 'row-action row-primary danger' : 'row-action row-primary'}>
        {primary.text}
      </button>
      {rest.length > 0 && (
        <MenuButton
          className="row-more"
          buttonClassName="row-action row-more-toggle"
          menuClassName="row-more-menu"
          floating
          label={moreLabel}
          trigger={<i aria-hidden="true" className="ellipsis horizontal icon" />}
          items={rest.map((item) => ({ key: item.name, text: item.text, data: { action: item.name }, className: item.danger ? 'danger' : undefined, run: item.run }))}
        />
      )}
    </div>
  );
}

/** Every action as a link, for a place with room for them all (a drawer's foot). */
export function ActionLinks({ items }: { items: RowActionItem[] }) {
  return (
    <div className="row-actions action-links">
      {items.map((item) => (
        <button key={item.name} type="button" data-action={item.name} onClick={item.run} className={item.danger ? 'row-action danger' : 'row-action'}>
          {item.text}
        </button>
      ))}
    </div>
  );
}
