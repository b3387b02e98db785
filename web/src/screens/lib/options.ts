/**
 * Options of selects: an enum of the contract, or other records looked up through the query cache (`useOptions`), so a
 * logout empties them and an accepted change refreshes them (docs/forms.md "Options of selects").
 */
import { type EnumDef, YES_NO } from '../../../../contract/enums.ts';
import type { FilterDef, ResourceDef } from '../../../../contract/resource.ts';
import type { Lang } from '../../../../contract/i18n.ts';
import { RESOURCE_ENDPOINTS, RESOURCES, readLabels } from '../../../../contract/index.ts';
import type { ListData } from '../../../../contract/list.ts';
import { type Api, isOk } from '../../lib/api.ts';
import type { FormFieldDesc, OptionSource } from '../descriptions/types.ts';

export interface Option {
  value: string;
  text: string;
}

export function enumOptions(def: EnumDef, lang: Lang): Option[] {
  return def.values.map((v) => ({ value: String(v), text: def.options[v][lang] }));
}

export type Lookup = 'leafClasses' | 'merchants' | 'freightTemplates';

/** The labels that may read a lookup's records; a role holding none of them is not offered the lookup at all. */
export const LOOKUP_LABELS: Record<Lookup, readonly string[]> = {
  leafClasses: readLabels(RESOURCES.productClass),
  merchants: readLabels(RESOURCES.merchants),
  freightTemplates: readLabels(RESOURCES.freightTemplates),
};

/** Lookups for the id filters every resource shares. */
export const ID_FILTER_OPTIONS: Record<string, Lookup> = { class_id: 'leafClasses', merchant_id: 'merchants' };

/** The choices of an exact filter: its enum, the lookup of an id it shares, yes/no for a boolean; else a text box. */
export function filterOptionSource(def: ResourceDef, filter: Extract<FilterDef, { kind: 'exact' }>): OptionSource | undefined {
  const isBoolean = (filter.schema as { def?: { type?: string } }).def?.type === 'boolean';
  return def.enums?.[filter.field] ?? ID_FILTER_OPTIONS[filter.field] ?? (isBoolean ? YES_NO : undefined);
}

/** Loads a lookup's options; `useOptions` keeps them in the logged-in shell's query cache. */
export async function lookupOptions(api: Api, lookup: Lookup): Promise<Option[]> {
  if (lookup === 'leafClasses') {
    const answer = await api(RESOURCE_ENDPOINTS.productClass.list, { query: { limit: 500, sort: 'sort' } });
    if (!isOk(answer)) throw new Error('classes');
    const rows = (answer.data as ListData<{ id: number; parent_id: number; name: string }>).list;
    const parents = new Map(rows.filter((r) => r.parent_id === 0).map((r) => [r.id, r.name]));
    return rows.filter((r) => r.parent_id !== 0).map((r) => ({ value: String(r.id), text: `${parents.get(r.parent_id) ?? ''} / ${r.name}` }));
  }
  if (lookup === 'freightTemplates') {
    const answer = await api(RESOURCE_ENDPOINTS.freightTemplates.list, { query: { limit: 500, sort: 'id' } });
    if (!isOk(answer)) throw new Error('freight templates');
    return (answer.data as ListData<{ id: number; name: string }>).list.map((m) => ({ value: String(m.id), text: m.name }));
  }
  const answer = await api(RESOURCE_ENDPOINTS.merchants.list, { query: { limit: 500, status: 'approved', sort: 'id' } });
  if (!isOk(answer)) throw new Error('merchants');
  return (answer.data as ListData<{ id: number; name: string }>).list.map((m) => ({ value: String(m.id), text: m.name }));
}

export function isLookup(source: OptionSource): source is Lookup {
  return typeof source === 'string';
}

/**
 * The fields a create or an edit form shows: an edit leaves out the create's own (the shop goods are listed for), and a
 * role that may not read a field's lookup does not get a field marked `needsLookup` (a merchant lists for its own shop).
 */
export function formFields(fields: FormFieldDesc[], creating: boolean, mayRead: (lookup: Lookup) => boolean): FormFieldDesc[] {
  return fields.filter((f) => (creating || !f.createOnly) && !(f.needsLookup && f.options && isLookup(f.options) && !mayRead(f.options)));
}
