/**
 * Money arrives as decimal strings ("1234.50"). Sums are done in integer cents (bigint), never with floats, so a
 * column total is exact however many rows it adds. In the contract because the console's screens and the mock's
 * messages ("不能超过该商品实付 ¥1,169.00") write amounts the same way.
 */

/** Cents of a decimal string; NaN-free: a value that is not money gives null. */
export function toCents(value: string | number | null | undefined): bigint | null {
  if (value === null || value === undefined || value === '') return null;
  const text = typeof value === 'number' ? value.toFixed(2) : value.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const cents = BigInt(match[2]) * 100n + BigInt((match[3] ?? '0').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const yuan = (abs / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${yuan}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** "¥1,234.50"; '' for a missing or malformed value (shown as a dash by the caller). */
export function formatMoney(value: string | number | null | undefined): string {
  const cents = toCents(value);
  if (cents === null) return '';
  const text = fromCents(cents);
  return text.startsWith('-') ? `-¥${text.slice(1)}` : `¥${text}`;
}

export function sumMoney(values: readonly (string | null | undefined)[]): string {
  let total = 0n;
  for (const v of values) total += toCents(v) ?? 0n;
  return formatMoney(fromCents(total).replace(/,/g, ''));
}
