/** The palette's listbox: its options in their groups, the active one marked for the combobox that drives it. */
import * as styles from './paletteStyles.ts';
import type { PaletteItem } from './usePaletteItems.ts';

export const LISTBOX_ID = 'palette-listbox';
export const optionId = (item: PaletteItem) => `palette-option-${item.id}`;

export function PaletteList({ items, active, label, onPick, onHover }: {
  items: readonly PaletteItem[];
  active: number;
  label: string;
  onPick(item: PaletteItem): void;
  onHover(index: number): void;
}) {
  const groups: { title: string; entries: { item: PaletteItem; index: number }[] }[] = [];
  items.forEach((item, index) => {
    const last = groups.at(-1);
    if (last?.title === item.group) last.entries.push({ item, index });
    else groups.push({ title: item.group, entries: [{ item, index }] });
  });
  return (
    <div role="listbox" id={LISTBOX_ID} aria-label={label} className="palette-list" style={styles.list}>
      {groups.map((group, g) => (
        // biome-ignore lint/a11y/useSemanticElements: a group of a listbox's options has no HTML element (a fieldset groups form fields)
        <div role="group" key={group.title} aria-labelledby={`palette-group-${g}`} className="palette-group">
          <div role="presentation" id={`palette-group-${g}`} className="palette-group-title" style={styles.groupTitle}>
            {group.title}
          </div>
          {group.entries.map(({ item, index }) => (
            <div
              key={item.id}
              id={optionId(item)}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              data-kind={item.kind}
              className={`palette-option${index === active ? ' active' : ''}`}
              style={index === active ? styles.activeOption : styles.option}
              // mousedown, not click: the input keeps the focus, as it does for the keyboard
              onMouseDown={(event) => {
                event.preventDefault();
                onPick(item);
              }}
              onMouseMove={() => index !== active && onHover(index)}
            >
              <span className="palette-option-title">{item.title}</span>
              {item.detail ? <span className="palette-option-detail" style={styles.detail}>{item.detail}</span> : null}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
