/** The two-level class tree built from the flat list, and the re-numbering that moving a class up or down needs. */

export interface TreeRow {
  id: number;
  parent_id: number;
  name: string;
  sort: number;
}

export interface TreeNode<R extends TreeRow> {
  row: R;
  children: R[];
}

const bySort = <R extends TreeRow>(a: R, b: R) => a.sort - b.sort || a.id - b.id;

/** Top-level classes in order, each with its children in order; children of a missing parent are left out. */
export function buildTree<R extends TreeRow>(rows: readonly R[]): TreeNode<R>[] {
  const tops = rows.filter((r) => r.parent_id === 0).sort(bySort);
  return tops.map((row) => ({ row, children: rows.filter((r) => r.parent_id === row.id).sort(bySort) }));
}

/**
 * The sort values after moving `id` one place up (-1) or down (+1) among its siblings: siblings are numbered 1..n in
 * their new order, and only the ones whose value changes are returned (equal values in the seed would not move).
 */
export function reorder<R extends TreeRow>(siblings: readonly R[], id: number, step: -1 | 1): { id: number; sort: number }[] {
  const ordered = [...siblings].sort(bySort);
  const at = ordered.findIndex((r) => r.id === id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ordered.length) return [];
  [ordered[at], ordered[to]] = [ordered[to], ordered[at]];
  return ordered.map((r, i) => ({ id: r.id, sort: i + 1 })).filter((c) => siblings.find((r) => r.id === c.id)?.sort !== c.sort);
}
