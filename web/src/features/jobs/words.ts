/**
 * A job in the operator's words: what it does to which list ("Approve · Withdrawals") and the filter it ran on as
 * the list's filter card names it ("Status: In review · Applied: 2026-11-01 … 2026-11-28"), never raw parameters.
 */
import type { Lang } from '../../../../contract/i18n.ts';
import { paramsOf, RESOURCES } from '../../../../contract/index.ts';
import type { ResourceDef } from '../../../../contract/resource.ts';
import type { Job, JobFilter } from '../../lib/jobCalls.ts';

const resourceOf = (name: string): ResourceDef | undefined => (RESOURCES as Record<string, ResourceDef>)[name];

/** The list's title, or its resource name when the contract does not know it (a job of another version). */
export function listTitle(resource: string, lang: Lang): string {
  return resourceOf(resource)?.title[lang] ?? resource;
}

/** "Approve" for a bulk action, the format for an export ("Export .xlsx"); `exportWord` is the translated "Export". */
export function jobWhat(job: Job, lang: Lang, exportWord: string): string {
  if (job.spec.kind === 'export') return `${exportWord} .${job.spec.format}`;
  return resourceOf(job.spec.resource)?.actions?.[job.spec.action]?.title[lang] ?? job.spec.action;
}

/** The params the list sends on every call whatever the filter: not worth a word. */
const NOT_FILTERS = new Set(['sort', 'page', 'limit']);

/** Each filter as "title: value", enum values by their labels; `empty` when the job ran on the whole list. */
export function filterWords(resource: string, filter: JobFilter | undefined, lang: Lang): string[] {
  const def = resourceOf(resource);
  const entries = Object.entries(filter ?? {}).filter(([param]) => !NOT_FILTERS.has(param));
  return entries.map(([param, value]) => {
    const filterDef = def?.filters.find((f) => paramsOf(f).includes(param));
    const tab = def?.tabs?.find((t) => t.where[param] === String(value));
    const option = def?.enums?.[param]?.options as Record<string, { zh: string; en: string }> | undefined;
    const title = filterDef?.title[lang] ?? def?.fields[param]?.[lang] ?? param;
    const label = option?.[String(value)]?.[lang] ?? tab?.title[lang] ?? String(value);
    // a range's two ends share one title: say which end
    const end = filterDef && (filterDef.kind === 'range' || filterDef.kind === 'dateRange') ? (param === paramsOf(filterDef)[0] ? ' ≥' : ' ≤') : '';
    return `${title}${end}: ${label}`;
  });
}
