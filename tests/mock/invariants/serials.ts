/**
 * Numbers that carry a date say the record's own date: an order number starts with when it was placed, a batch
 * number with the day the batch was made, a ledger flow number with the hour of its entry.
 */
import { firstBroken, type Invariant, type Row, tablesOf } from './time.ts';

/** How the digits after the prefix begin: two- or four-digit year, to the minute, hour or day. */
type Layout = 'YYMMDDHHmm' | 'YYYYMMDDHH' | 'YYYYMMDD';

/** [table, number field, its letters, layout, the time it records]. An empty number (not issued yet) is not read. */
const DATED: [string, string, string, Layout, string][] = [
  ['orders', 'order_no', '', 'YYMMDDHHmm', 'created_at'],
  ['afterSales', 'after_sale_no', 'SH', 'YYMMDDHHmm', 'created_at'],
  ['ledger', 'flow_no', 'LS', 'YYYYMMDDHH', 'created_at'],
  ['withdrawals', 'withdraw_no', 'TX', 'YYMMDDHHmm', 'created_at'],
  ['marketing.draws', 'draw_no', 'LT', 'YYMMDDHHmm', 'created_at'],
  ['marketing.signinOrders', 'order_no', 'QD', 'YYMMDDHHmm', 'created_at'],
  ['marketing.storeSigninOrders', 'order_no', 'QD', 'YYMMDDHHmm', 'created_at'],
  ['members.gratisMembers', 'order_no', '', 'YYMMDDHHmm', 'joined_at'],
  ['members.tradeunionMembers', 'order_no', 'GH', 'YYMMDDHHmm', 'joined_at'],
  ['money.partnerWithdrawals', 'withdraw_no', 'TX', 'YYYYMMDD', 'created_at'],
  ['money.recharges', 'recharge_no', 'CZ', 'YYYYMMDD', 'created_at'],
  ['money.conversions', 'conversion_no', 'ZH', 'YYYYMMDD', 'created_at'],
  ['money.transfers', 'transfer_no', 'ZZ', 'YYYYMMDD', 'created_at'],
  ['money.electricity', 'bill_no', 'DF', 'YYYYMMDD', 'created_at'],
  ['money.repayRecords', 'repay_no', 'FH', 'YYYYMMDD', 'created_at'],
  ['money.rebateExchanges', 'exchange_no', 'FL', 'YYYYMMDD', 'created_at'],
  ['money.hedgings', 'hedging_no', 'DC', 'YYYYMMDD', 'created_at'],
  ['money.creditImports', 'import_no', 'DR', 'YYYYMMDD', 'created_at'],
  ['money.hedgingImports', 'import_no', 'DC', 'YYYYMMDD', 'created_at'],
  ['stores.bills', 'bill_no', 'BL', 'YYYYMMDD', 'created_at'],
  ['stores.offlineOrders', 'order_no', 'MD', 'YYMMDDHHmm', 'created_at'],
];

/** The digits a time gives in a layout: "2026-11-20 15:18:00" is 2611201518 as YYMMDDHHmm. */
function digitsOf(time: string, layout: Layout): string {
  const all = time.replace(/\D/g, '');
  return layout === 'YYMMDDHHmm' ? all.slice(2, 12) : all.slice(0, layout.length);
}

export const serials: Invariant[] = [
  {
    name: 'a number that carries a date carries its record’s date',
    check: ({ state }) => {
      const tables = new Map(tablesOf(state));
      for (const [table, field, letters, layout, at] of DATED) {
        const rows = tables.get(table);
        if (!rows) return `${table}: no such table`;
        const broken = firstBroken(table, rows, (r: Row) => {
          const no = r[field] as string;
          if (no === '') return null;
          const want = `${letters}${digitsOf(r[at] as string, layout)}`;
          return !no.startsWith(want) && `${field} ${no} does not start ${want}, from ${at} ${r[at]}`;
        });
        if (broken) return broken;
      }
      return null;
    },
  },
];
