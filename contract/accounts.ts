/**
 * The one rule for showing a payee's account number (a bank card, an Alipay or WeChat account): never in full in a
 * list, a drawer or an export, which are read over shoulders and passed around; only enough to tell accounts apart.
 * The mock's seeded withdrawals are masked by it too, so every screen shows accounts alike.
 */

/**
 * `6222881379318974` → `6222 **** **** 8974` (a card: 12 digits or more, spaces ignored); `13812345678` →
 * `138****5678` (a phone number, as Alipay and WeChat accounts are; any other value of 8 characters or more alike);
 * a shorter value keeps only its last 4 characters. A value already masked is left as it is.
 */
export function maskAccount(account: string): string {
  const value = account.trim();
  if (value === '' || value.includes('*')) return value;
  const digits = value.replace(/\s/g, '');
  if (/^\d{12,}$/.test(digits)) return `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
  if (value.length >= 8) return `${value.slice(0, 3)}****${value.slice(-4)}`;
  return value.length > 4 ? `****${value.slice(-4)}` : value;
}
