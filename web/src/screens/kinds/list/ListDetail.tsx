/**
 * A record's detail drawer: its facts, the description's sections, its history and its actions; or, when the
 * description designs it (`drawer`, docs/drawers.md), a header with identity, state and primary actions, then the
 * design's sections, the history, and the record's other actions at the foot.
 */
import { useMemo } from 'react';
import type { Lang } from '../../../../../contract/i18n.ts';
import type { DetailSection, DrawerDesign, FactsSection, Row } from '../../descriptions/types.ts';
import { resolveColumns } from '../../lib/columns.ts';
import { DetailDrawer } from '../../parts/DetailDrawer.tsx';
import { DrawerHeader } from '../../parts/DrawerHeader.tsx';
import { HistoryTimeline } from '../../parts/History.tsx';
import { ReviewChecklist } from '../../parts/ReviewChecklist.tsx';
import { ActionLinks } from '../../parts/RowActions.tsx';
import { RowFacts } from '../../parts/RowFacts.tsx';
import { rowActionItemsOf, rowActionsOf } from './rowActions.ts';
import type { ListActions } from './useListActions.ts';
import type { ListController } from './useListController.ts';
import { sectionContent } from '../../cells/content.tsx';

export function ListDetail({ c, a, row }: { c: ListController; a: ListActions; row: Row }) {
  const { desc } = c;
  const close = () => {
    a.showDetail(null);
    c.opened.close();
  };
  return desc.drawer ? <DesignedDetail c={c} a={a} row={row} design={desc.drawer} onClose={close} /> : <FieldsDetail c={c} a={a} row={row} onClose={close} />;
}

/** The drawer of a screen without a design: every field of the resource as a table, then its sections. */
function FieldsDetail({ c, a, row, onClose }: { c: ListController; a: ListActions; row: Row; onClose(): void }) {
  const { lang, def, desc } = c;
  // a field the drawer's own sections show is not repeated among its facts
  const fields = useMemo(() => {
    const omitted = new Set([...(desc.detailOmit ?? []), ...(desc.detail ?? []).flatMap((section) => section.fields ?? [])]);
    return resolveColumns(def, Object.keys(def.fields).filter((key) => !omitted.has(key)));
  }, [def, desc.detailOmit, desc.detail]);
  return (
    <DetailDrawer title={`${def.title[lang]} · ${String(row[desc.rowLabel])}`} row={row} fields={fields} onClose={onClose}>
      {desc.detail?.filter((section) => section.when?.(row) ?? true).map((section) => <Section key={section.title.en} section={section} row={row} lang={lang} />)}
      <History c={c} row={row} />
      <div style={{ marginTop: 16 }}>{rowActionsOf(c, a)(row, true)}</div>
    </DetailDrawer>
  );
}

const isFacts = (section: FactsSection | DetailSection): section is FactsSection => !('cell' in section);

function DesignedDetail({ c, a, row, design, onClose }: { c: ListController; a: ListActions; row: Row; design: DrawerDesign; onClose(): void }) {
  const { t, lang, def } = c;
  const parts = useMemo(
    () => ({
      picture: design.picture ? resolveColumns(def, [design.picture])[0] : undefined,
      state: resolveColumns(def, design.state),
      facts: resolveColumns(def, design.facts ?? []),
      sections: design.sections.map((section) => ({ section, columns: isFacts(section) ? resolveColumns(def, section.fields) : [] })),
    }),
    [def, design],
  );
  // the history is a section of its own here: its row action would open the same entries again
  const items = rowActionItemsOf(c, a)(row, true).filter((item) => item.name !== 'log');
  const primary = items.filter((item) => design.primary.includes(item.name));
  const others = items.filter((item) => !design.primary.includes(item.name));
  const identity = String(row[design.identity] ?? '');
  const header = (
    <DrawerHeader identity={identity} picture={parts.picture} state={parts.state} facts={parts.facts} actions={primary}
      links={design.links && sectionContent({ title: def.title, cell: design.links }, row, lang)}
      row={row}
      lang={lang}
    />
  );
  return (
    <DetailDrawer title={`${def.title[lang]} · ${identity}`} header={header} row={row} fields={[]} onClose={onClose}>
      {design.checklist && (
        <section className="detail-section" data-section="checklist">
          <h4 className="ui dividing header">{t('screens.drawer.checklist')}</h4>
          <ReviewChecklist items={design.checklist} lang={lang} />
        </section>
      )}
      {parts.sections
        .filter(({ section }) => section.when?.(row) ?? true)
        .map(({ section, columns }) =>
          isFacts(section) ? (
            <section key={section.title.en} className="detail-section" data-section={section.title.en}>
              <h4 className="ui dividing header">{section.title[lang]}</h4>
              <RowFacts row={row} fields={columns} lang={lang} className="detail-fields" />
            </section>
          ) : (
            <Section key={section.title.en} section={section} row={row} lang={lang} />
          ),
        )}
      <History c={c} row={row} />
      {others.length > 0 && (
        <div className="drawer-foot">
          {ActionLinks({ items: others })}
        </div>
      )}
    </DetailDrawer>
  );
}

function Section({ section, row, lang }: { section: DetailSection; row: Row; lang: Lang }) {
  return (
    <section className="detail-section" data-section={section.title.en}>
      <h4 className="ui dividing header">{section.title[lang]}</h4>
      {sectionContent(section, row, lang)}
    </section>
  );
}

function History({ c, row }: { c: ListController; row: Row }) {
  const { t, def, endpoints } = c;
  if (!endpoints.history) return null;
  return (
    <section className="detail-section history-section">
      <h4 className="ui dividing header">{t('screens.history.title')}</h4>
      <HistoryTimeline def={def} endpoint={endpoints.history} id={row.id} />
    </section>
  );
}
