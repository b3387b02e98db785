/**
 * Picks permission labels from the route catalogue, grouped by menu group: a group opens to its screens, checks as a
 * whole, and shows how many of its labels are picked. A filter finds a screen by title (zh or en), path or label.
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ROUTE_GROUPS } from '../../../../contract/routes.ts';
import { useLang } from '../../hooks/useLang.ts';

interface Props {
  value: readonly string[];
  onChange(labels: string[]): void;
  error?: string;
}

/** Labels are not unique across routes (two instalment zones share one): a group's labels, each once. */
const GROUP_LABELS = new Map(ROUTE_GROUPS.map((g) => [g.path, [...new Set(g.children.map((r) => r.label))]]));

export function LabelPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  const lang = useLang();
  const [filter, setFilter] = useState('');
  const [open, setOpen] = useState<Set<string>>(() => new Set(ROUTE_GROUPS.filter((g) => g.children.some((r) => value.includes(r.label))).map((g) => g.path)));
  const picked = useMemo(() => new Set(value), [value]);
  const needle = filter.trim().toLowerCase();
  const groups = useMemo(
    () =>
      ROUTE_GROUPS.map((g) => ({
        group: g,
        routes: needle
          ? g.children.filter((r) => [r.title.zh, r.title.en, r.path, r.label, g.title[lang]].some((s) => s.toLowerCase().includes(needle)))
          : g.children,
      })).filter((g) => g.routes.length > 0),
    [needle, lang],
  );

  const set = (labels: readonly string[], on: boolean) => {
    const next = new Set(picked);
    for (const l of labels) on ? next.add(l) : next.delete(l);
    onChange([...next]);
  };
  const toggleOpen = (path: string) =>
    setOpen((current) => {
      const next = new Set(current);
      next.has(path) ? next.delete(path) : next.add(path);
      return next;
    });

  return (
    <div className={`field label-picker ${error ? 'error' : ''}`}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 6 }}>
        <div className="ui small icon input" style={{ flex: 1 }}>
          <input id="label-filter" className="label-filter" value={filter} placeholder={t('screens.governance.labels.filter')} onChange={(e) => setFilter(e.target.value)} />
          <i className="search icon" />
        </div>
        <span className="muted picked-count">{t('screens.governance.labels.selected', { count: picked.size })}</span>
      </div>
      {error && <div className="field-error" style={{ color: '#db2828', marginBottom: 6 }}>{error}</div>}
      <div className="label-groups" style={{ maxHeight: 320, overflowY: 'auto', border: '1px solid rgba(34,36,38,.15)', borderRadius: 4, padding: 6 }}>
        {groups.map(({ group, routes }) => {
          const labels = GROUP_LABELS.get(group.path) ?? [];
          const count = labels.filter((l) => picked.has(l)).length;
          const expanded = needle !== '' || open.has(group.path);
          return (
            <div key={group.path} className="label-group" data-group={group.path}>
              <div style={{ display: 'flex', alignItems: 'center', gap: 6, padding: '3px 0' }}>
                <button type="button" className="ui mini basic icon button group-toggle" aria-expanded={expanded} onClick={() => toggleOpen(group.path)}>
                  <i className={`${expanded ? 'minus' : 'plus'} icon`} />
                </button>
                <div className="group-check-field">
                  <input
                    id={`group-${group.path}`}
                    type="checkbox"
                    className="group-check"
                    style={{ marginRight: 6 }}
                    checked={count === labels.length}
                    ref={(el) => {
                      if (el) el.indeterminate = count > 0 && count < labels.length;
                    }}
                    onChange={(e) => set(labels, e.target.checked)}
                  />
                  <label htmlFor={`group-${group.path}`}>
                    <strong>{group.title[lang]}</strong> <span className="muted">({count}/{labels.length})</span>
                  </label>
                </div>
              </div>
              {expanded && (
                <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 4, padding: '2px 0 6px 34px' }}>
                  {routes.map((r) => (
                    <div key={r.path} className="label-option" data-label={r.label}>
                      <input id={`label-${r.path}`} type="checkbox" style={{ marginRight: 6 }} checked={picked.has(r.label)} onChange={(e) => set([r.label], e.target.checked)} />
                      <label htmlFor={`label-${r.path}`}>
                        {r.title[lang]} <code className="muted">{r.label}</code>
                      </label>
                    </div>
                  ))}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}
