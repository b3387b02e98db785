/**
 * The list kind (and, with approve/reject rows, the audit kind): a description of the screen plus the contract's
 * resource give the filter card, status tabs, toolbar, table, pagination, drawer, forms and dialogs. The view's state
 * lives in the URL query.
 */
import { type ReactNode, useMemo, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from 'semantic-ui-react';
import type { z } from 'zod';
import type { Endpoint } from '../../../../contract/endpoint.ts';
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../../contract/index.ts';
import { allCountOf, type ListData } from '../../../../contract/list.ts';
import type { ActionDef, BatchResult } from '../../../../contract/index.ts';
import type { TabDef } from '../../../../contract/resource.ts';
import { conflictOf } from '../../../../contract/version.ts';
import { failureText, isOk } from '../../lib/api.ts';
import { showRequestError } from '../../lib/requestErrorToast.ts';
import { useLang } from '../../layout/useLang.ts';
import type { AppRoute } from '../../router/routes.ts';
import { useStores } from '../../stores/index.ts';
import type { ListDescription, Row } from '../descriptions/types.ts';
import { actLabels, allowed, offers, writeLabels } from '../lib/actions.ts';
import { summarizeBatch } from '../lib/batch.ts';
import { columnsStorageKey, resolveColumns, visibleKeys } from '../lib/columns.ts';
import {
  filterCardValues,
  type ListState,
  nextSort,
  paramsOf,
  readListState,
  searchState,
  tabFieldOf,
  tabState,
  upstreamQuery,
  writeListState,
} from '../lib/listQuery.ts';
import { filterOptionSource, formFields, ID_FILTER_OPTIONS, LOOKUP_LABELS } from '../lib/options.ts';
import { clampPage } from '../lib/pagination.ts';
import { prefs } from '../lib/storage.ts';
import { ColumnChooser, DataTable } from '../parts/DataTable.tsx';
import { DetailDrawer } from '../parts/DetailDrawer.tsx';
import { BatchResultDialog, ConfirmDialog, ReasonDialog } from '../parts/Dialogs.tsx';
import { ExportButton, exportChoices } from '../parts/ExportButton.tsx';
import { FilterCard } from '../parts/FilterCard.tsx';
import { FormModal } from '../parts/FormModal.tsx';
import { HistoryDialog, HistoryTimeline } from '../parts/History.tsx';
import { Pagination } from '../parts/Pagination.tsx';
import { RowActions, type RowActionItem } from '../parts/RowActions.tsx';
import { RowBatchDialog } from '../parts/RowBatchDialog.tsx';
import { StatusTabs } from '../parts/StatusTabs.tsx';
import { type ListDialog, type ListEnv, openBulkAction, openRowAction, type Sent } from './actionRunner.ts';
import { useList } from './useList.ts';

/** A screen without tabs gets this one empty list: a new one per render would re-read the URL state every render. */
const NO_TABS: readonly TabDef[] = [];
const NONE: ReadonlySet<number> = new Set();

/** `embedded`: shown as a part of another screen (a page's applications under its text), without a title of its own. */
export function ListScreen({ route, desc, embedded = false }: { route: AppRoute; desc: ListDescription; embedded?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { api, permission, session } = useStores();
  const actor = { account: session.user?.account ?? '' };
  const def = RESOURCES[desc.resource];
  const endpoints = RESOURCE_ENDPOINTS[desc.resource];
  const title = route.meta.title[lang];

  const tabs = desc.tabs ?? def.tabs ?? NO_TABS;
  const filters = useMemo(
    () =>
      def.filters.filter((f) => {
        const names = paramsOf(f);
        const name = f.kind === 'keyword' ? f.param : f.field;
        if (desc.fixed && names.some((n) => n in (desc.fixed ?? {}))) return false;
        return desc.filters ? desc.filters.includes(name) : true;
      }),
    [def, desc],
  );
  const filterOptions = useMemo(
    () =>
      Object.fromEntries(
        filters
          .map((f) => (f.kind === 'exact' ? [f.field, filterOptionSource(def, f)] : []))
          .filter((e) => e.length > 0),
      ),
    [filters, def],
  );
  // an id filter is only useful with its lookup: a role that cannot read merchants gets no merchant filter
  const shownFilters = useMemo(
    () => filters.filter((f) => f.kind !== 'exact' || !(f.field in ID_FILTER_OPTIONS) || permission.canAny(LOOKUP_LABELS[ID_FILTER_OPTIONS[f.field]])),
    [filters, permission],
  );

  // the field the tabs split on, when the filter card has a select on it: that select and the tabs are one state
  const tabField = useMemo(() => tabFieldOf(filters, tabs), [filters, tabs]);
  const linked = tabField && shownFilters.some((f) => f.kind === 'exact' && f.field === tabField) ? tabField : undefined;

  const [search, setSearch] = useSearchParams();
  const stateOf = (search: URLSearchParams) => readListState(search, filters, tabs, desc.defaultTab);
  // biome-ignore lint/correctness/useExhaustiveDependencies: stateOf reads only the listed values
  const state = useMemo(() => stateOf(search), [search, filters, tabs, desc.defaultTab]);
  const queryOf = (state: ListState) => upstreamQuery(state, { fixed: desc.fixed, tabs, defaultSort: def.defaultSort });
  const query = queryOf(state);
  const cardValues = useMemo(() => filterCardValues(state, tabs, tabField), [state, tabs, tabField]);
  const list = useList(endpoints.list, query, t('screens.list.loadFailed'));
  /** Shows another page, filter, tab or sort; `replace` when the current entry was wrong (Back must not return to it). */
  const go = (next: Partial<ListState>, { replace = false } = {}) => {
    const nextSearch = writeListState({ ...state, ...next }, desc.defaultTab);
    // The request leaves now, not in the render the navigation causes, after the layout around the screen rendered:
    // the upstream answers meanwhile. The state is read back from the new query as that render will read it.
    if (nextSearch.toString() !== search.toString()) list.prefetch(queryOf(stateOf(nextSearch)));
    setSearch(nextSearch, { replace });
  };
  const rows = list.data?.list;

  const columns = useMemo(() => resolveColumns(def, desc.columns), [def, desc]);
  const storageKey = columnsStorageKey(route.path);
  const [shown, setShown] = useState(() => visibleKeys(columns, prefs.get(storageKey)));
  const shownColumns = useMemo(() => columns.filter((c) => shown.includes(c.key)), [columns, shown]);
  // a field the drawer's own sections show is not repeated among its facts
  const detailFields = useMemo(() => {
    const omitted = new Set([...(desc.detailOmit ?? []), ...(desc.detail ?? []).flatMap((section) => section.fields ?? [])]);
    return resolveColumns(def, Object.keys(def.fields).filter((key) => !omitted.has(key)));
  }, [def, desc.detailOmit, desc.detail]);

  // what the role may not do is not offered (a merchant follows its activity registrations without deciding them)
  const may = (action: ActionDef | undefined) => action !== undefined && permission.canAny(actLabels(def, action));
  const mayWrite = permission.canAny(writeLabels(def));

  // A selection belongs to the rows it was made on: another page, filter, tab or sort, or a reload the row left, drops
  // it, so a batch action never runs on rows the operator no longer sees.
  const queryKey = JSON.stringify(query);
  const [selection, setSelection] = useState<{ key: string; ids: ReadonlySet<number> }>({ key: queryKey, ids: NONE });
  // dropped, not set aside: Back to those rows does not bring it back
  if (selection.key !== queryKey) setSelection({ key: queryKey, ids: NONE });
  const selected = useMemo(
    () => (selection.key === queryKey && rows ? new Set(rows.filter((r) => selection.ids.has(r.id)).map((r) => r.id)) : NONE),
    [selection, queryKey, rows],
  );
  const setSelected = (ids: ReadonlySet<number>) => setSelection({ key: queryKey, ids });
  const select = (ids: readonly number[], on: boolean) =>
    setSelection((current) => {
      const next = new Set(current.key === queryKey ? current.ids : NONE);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return { key: queryKey, ids: next };
    });
  // The detail drawer stays open under a dialog opened from it (edit, an action, its confirmation): closing that dialog
  // goes back to the drawer, on the button that opened the dialog, as the operator left it. A drawer replaced by the
  // dialog would leave the focus nowhere to go back to when the dialog closes.
  const [detail, setDetail] = useState<Row | null>(null);
  const [dialog, setDialog] = useState<ListDialog | null>(null);
  /** Closes the dialog in front, and only it: the drawer it was opened from stays. */
  const close = () => setDialog(null);
  const labelOf = (id: string | number) => {
    const row = rows?.find((r) => r.id === Number(id));
    return row ? `${String(row[desc.rowLabel])} (${row.id})` : String(id);
  };

  // a delete or a filter can leave the page past the last one
  if (list.data && list.data.total > 0 && rows?.length === 0 && state.page > 1) {
    const page = clampPage(state.page, list.data.total, state.limit);
    if (page !== state.page) queueMicrotask(() => go({ page }, { replace: true }));
  }

  /**
   * Calls the upstream. A failure has been shown when this returns (status 1 by the request client's toast, a network
   * error by one here) and, unless the session ended, the list reloads: an action refused is most often a record
   * another operator changed meanwhile, and its row should show what it is now. A form's refusal (`refresh: false`)
   * leaves the list as it is.
   */
  const send = async (endpoint: Endpoint, params: Record<string, string | number>, body?: unknown, { refresh = true } = {}): Promise<Sent> => {
    const answer = await api(endpoint, { params, body: body });
    if (isOk(answer)) return { ok: true, data: answer.data };
    if (typeof answer === 'string') showRequestError(answer);
    if (answer !== undefined && refresh) list.reload();
    return { ok: false, error: failureText(answer) ?? t('screens.list.actionFailed'), conflict: conflictOf(answer) };
  };
  const done = (message: string) => {
    toast.success(message, { className: 'console-toast success' });
    close();
    setDetail(null);
    setSelected(new Set());
    list.reload();
  };

  const sending = useRef(new Set<string>());
  /** What the action runner needs of this list: its description, its calls and its dialog. */
  const env: ListEnv = { def, desc, endpoints, lang, t, labelOf, send, open: setDialog, close };
  /** Runs a row action, through its dialog when it has one; a direct call's promise is returned (the switch waits on it). */
  const runAction = (name: string, action: ActionDef, row: Row): Promise<unknown> | undefined => {
    const succeeded = () => done(t('screens.list.actionDone', { action: action.title[lang] }));
    if (openRowAction(env, name, action, row, succeeded)) return undefined;
    // The same action on the same row once at a time: a double-click on it (or on its switch) sends one call.
    const key = `${name}:${row.id}`;
    if (sending.current.has(key)) return undefined;
    sending.current.add(key);
    return send(endpoints.actions[name], { id: row.id }, {})
      .then((answer) => answer.ok && succeeded())
      .finally(() => sending.current.delete(key));
  };

  const runBulk = (name: string) => {
    const action = def.actions?.[name];
    const endpoint = endpoints.batch[name];
    if (!action || !endpoint) return;
    const actionTitle = action.title[lang];
    const finish = (answer: Sent) => {
      if (!answer.ok) return;
      const summary = summarizeBatch(answer.data as BatchResult, labelOf);
      if (summary.failed.length === 0) done(t('screens.batch.allDone', { action: actionTitle, count: summary.succeeded }));
      else {
        setSelected(new Set());
        list.reload();
        setDialog({ kind: 'batch', title: actionTitle, summary });
      }
    };
    const chosen = (rows ?? []).filter((r) => selected.has(r.id));
    if (!openBulkAction(env, name, action, chosen, finish)) void send(endpoint, {}, { ids: chosen.map((r) => r.id) }).then(finish);
  };

  const openForm = (row?: Row) => {
    if (desc.editor) {
      setDialog({ kind: 'editor', row });
      return;
    }
    const schema = (row ? def.update : def.create) as z.ZodType | undefined;
    const endpoint = row ? endpoints.update : endpoints.create;
    if (!schema || !endpoint || !desc.form) return;
    setDialog({
      kind: 'form', title: row ? `${t('screens.list.edit')} · ${String(row[desc.rowLabel])}` : `${t('screens.list.create')} · ${def.title[lang]}`,
      fields: formFields(desc.form, row === undefined, (lookup) => permission.canAny(LOOKUP_LABELS[lookup])), schema, initial: row,
      // an edit says which version it started from; refused for a newer one, the form keeps what was typed (ConflictPanel)
      submit: async (body, version) => {
        const answer = await send(endpoint, row ? { id: row.id } : {}, row ? { ...body, version } : body, { refresh: false });
        if (answer.ok) done(t('screens.list.saved'));
        return answer.ok ? undefined : answer.conflict ? { error: answer.error, conflict: answer.conflict } : answer.error;
      },
    });
  };

  // Translated once per render, not once per row: a page of 100 rows otherwise asks i18next five hundred times.
  const texts = {
    view: t('screens.list.view'),
    log: t('screens.history.title'),
    edit: t('screens.list.edit'),
    delete: t('screens.list.delete'),
    more: t('screens.list.more'),
  };
  // Which of the description's actions the role may run does not depend on the row either.
  const offered = desc.rowActions.filter((name) => {
    if (name === 'view') return true;
    if (name === 'log') return endpoints.history !== undefined;
    if (name === 'edit') return Boolean(def.update && (desc.form || desc.editor) && mayWrite);
    if (name === 'delete') return endpoints.remove !== undefined && mayWrite;
    return may(def.actions?.[name]);
  });
  /** A row's actions; in its own detail drawer (`inDetail`) without "view", which would open the same drawer. */
  const rowActions = (row: Row, inDetail = false): ReactNode => {
    const items: RowActionItem[] = [];
    for (const name of offered) {
      if (name === 'view') {
        if (!inDetail) items.push({ name, text: texts.view, run: () => setDetail(row) });
      } else if (name === 'log') items.push({ name, text: texts.log, run: () => setDialog({ kind: 'history', row }) });
      else if (name === 'edit') items.push({ name, text: texts.edit, run: () => openForm(row) });
      else if (name === 'delete') {
        const remove = endpoints.remove;
        if (remove && allowed(def.deleteWhen, row)) {
          items.push({
            name, text: texts.delete, danger: true,
            run: () => setDialog({
              kind: 'confirm', title: texts.delete, button: texts.delete, danger: true, message: t('screens.list.confirmDelete', { name: labelOf(row.id) }),
              run: async () => ((await send(remove, { id: row.id })).ok ? done(t('screens.list.deleted')) : close()),
            }),
          });
        }
      } else {
        const action = def.actions?.[name];
        if (action && offers(action, row, actor)) items.push({ name, text: action.title[lang], danger: action.confirm, run: () => runAction(name, action, row) });
      }
    }
    return RowActions({ items, moreText: texts.more });
  };

  const fetchPage = async (page: number, limit: number, signal?: AbortSignal) => {
    const answer = await api(endpoints.list, { query: { ...query, page, limit }, signal });
    return isOk(answer) ? (answer.data as ListData<Row>) : (failureText(answer) ?? t('screens.list.loadFailed'));
  };
  const bulk = (desc.bulk ?? []).filter((name) => endpoints.batch[name] && may(def.actions?.[name]));
  const rowBatch = desc.rowBatch;
  // the drawer shows its record as the list now has it: an action refused from the drawer reloads the list, and the
  // drawer, left open under the closed dialog, shows what the record is now
  const detailRow = detail && (rows?.find((r) => r.id === detail.id) ?? detail);
  const rowBatchAction = rowBatch && may(def.actions?.[rowBatch.action]) ? def.actions?.[rowBatch.action] : undefined;

  return (
    <div className={`screen list-screen kind-${desc.kind}`} data-resource={def.name} data-loads={list.loads} aria-busy={list.loading}>
      {!embedded && <h2 className="ui header screen-title">{title}</h2>}
      {shownFilters.length > 0 && (
        <FilterCard
          filters={shownFilters}
          options={filterOptions}
          values={cardValues}
          onSearch={(values) => go({ ...searchState(values, tabs, tabField), page: 1 })}
          linked={linked}
          onPick={(value) => {
            if (!tabField) return;
            const { [tabField]: _, ...others } = state.filters;
            go({ ...searchState(value ? { ...others, [tabField]: value } : others, tabs, tabField), page: 1 });
          }}
        />
      )}
      {tabs.length > 0 && (
        <StatusTabs
          tabs={tabs}
          active={state.tab}
          counts={list.data?.counts}
          total={allCountOf(list.data, state.tab === '')}
          onSelect={(tab) => go({ ...tabState(state, tab, tabField), page: 1 })}
        />
      )}
      {desc.banner && <desc.banner query={query} loads={list.loads} />}
      <div className="list-toolbar" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'center', margin: '8px 0' }}>
        {def.create && (desc.form || desc.editor) && mayWrite && <Button primary icon="plus" content={t('screens.list.create')} onClick={() => openForm()} className="create-button" />}
        {bulk.map((name) => (
          <Button key={name} basic disabled={selected.size === 0} data-bulk={name} content={def.actions?.[name]?.title[lang]} onClick={() => runBulk(name)} />
        ))}
        {rowBatch && rowBatchAction && (
          <Button
            basic
            disabled={selected.size === 0}
            data-bulk={`${rowBatch.action}-rows`}
            content={rowBatchAction.title[lang]}
            onClick={() => setDialog({ kind: 'rowBatch', rows: (rows ?? []).filter((r) => selected.has(r.id) && offers(rowBatchAction, r, actor)) })}
          />
        )}
        {selected.size > 0 && <span className="muted selection-count">{t('screens.list.selected', { count: selected.size })}</span>}
        <span style={{ flex: 1 }} />
        {desc.tools?.map((Tool, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a description's tools are a fixed list
          <Tool key={i} reload={list.reload} />
        ))}
        <ExportButton title={title} fetchPage={fetchPage} columns={() => shownColumns.map((c) => ({ header: c.title[lang], value: (row: Row) => c.exportValue(row, lang) }))} {...exportChoices(desc.exports, title, lang)} />
        <ColumnChooser
          columns={columns}
          visible={shown}
          onChange={(keys) => {
            setShown(keys);
            prefs.set(storageKey, JSON.stringify(keys));
          }}
        />
        <Button basic icon="refresh" aria-label={t('screens.list.refresh')} onClick={list.reload} loading={list.loading && rows !== undefined} className="refresh-button" />
      </div>
      {list.error && (
        <div className="ui negative message load-error">
          <p>{t('screens.list.loadFailedWith', { message: list.error })}</p>
          <Button size="small" content={t('screens.list.retry')} onClick={list.reload} className="retry-button" />
        </div>
      )}
      <DataTable
        columns={shownColumns}
        // a failed load leaves no rows of another query (useList): an empty table under the message, not placeholders
        rows={rows ?? (list.error ? [] : undefined)}
        sort={state.sort || def.defaultSort}
        onSort={(field) => go({ sort: nextSort(state.sort || def.defaultSort, field), page: 1 })}
        selectable={bulk.length > 0 || rowBatch !== undefined}
        selected={selected}
        onSelect={select}
        actions={rowActions}
        toggle={(row, name) => {
          const action = def.actions?.[name];
          return action && offers(action, row, actor) && may(action) ? () => runAction(name, action, row) : undefined;
        }}
        loadingRows={Math.min(state.limit, 10)}
      />
      {rows?.length === 0 && (
        <div className="ui placeholder segment empty-state">
          <div className="ui icon header">
            <i className="inbox icon" />
            {t('screens.list.empty')}
          </div>
        </div>
      )}
      {list.data && <Pagination page={state.page} limit={state.limit} total={list.data.total} onChange={(page, limit) => go({ page, limit })} />}

      {detailRow && (
        <DetailDrawer title={`${def.title[lang]} · ${String(detailRow[desc.rowLabel])}`} row={detailRow} fields={detailFields} onClose={() => setDetail(null)}>
          {desc.detail?.filter((section) => section.when?.(detailRow) ?? true).map((section) => (
            <section key={section.title.en} className="detail-section" data-section={section.title.en}>
              <h4 className="ui dividing header">{section.title[lang]}</h4>
              {section.render(detailRow, lang)}
            </section>
          ))}
          {endpoints.history && (
            <section className="detail-section history-section">
              <h4 className="ui dividing header">{t('screens.history.title')}</h4>
              <HistoryTimeline def={def} endpoint={endpoints.history} id={detailRow.id} />
            </section>
          )}
          <div style={{ marginTop: 16 }}>{rowActions(detailRow, true)}</div>
        </DetailDrawer>
      )}
      {dialog?.kind === 'form' && (
        <FormModal title={dialog.title} intro={dialog.intro} fields={dialog.fields} titles={def.fields} schema={dialog.schema} initial={dialog.initial} submitText={dialog.submitText} onSubmit={dialog.submit} onClose={close} />
      )}
      {dialog?.kind === 'editor' && desc.editor && <desc.editor row={dialog.row} onSaved={() => done(t('screens.list.saved'))} onClose={close} />}
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog title={dialog.title} message={dialog.message} facts={dialog.facts} confirmText={dialog.button} danger={dialog.danger} onConfirm={dialog.run} onClose={close} />
      )}
      {dialog?.kind === 'reason' && (
        <ReasonDialog action={dialog.action} actionTitle={dialog.actionTitle} title={dialog.title} count={dialog.count} intro={dialog.intro} onSubmit={dialog.submit} onClose={close} />
      )}
      {dialog?.kind === 'rowBatch' && rowBatch && rowBatchAction && (
        <RowBatchDialog
          title={rowBatchAction.title[lang]}
          rows={dialog.rows}
          rowLabel={desc.rowLabel}
          perRow={rowBatch.perRow}
          shared={rowBatch.shared}
          titles={def.fields}
          schema={rowBatchAction.body as z.ZodType}
          send={async (row, body) => {
            const answer = await send(endpoints.actions[rowBatch.action], { id: row.id }, body);
            return answer.ok ? undefined : answer.error;
          }}
          onDone={(result) => {
            const summary = summarizeBatch(result, labelOf);
            setSelected(new Set());
            list.reload();
            if (summary.failed.length === 0) done(t('screens.batch.allDone', { action: rowBatchAction.title[lang], count: summary.succeeded }));
            else setDialog({ kind: 'batch', title: rowBatchAction.title[lang], summary });
          }}
          onClose={close}
        />
      )}
      {dialog?.kind === 'history' && endpoints.history && (
        <HistoryDialog title={`${t('screens.history.title')} · ${String(dialog.row[desc.rowLabel])}`} def={def} endpoint={endpoints.history} id={dialog.row.id} onClose={close} />
      )}
      {dialog?.kind === 'actionDialog' && <ActionDialogOf desc={desc} name={dialog.name} row={dialog.row} send={send} onDone={done} onClose={close} />}
      {dialog?.kind === 'batch' && <BatchResultDialog title={dialog.title} summary={dialog.summary} onClose={close} />}
    </div>
  );
}

/** An action with a dialog of the screen's own (stock per SKU): it sends the action's body and closes when done. */
function ActionDialogOf({ desc, name, row, send, onDone, onClose }: {
  desc: ListDescription;
  name: string;
  row: Row;
  send(endpoint: Endpoint, params: Record<string, string | number>, body?: unknown): Promise<Sent>;
  onDone(message: string): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const lang = useLang();
  const action = RESOURCES[desc.resource].actions?.[name];
  const Dialog = desc.actionDialogs?.[name];
  if (!action || !Dialog) return null;
  const title = `${action.title[lang]} · ${String(row[desc.rowLabel])}`;
  const submit = async (body: Record<string, unknown>) => {
    const answer = await send(RESOURCE_ENDPOINTS[desc.resource].actions[name], { id: row.id }, body);
    if (answer.ok) onDone(t('screens.list.actionDone', { action: action.title[lang] }));
    return answer.ok ? undefined : answer.error;
  };
  return <Dialog title={title} row={row} schema={action.body as z.ZodType} submit={submit} onClose={onClose} />;
}
