/** The filter card's checks (web/src/screens/lib/filterChecks.ts): what a search refuses before it is sent. */
import t from 'tap';
import { RESOURCES } from '../../contract/index.ts';
import { filterProblems, isNumberFilter } from '../../web/src/screens/lib/filterChecks.ts';

const withdrawals = RESOURCES.withdrawals.filters;

t.test('a number filter takes digits only; an empty one is no filter', async (t) => {
  t.same(filterProblems(withdrawals, { member_id: '齐丽' }), { member_id: 'notNumber' });
  t.same(filterProblems(withdrawals, { member_id: '12a' }), { member_id: 'notNumber' });
  t.same(filterProblems(withdrawals, { member_id: ' 12 ' }), {});
  t.same(filterProblems(withdrawals, { member_id: '  ' }), {});
  t.ok(isNumberFilter(withdrawals.find((f) => f.kind === 'exact' && f.field === 'member_id') ?? withdrawals[0]));
});

t.test('a range whose start is after its end is refused; equal ends or one end alone go', async (t) => {
  t.same(filterProblems(withdrawals, { amount_min: '500', amount_max: '100' }), { amount: 'reversed' });
  t.same(filterProblems(withdrawals, { amount_min: '100', amount_max: '100' }), {});
  t.same(filterProblems(withdrawals, { amount_min: '500' }), {});
  t.same(filterProblems(withdrawals, { start_time: '2026-11-20 00:00:00', end_time: '2026-11-10 23:59:59' }), { created_at: 'reversedDates' });
  t.same(filterProblems(withdrawals, { start_time: '2026-11-10 00:00:00', end_time: '2026-11-10 23:59:59' }), {});
});

t.test('every typed id filter of the contract is a number filter, checked the same way', async (t) => {
  const ids = Object.values(RESOURCES).flatMap((def) => def.filters.filter((f) => f.kind === 'exact' && f.field.endsWith('_id')).map((f) => [def.name, f] as const));
  t.ok(ids.length > 5, `${ids.length} id filters`);
  for (const [name, f] of ids) {
    t.ok(isNumberFilter(f), `${name}.${f.kind === 'exact' ? f.field : ''} is a number filter`);
    const key = f.kind === 'exact' ? f.field : '';
    t.same(filterProblems([f], { [key]: 'abc' }), { [key]: 'notNumber' }, `${name}.${key} refuses text`);
  }
});
