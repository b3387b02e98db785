/** A record's detail drawer: its facts, the description's sections, its history and its actions. */
import { useMemo } from 'react';
import type { Row } from '../../descriptions/types.ts';
import { resolveColumns } from '../../lib/columns.ts';
import { DetailDrawer } from '../../parts/DetailDrawer.tsx';
import { HistoryTimeline } from '../../parts/History.tsx';
import { rowActionsOf } from './rowActions.ts';
import type { ListActions } from './useListActions.ts';
import type { ListController } from './useListController.ts';
import { sectionContent } from '../../cells/registry.tsx';

export function ListDetail({ c, a, row }: { c: ListController; a: ListActions; row: Row }) {
  const { t, lang, def, desc, endpoints } = c;
  // a field the drawer's own sections show is not repeated among its facts
  const fields = useMemo(() => {
    const omitted = new Set([...(desc.detailOmit ?? []), ...(desc.detail ?? []).flatMap((section) => section.fields ?? [])]);
    return resolveColumns(def, Object.keys(def.fields).filter((key) => !omitted.has(key)));
  }, [def, desc.detailOmit, desc.detail]);
  return (
    <DetailDrawer title={`${def.title[lang]} · ${String(row[desc.rowLabel])}`} row={row} fields={fields} onClose={() => {
      a.showDetail(null);
      c.opened.close();
    }}>
      {desc.detail
        ?.filter((section) => section.when?.(row) ?? true)
        .map((section) => (
          <section key={section.title.en} className="detail-section" data-section={section.title.en}>
            <h4 className="ui dividing header">{section.title[lang]}</h4>
            {sectionContent(section, row, lang)}
          </section>
        ))}
      {endpoints.history && (
        <section className="detail-section history-section">
          <h4 className="ui dividing header">{t('screens.history.title')}</h4>
          <HistoryTimeline def={def} endpoint={endpoints.history} id={row.id} />
        </section>
      )}
      <div style={{ marginTop: 16 }}>{rowActionsOf(c, a)(row, true)}</div>
    </DetailDrawer>
  );
}
