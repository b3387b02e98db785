/**
 * The class trees of /infoManagement as data: which resource and form fields each route edits, and how its rows group
 * (a top-level class with its children, or an information type with its classes).
 */
import { INFORMATION_CLASS_TYPE } from '../../../../contract/resources/catalog.ts';
import type { FormFieldDesc } from '../../screens/descriptions/types.ts';

export type TreeResource = 'customClasses' | 'modelClasses' | 'infoClasses';

/** A class as the three resources send it; `parent_id` for the two-level trees, `type` for information classes. */
export interface ClassRow {
  id: number;
  name: string;
  sort: number;
  record_count: number;
  parent_id?: number;
  type?: string;
  icon?: string;
  attributes?: string;
  is_show?: boolean;
  is_menu?: boolean;
}

/** One group of the screen: a top-level class with its children, or an information type with its classes. */
export interface Group {
  key: string;
  title: string;
  /** The top-level class itself (two-level trees); none for a type. */
  row?: ClassRow;
  children: ClassRow[];
}

export interface ClassTree {
  resource: TreeResource;
  fields: FormFieldDesc[];
}

export const TREES: Record<string, ClassTree> = {
  '/infoManagement/customClass': {
    resource: 'customClasses',
    fields: [{ name: 'name', input: 'text' }, { name: 'icon', input: 'picture' }, { name: 'is_show', input: 'bool' }],
  },
  '/infoManagement/modelClass': {
    resource: 'modelClasses',
    fields: [{ name: 'name', input: 'text' }, { name: 'attributes', input: 'text' }, { name: 'is_show', input: 'bool' }],
  },
  '/infoManagement/newsClass': {
    resource: 'infoClasses',
    fields: [{ name: 'name', input: 'text' }, { name: 'is_menu', input: 'bool' }],
  },
};

const bySort = (a: ClassRow, b: ClassRow) => a.sort - b.sort || a.id - b.id;
/** The re-numbering of lib/tree works on siblings; information classes have no parent field. */
export const asSiblings = (rows: ClassRow[]) => rows.map((r) => ({ ...r, parent_id: r.parent_id ?? 0 }));

export function groupsOf(resource: TreeResource, rows: ClassRow[], lang: 'zh' | 'en'): Group[] {
  if (resource === 'infoClasses') {
    return INFORMATION_CLASS_TYPE.values.map((type) => ({
      key: type,
      title: INFORMATION_CLASS_TYPE.options[type][lang],
      children: rows.filter((r) => r.type === type).sort(bySort),
    }));
  }
  return rows
    .filter((r) => r.parent_id === 0)
    .sort(bySort)
    .map((row) => ({ key: String(row.id), title: row.name, row, children: rows.filter((r) => r.parent_id === row.id).sort(bySort) }));
}

/** The top-level classes, the places a child class may move to. */
export const topsOf = (groups: Group[]) => groups.flatMap((g) => (g.row ? [g.row] : []));
