/**
 * Which rows and columns an export writes, from the contract alone: a list's columns are the resource's field titles,
 * kinds and enum labels (contract/exportCells.ts), an order list by goods line the warehouse sheet
 * (contract/orderLines.ts), so the file has the headers and cells the console's own export has.
 */
import { type Cell, exportCell, fieldKindOf } from '../../../contract/exportCells.ts';
import type { Lang } from '../../../contract/i18n.ts';
import { RESOURCES } from '../../../contract/index.ts';
import { orderLineHeader, orderLineRows } from '../../../contract/orderLines.ts';
import type { ResourceDef } from '../../../contract/resource.ts';
import type { Order } from '../../../contract/resources/orders.ts';
import { EXPORT_MESSAGES } from './messages.ts';
import { ExportRefused, type ExportRequest, type ListRow } from './types.ts';

export interface SheetPlan {
  resource: ResourceDef;
  header: string[];
  /** The sheet rows of one page of records (one per record, or one per goods line). */
  rowsOf(records: readonly ListRow[]): Cell[][];
}

/** The query parameters a list call reads besides its filters: paging is the writer's own, so not among them. */
const LIST_PARAMETERS = ['sort', 'start_time', 'end_time'];

/** Every query parameter a resource's list call takes: its filters' (per kind), its tabs', sort and the time window. */
function filterParameters(def: ResourceDef): Set<string> {
  const names = new Set(LIST_PARAMETERS);
  for (const filter of def.filters) {
    if (filter.kind === 'exact') names.add(filter.field);
    else if (filter.kind === 'keyword') names.add(filter.param);
    else if (filter.kind === 'range') names.add(`${filter.field}_min`).add(`${filter.field}_max`);
  }
  for (const tab of def.tabs ?? []) for (const key of Object.keys(tab.where)) names.add(key);
  return names;
}

function resourceOf(list: string): ResourceDef {
  const def = Object.hasOwn(RESOURCES, list) ? (RESOURCES as Record<string, ResourceDef>)[list] : undefined;
  if (!def) throw new ExportRefused(EXPORT_MESSAGES.unknownList(list));
  return def;
}

/** The plan for a request, or ExportRefused naming what the list does not have (nothing is called or written then). */
export function planSheet(request: Pick<ExportRequest, 'list' | 'filter' | 'columns' | 'lang' | 'byGoodsLine' | 'pictureBase'>): SheetPlan {
  const def = resourceOf(request.list);
  const unknownFilters = Object.keys(request.filter).filter((key) => !filterParameters(def).has(key));
  if (unknownFilters.length > 0) throw new ExportRefused(EXPORT_MESSAGES.unknownFilters(unknownFilters));
  const lang: Lang = request.lang;
  if (request.byGoodsLine) {
    if (def.name !== 'orders') throw new ExportRefused(EXPORT_MESSAGES.goodsLinesOnlyForOrders);
    return { resource: def, header: orderLineHeader(lang), rowsOf: (records) => orderLineRows(records as unknown as Order[], lang) };
  }
  const keys = request.columns?.length ? request.columns : Object.keys(def.fields);
  const unknownColumns = keys.filter((key) => !Object.hasOwn(def.fields, key));
  if (unknownColumns.length > 0) throw new ExportRefused(EXPORT_MESSAGES.unknownColumns(unknownColumns));
  const columns = keys.map((key) => ({ key, kind: fieldKindOf(def, key), enumDef: def.enums?.[key] }));
  return {
    resource: def,
    header: keys.map((key) => def.fields[key][lang]),
    rowsOf: (records) => records.map((record) => columns.map((c) => exportCell(c.kind, record[c.key], lang, c.enumDef, request.pictureBase))),
  };
}
