/**
 * What the operation log keeps of a value given to a write: a number, text, yes/no or null as it is; a list (a goods'
 * specs and SKUs) as one line a reader can compare with the next change, since the log's fields are plain values.
 */
export type LogValue = string | number | boolean | null;

/** `{name: '颜色', values: ['红', '蓝']}` → `颜色: 红/蓝`; `{values: ['红', 'S'], price: '59.90', stock: 8}` → `红/S 59.90 ×8`. */
function itemText(item: unknown): string {
  if (item === null || typeof item !== 'object') return String(item);
  const o = item as Record<string, unknown>;
  const parts: string[] = [];
  const values = Array.isArray(o.values) ? o.values.join('/') : '';
  if (typeof o.name === 'string') parts.push(values ? `${o.name}: ${values}` : o.name);
  else if (values) parts.push(values);
  if (typeof o.price === 'string') parts.push(o.price);
  if (typeof o.stock === 'number') parts.push(`×${o.stock}`);
  if (parts.length > 0) return parts.join(' ');
  return Object.entries(o)
    .filter(([, v]) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
    .map(([k, v]) => `${k}=${v}`)
    .join(' ');
}

export function logValue(value: unknown): LogValue | undefined {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value as LogValue;
  if (Array.isArray(value)) return value.map(itemText).join('; ');
  // an object that is not a list (a zone's fields ...) is left out, as before: no screen writes one alone
  return undefined;
}
