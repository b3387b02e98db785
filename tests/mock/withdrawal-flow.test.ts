/**
 * The demo's withdrawals as a finance desk sees them on a working day: the seed as `npm start` makes it (no anchor
 * date: the data ends at the start of the current hour), at two hours of one day.
 */
import t from 'tap';
import type { Withdrawal } from '../../contract/resources/withdrawals.ts';
import { seedState } from '../../mock-upstream/data/seed.ts';
import { withdrawSummaryOf } from '../../mock-upstream/resources/money/withdrawals.ts';
import { MockState } from '../../mock-upstream/state.ts';
import { formatTime, parseTime } from '../../mock-upstream/time.ts';
import { FIXED_DAY, startMock } from './helpers.ts';

/** The demo seed as it is at `time` (China time) on FIXED_DAY. */
function seededAt(time: string): { state: MockState; end: string } {
  const at = parseTime(`${FIXED_DAY} ${time}`);
  const realNow = Date.now;
  Date.now = () => at;
  try {
    const state = new MockState();
    seedState(state, { seed: 20240601, scale: 'demo', anchorDate: undefined });
    return { state, end: formatTime(Math.floor(at / 3_600_000) * 3_600_000) };
  } finally {
    Date.now = realNow;
  }
}

/** The withdrawals of the desk's flow: each has a debit whose remark names it. */
function flowOf(state: MockState): Withdrawal[] {
  const applied = new Set(state.ledger.all().flatMap((e) => /^提现申请 (\S+)$/.exec(e.remark)?.[1] ?? []));
  return state.withdrawals.all().filter((w) => applied.has(w.withdraw_no));
}

const officeHour = (time: string) => Number(time.slice(11, 13)) >= 9 && Number(time.slice(11, 13)) < 18;

t.test('in the afternoon the summary shows withdrawals paid today, and the newest still wait', async (t) => {
  const { state, end } = seededAt('15:30:00');
  const summary = withdrawSummaryOf(state.withdrawals.all(), FIXED_DAY);
  t.ok(summary.paid_today_count > 0, `paid today: ${summary.paid_today_count}`);
  t.ok(summary.pending_count > 0, `in review: ${summary.pending_count}`);
  const flow = flowOf(state);
  const days = new Set(flow.map((w) => w.created_at.slice(0, 10)));
  t.ok(days.size >= 12, `applications on ${days.size} of the last 14 days`);
  t.ok(flow.some((w) => w.created_at.startsWith(FIXED_DAY)), 'some applied today');
  for (const w of flow) {
    t.ok(w.created_at < end, `${w.withdraw_no} applied before the data ends`);
    if (w.status === 'in_review') t.equal(w.reviewed_at, null, `${w.withdraw_no} not reviewed yet`);
    else t.ok(w.reviewed_at && w.reviewed_at >= w.created_at && w.reviewed_at < end && officeHour(w.reviewed_at), `${w.withdraw_no} reviewed in office hours, ${w.reviewed_at}`);
    if (w.status === 'paid') t.ok(w.paid_at && w.reviewed_at && w.paid_at >= w.reviewed_at && w.paid_at < end && officeHour(w.paid_at), `${w.withdraw_no} paid in office hours, ${w.paid_at}`);
    else t.equal(w.paid_at, null, `${w.withdraw_no} (${w.status}) has no payment time`);
  }
});

t.test('before the desk opens nothing of the day is reviewed or paid yet', async (t) => {
  const { state } = seededAt('08:30:00');
  const flow = flowOf(state);
  t.ok(flow.length > 0);
  t.same(
    flow.filter((w) => (w.reviewed_at ?? '').startsWith(FIXED_DAY) || (w.paid_at ?? '').startsWith(FIXED_DAY)).map((w) => w.withdraw_no),
    [],
    'no review or payment today before 09:00',
  );
});

t.test("the summary's paid today is the anchored day's, whatever day the test runs on", async (t) => {
  const mock = await startMock({ anchorDate: FIXED_DAY, anchorTime: '15:30' });
  t.teardown(() => mock.close());
  const token = await mock.login('finance');
  const summary = (await mock.call<{ list: { paid_today_count: number }[] }>('GET', '/api/v2/seller/withdrawals_summary', { token })).data.list[0];
  const paid: { paid_at: string | null }[] = [];
  for (let page = 1; ; page++) {
    const got = (await mock.call<{ list: { paid_at: string | null }[]; total: number }>('GET', `/api/v2/seller/withdrawals?status=paid&limit=100&page=${page}`, { token })).data;
    paid.push(...got.list);
    if (paid.length >= got.total || got.list.length === 0) break;
  }
  const onTheDay = paid.filter((w) => w.paid_at?.startsWith(FIXED_DAY)).length;
  t.ok(onTheDay > 0, `withdrawals paid on ${FIXED_DAY}: ${onTheDay}`);
  t.equal(summary.paid_today_count, onTheDay, 'paid today counts the anchored day, not the real one');
});
