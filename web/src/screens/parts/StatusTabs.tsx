import { useTranslation } from 'react-i18next';
import type { TabDef } from '../../../../contract/resource.ts';
import { useLang } from '../../hooks/useLang.ts';

/** "All" and the status tabs, each with its row count under the current filters. */
export function StatusTabs({ tabs, active, counts, total, onSelect }: {
  tabs: readonly TabDef[];
  active: string;
  counts?: Record<string, number>;
  /**
   * Rows under the filters without a tab, the "all" count, whatever tab is shown: the list answer's `counts.all`, or,
   * from an upstream that does not send it, the total while "all" is shown (`allCountOf`).
   */
  total?: number;
  onSelect(key: string): void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const items = [{ key: '', title: t('screens.list.all'), count: total }, ...tabs.map((tab) => ({ key: tab.key, title: tab.title[lang], count: counts?.[tab.key] }))];
  return (
    <div className="ui secondary pointing menu status-tabs" role="tablist">
      {items.map((item) => (
        <button
          key={item.key || 'all'}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          data-tab={item.key || 'all'}
          className={`item ${item.key === active ? 'active' : ''}`}
          onClick={() => onSelect(item.key)}
          style={{ background: 'none', cursor: 'pointer' }}
        >
          {item.title}
          {item.count !== undefined && <span className="ui mini circular label">{item.count}</span>}
        </button>
      ))}
    </div>
  );
}
