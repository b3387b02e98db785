/** Cell renderers of the governance screens: a role's check, an account's label count and the screens its labels open. */
import { BUSINESS_ROUTES } from '../../../../contract/routes.ts';
import type { CellRenderers } from '../../screens/cells/types.ts';
import { isStaff, WHOLE_SET } from './rules.ts';

export const governanceCells = {
  // a check where the role (the column) holds the label
  roleCheck: (row, _lang, { key }) => (row[key] ? <i className="green check icon" role="img" aria-label="✓" /> : <span className="muted">-</span>),
  labelsCount: (row, lang) => (isStaff(row) ? String(row.labels_count) : <span className="muted">{WHOLE_SET[lang]}</span>),
  // the screens an account's labels open, in menu order
  accountScreens: (row, lang) => {
    if (!isStaff(row)) return <p className="muted">{WHOLE_SET[lang]}</p>;
    const labels = new Set(row.permission as string[]);
    return (
      <div className="ui list account-screens">
        {BUSINESS_ROUTES.filter((r) => labels.has(r.label)).map((r) => (
          <div key={r.path} className="item">{`${r.title[lang]} (${r.path})`}</div>
        ))}
      </div>
    );
  },
} satisfies CellRenderers;
