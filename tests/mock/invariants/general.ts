/**
 * Invariants over every table: what a record says has happened happened by now, and after the record began.
 * Fields naming a schedule (start_at, end_at, expires_at, bill_due_at, next_return_at...) may lie ahead and are not read.
 */
import { firstBroken, type Invariant, type Row, tablesOf } from './time.ts';

/** Fields that record something done: none of them may be later than now. */
const DONE = [
  'created_at', 'updated_at', 'paid_at', 'shipped_at', 'completed_at', 'reviewed_at', 'approved_at', 'refunded_at', 'claimed_at', 'used_at',
  'written_off_at', 'joined_at', 'granted_at', 'last_recharge_at', 'last_collected_at', 'advanced_at', 'applied_at', 'appointed_at', 'decided_at',
  'replied_at', 'handled_at', 'posted_at', 'done_at', 'transferred_at', 'settled_at',
];
/** Fields that record a step after the record was made (created or applied for): none may be earlier. */
const AFTER_START = [
  'updated_at', 'paid_at', 'shipped_at', 'completed_at', 'reviewed_at', 'approved_at', 'refunded_at', 'used_at', 'written_off_at', 'granted_at',
  'appointed_at', 'replied_at', 'handled_at', 'posted_at', 'done_at', 'transferred_at', 'settled_at', 'advanced_at', 'last_recharge_at', 'last_collected_at',
];

/** Steps that follow each other in this order wherever a record has them. */
const SEQUENCES = [
  ['created_at', 'paid_at', 'shipped_at', 'completed_at'],
  ['created_at', 'reviewed_at', 'paid_at'],
  ['applied_at', 'reviewed_at'],
  ['created_at', 'reviewed_at', 'posted_at'],
];

const isTime = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/.test(v);

export const general: Invariant[] = [
  {
    name: 'nothing recorded as done is later than now',
    check: ({ state, now }) => {
      for (const [table, rows] of tablesOf(state)) {
        const broken = firstBroken(table, rows, (r: Row) => {
          const late = DONE.find((f) => isTime(r[f]) && (r[f] as string) > now);
          return late && `${late} ${r[late]} is after now (${now})`;
        });
        if (broken) return broken;
      }
      return null;
    },
  },
  {
    name: 'no step of a record comes before the record began',
    check: ({ state }) => {
      for (const [table, rows] of tablesOf(state)) {
        const broken = firstBroken(table, rows, (r: Row) => {
          const start = isTime(r.applied_at) ? 'applied_at' : isTime(r.joined_at) ? 'joined_at' : 'created_at';
          if (!isTime(r[start])) return null;
          const early = AFTER_START.find((f) => isTime(r[f]) && (r[f] as string) < (r[start] as string));
          return early && `${early} ${r[early]} is before ${start} ${r[start]}`;
        });
        if (broken) return broken;
      }
      return null;
    },
  },
  {
    name: 'placed, paid, shipped, completed (and applied, reviewed, paid or posted) follow each other',
    check: ({ state }) => {
      for (const [table, rows] of tablesOf(state)) {
        const broken = firstBroken(table, rows, (r: Row) => {
          for (const steps of SEQUENCES) {
            const present = steps.filter((f) => isTime(r[f]));
            for (let i = 1; i < present.length; i++) {
              if ((r[present[i]] as string) < (r[present[i - 1]] as string)) return `${present[i]} ${r[present[i]]} is before ${present[i - 1]} ${r[present[i - 1]]}`;
            }
          }
          return null;
        });
        if (broken) return broken;
      }
      return null;
    },
  },
];
