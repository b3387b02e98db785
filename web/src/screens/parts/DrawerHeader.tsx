/**
 * A designed drawer's header (docs/drawers.md): what the record is (its picture, its name or number), its state as
 * labels, a line of facts, and the actions its work needs first, as buttons.
 */
import type { ReactNode } from 'react';
import type { Lang } from '../../../../contract/i18n.ts';
import type { Row } from '../descriptions/types.ts';
import type { ResolvedColumn } from '../lib/columns.ts';
import { cellContent } from '../cells/content.tsx';
import type { RowActionItem } from './RowActions.tsx';

interface Props {
  identity: string;
  picture?: ResolvedColumn;
  state: readonly ResolvedColumn[];
  facts: readonly ResolvedColumn[];
  actions: readonly RowActionItem[];
  /** Links to the record's own screens, drawn by the cell only where the role may open them. */
  links?: ReactNode;
  row: Row;
  lang: Lang;
}

export function DrawerHeader({ identity, picture, state, facts, actions, links, row, lang }: Props) {
  return (
    <div className="drawer-identity">
      {picture && row[picture.key] ? <div className="drawer-picture">{cellContent(picture, row, lang)}</div> : null}
      <div>
        <h3 className="ui header">{identity}</h3>
        {state.length > 0 && (
          <div className="drawer-state">
            {state.map((s) => (
              <span key={s.key} data-field={s.key} title={s.title[lang]}>
                {cellContent(s, row, lang)}
              </span>
            ))}
          </div>
        )}
        {facts.length > 0 && (
          <dl className="drawer-facts">
            {facts.map((f) => (
              <div key={f.key} data-field={f.key}>
                <dt>{f.title[lang]}</dt>
                <dd>{cellContent(f, row, lang)}</dd>
              </div>
            ))}
          </dl>
        )}
        {actions.length > 0 && (
          <div className="drawer-primary">
            {actions.map((item, i) => (
              <button
                key={item.name}
                type="button"
                data-action={item.name}
                onClick={item.run}
                className={`ui small button${item.danger ? ' basic red' : i === 0 ? ' primary' : ''}`}
              >
                {item.text}
              </button>
            ))}
          </div>
        )}
        {links && <div className="drawer-links">{links}</div>}
      </div>
    </div>
  );
}
