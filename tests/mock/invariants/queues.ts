/**
 * Invariants of what waits for a decision: a platform answers an application, an audit, an after-sale or a review
 * within days, so nothing seeded has waited longer than two weeks (withdrawals: see money.ts, a week).
 */
import { DAY_MS, firstBroken, type Invariant, ms, type Row, tablesOf } from './time.ts';

export const WAITS_AT_MOST_DAYS = 14;

/** [table, the field saying it waits, the values that wait, the time it has waited since]. */
const QUEUES: [string, string, string[], string][] = [
  ['goods', 'audit_state', ['pending'], 'created_at'],
  ['merchants', 'status', ['pending'], 'created_at'],
  ['afterSales', 'status', ['applied', 'awaiting_return', 'awaiting_receipt', 'awaiting_refund'], 'created_at'],
  ['deliveryChanges', 'status', ['pending'], 'created_at'],
  ['stores.storeChanges', 'status', ['pending'], 'created_at'],
  ['stores.offlineStores', 'status', ['pending'], 'created_at'],
  ['stores.offlineGoods', 'audit_state', ['pending'], 'created_at'],
  ['marketing.shopMarketing', 'status', ['pending'], 'created_at'],
  ['marketing.momentsRewards', 'status', ['pending'], 'created_at'],
  ['members.promoters', 'review_state', ['pending'], 'applied_at'],
  ['members.serviceApplications', 'review_state', ['pending'], 'applied_at'],
  ['content.businessApplications', 'status', ['pending'], 'created_at'],
  ['infoLists.feedback', 'status', ['pending'], 'created_at'],
  ['infoLists.cancellations', 'status', ['pending'], 'created_at'],
  ['money.recharges', 'stage', ['make_review', 'boss_review'], 'created_at'],
  ['money.rebateExchanges', 'status', ['pending'], 'created_at'],
];

export const queues: Invariant[] = [
  {
    name: `an application, audit, after-sale or review waits ${WAITS_AT_MOST_DAYS} days at most for its decision`,
    check: ({ state, now }) => {
      const tables = new Map(tablesOf(state));
      for (const [table, field, waiting, since] of QUEUES) {
        const rows = tables.get(table);
        if (!rows) return `${table}: no such table`;
        const broken = firstBroken(table, rows, (r: Row) => {
          const days = (ms(now) - ms(r[since] as string)) / DAY_MS;
          return waiting.includes(r[field] as string) && days > WAITS_AT_MOST_DAYS && `${field} ${r[field]} since ${r[since]}, ${Math.floor(days)} days`;
        });
        if (broken) return broken;
      }
      return null;
    },
  },
];
