/**
 * A date-time field's day and time, as typed, read into the platform's `YYYY-MM-DD HH:mm:ss`: what reads, what is
 * refused and in which words (zh and en), the time a day given alone gets, and an edit that empties the field.
 */
import t from 'tap';
import { z } from 'zod';
import { RESOURCES } from '../../contract/index.ts';
import { dateTime } from '../../contract/list.ts';
import { platformToday } from '../../web/src/lib/format.ts';
import { readDateTime, settled, splitDateTime, validTime, withDefaultTime } from '../../web/src/screens/lib/dateTime.ts';
import { coerce, fieldErrors } from '../../web/src/screens/lib/validation.ts';
import { valuesOf } from '../../web/src/screens/parts/formValues.ts';
import { tr } from './screenTexts.ts';


t.test('a time of day: HH:mm:ss, or HH:mm completed with :00; one that does not exist is none', async (t) => {
  t.equal(validTime('09:30:15'), '09:30:15');
  t.equal(validTime('09:30'), '09:30:00');
  t.equal(validTime('9:30'), '09:30:00', 'a one-digit hour');
  t.equal(validTime('12：30'), '12:30:00', 'the full-width colon of a Chinese input method');
  t.equal(validTime('23:59:59'), '23:59:59');
  for (const wrong of ['24:00', '12:60', '12:30:60', '0930', '12:3', '', 'noon']) t.equal(validTime(wrong), undefined, wrong);
});

t.test('the day and the time read together, or say which is wrong', async (t) => {
  t.same(readDateTime({ day: '2026-12-01', time: '10:30' }), { value: '2026-12-01 10:30:00' });
  t.same(readDateTime({ day: ' 2024-02-29 ', time: ' 23:59:59 ' }), { value: '2024-02-29 23:59:59' }, 'spaces around are no part of it');
  t.same(readDateTime({ day: '', time: '  ' }), { value: undefined }, 'both empty: no value');
  t.same(readDateTime({ day: '2026-02-30', time: '10:00' }), { problem: 'day' });
  t.same(readDateTime({ day: '2026/12/01', time: '10:00' }), { problem: 'day' });
  t.same(readDateTime({ day: '2026-12-01', time: '25:00' }), { problem: 'time' });
  t.same(readDateTime({ day: '2026-12-01', time: '' }), { problem: 'time' }, 'a time emptied (the field writes the default back when left)');
  t.same(readDateTime({ day: '', time: '10:00' }), { problem: 'noDay' });
});

t.test('a day given alone gets its first second, or its last for a field that ends a window', async (t) => {
  t.same(withDefaultTime({ day: '2026-12-01', time: '' }), { day: '2026-12-01', time: '00:00:00' });
  t.same(withDefaultTime({ day: '2026-12-01', time: ' ' }, true), { day: '2026-12-01', time: '23:59:59' });
  const typed = { day: '2026-12-01', time: '10:00' };
  t.equal(withDefaultTime(typed, true), typed, 'a time typed stays, and the texts are the same object');
  const half = { day: '2026-12-0', time: '' };
  t.equal(withDefaultTime(half), half, 'a day not yet whole gets no time');
});

t.test('a stored value splits into its day and time', async (t) => {
  t.same(splitDateTime('2026-12-01 08:05:00'), { day: '2026-12-01', time: '08:05:00' });
  t.same(splitDateTime(null), { day: '', time: '' });
  t.same(splitDateTime(undefined), { day: '', time: '' });
  t.same(splitDateTime('tomorrow'), { day: 'tomorrow', time: '' }, 'anything else shows as it is, to be corrected');
});

t.test('what does not read is refused with what is wrong, in zh and en; an empty required field is required', async (t) => {
  const schema = z.object({ starts: dateTime, ends: dateTime.nullable().default(null) });
  const body = (starts: { day: string; time: string }, ends = { day: '', time: '' }) => ({ starts: coerce('datetime', starts), ends: coerce('datetime', ends) });
  const today = platformToday();
  t.same(fieldErrors(schema, body({ day: '2026-02-30', time: '10:00' }), tr.zh), { starts: `请输入有效日期，格式如 ${today}` });
  t.same(fieldErrors(schema, body({ day: '2026-02-30', time: '10:00' }), tr.en), { starts: `Enter a valid date, like ${today}` });
  t.same(fieldErrors(schema, body({ day: '2026-12-01', time: '25:00' }), tr.zh), { starts: '请输入有效时间，格式如 09:30 或 09:30:00' });
  t.same(fieldErrors(schema, body({ day: '2026-12-01', time: '25:00' }), tr.en), { starts: 'Enter a valid time, like 09:30 or 09:30:00' });
  t.same(fieldErrors(schema, body({ day: '2026-12-01', time: '10:00' }, { day: '', time: '12:00' }), tr.zh), { ends: '请同时选择日期' }, 'a nullable field too');
  t.same(fieldErrors(schema, body({ day: '', time: '' }), tr.zh), { starts: '必填' });
  t.same(fieldErrors(schema, body({ day: '2026-12-01', time: '10:00' }, { day: '2026-12-31', time: '23:59:59' }), tr.zh), {});
});

t.test('a form sends the moment; an edit that empties both texts clears the value', async (t) => {
  const fields = [
    { name: 'start_at', input: 'datetime' },
    { name: 'end_at', input: 'datetime', endsWindow: true },
  ] as const;
  const banner = { start_at: '2026-12-01 00:00:00', end_at: '2026-12-31 23:59:59' };
  const typed = { start_at: { day: '2026-12-02', time: '9:30' }, end_at: { day: '2026-12-31', time: '23:59:59' } };
  t.same(valuesOf(fields, typed), { start_at: '2026-12-02 09:30:00', end_at: '2026-12-31 23:59:59' });
  const emptied = { start_at: { day: '2026-12-02', time: '09:30' }, end_at: { day: '', time: '' } };
  t.same(valuesOf(fields, emptied, banner), { start_at: '2026-12-02 09:30:00', end_at: null }, 'sent as null, which clears it');
  t.same(valuesOf(fields, emptied), { start_at: '2026-12-02 09:30:00' }, 'a create leaves it out');
  const update = RESOURCES.newCoupons.update;
  if (!update) throw new Error('new-member coupons can be updated');
  t.ok(update.safeParse({ validity: 'days', valid_days: 7, ...valuesOf(fields, { start_at: { day: '', time: '' }, end_at: { day: '', time: '' } }, banner) }).success, 'the update takes the cleared window');
});

t.test('a field left shows what will be sent', async (t) => {
  t.same(settled({ day: '2026-12-01', time: '9:30' }), { day: '2026-12-01', time: '09:30:00' });
  t.same(settled({ day: '2026-12-01', time: '' }, true), { day: '2026-12-01', time: '23:59:59' });
  const wrong = { day: '2026-12-01', time: '25:00' };
  t.equal(settled(wrong), wrong, 'a time that does not read stays as typed');
  const whole = { day: '2026-12-01', time: '09:30:00' };
  t.equal(settled(whole), whole, 'nothing to write: the same texts');
});
