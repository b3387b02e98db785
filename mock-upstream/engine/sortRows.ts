/** Row order for the table's sorted views: money strings and numbers as numbers, null first, ties by id. */
type Key = number | string;

/** Sort key of a value: money strings ("12.50") and numbers compare as numbers, null first, text as text. */
export function sortKey(value: unknown): Key {
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (value === null || value === undefined) return Number.NEGATIVE_INFINITY;
  const s = String(value);
  return /^-?\d+\.\d{2}$/.test(s) ? Number(s) : s;
}

/** Ascending by `field`, ties by id; keys are computed once per row, not once per comparison. */
export function sortRows<R extends { id: number }>(rows: readonly R[], field: string): R[] {
  const keyed = rows.map((row) => ({ row, key: sortKey((row as Record<string, unknown>)[field]) }));
  keyed.sort((a, b) => {
    const x = a.key;
    const y = b.key;
    if (x !== y) {
      if (typeof x === typeof y) return x < y ? -1 : 1;
      return typeof x === 'number' ? -1 : 1;
    }
    return a.row.id - b.row.id;
  });
  return keyed.map((k) => k.row);
}
