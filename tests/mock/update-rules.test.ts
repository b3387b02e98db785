/**
 * The mock refuses an edit that breaks a rule between fields, as it refuses such a create, and changes nothing: a patch
 * carrying both fields out of order is refused by the update schema; one moving a single end past the other is checked
 * against the stored record. The refusal names the field first, in the caller's language.
 */
import t from 'tap';
import type { Text } from '../../contract/i18n.ts';
import { RESOURCES } from '../../contract/index.ts';
import { type Mock, startMock } from './helpers.ts';

let mock: Mock;
let admin: string;
t.before(async () => {
  mock = await startMock();
  admin = await mock.login('admin');
});
t.teardown(() => mock.close());

type Row = Record<string, unknown> & { id: number };
type Name = keyof typeof RESOURCES;
const as = <T = unknown>(method: string, path: string, body?: unknown, lang?: string) => mock.call<T>(method, path, { body, token: admin, lang });

const WINDOW = { zh: '必须晚于开始时间', en: 'must be after the start' };
const MARKETING_ORDER = { zh: '结束时间必须晚于开始时间', en: 'the end must be after the start' };

interface Case {
  resource: Name;
  start: string;
  end: string;
  text: Text;
  /** Which seeded row to edit (default: the first). */
  pick?: (row: Row) => boolean;
}

const CASES: Case[] = [
  { resource: 'offlineStores', start: 'open_time', end: 'close_time', text: { zh: '必须晚于开门时间', en: 'must be after the opening time' } },
  ...(['bannerSlides', 'activityBanners', 'appIcons', 'posters', 'recommendSlots', 'rainSessions', 'rainCampaigns', 'bargainCampaigns', 'specialTopics'] as const).map(
    (resource) => ({ resource, start: 'start_at', end: 'end_at', text: WINDOW }),
  ),
  { resource: 'groupBuys', start: 'start_at', end: 'end_at', text: MARKETING_ORDER },
  { resource: 'groupBuys', start: 'slot_start', end: 'slot_end', text: MARKETING_ORDER },
  { resource: 'flashSales', start: 'start_at', end: 'end_at', text: MARKETING_ORDER },
  { resource: 'lotteryActivities', start: 'start_at', end: 'end_at', text: MARKETING_ORDER },
  { resource: 'coupons', start: 'start_at', end: 'end_at', text: MARKETING_ORDER, pick: (r) => r.validity === 'range' },
];

async function rowOf(resource: Name, pick: (row: Row) => boolean = () => true): Promise<Row> {
  const list = await as<{ list: Row[] }>('GET', `${RESOURCES[resource].path}?limit=100`);
  const row = list.data.list.find(pick);
  if (!row) throw new Error(`${resource}: no seeded row to edit`);
  return row;
}

for (const c of CASES) {
  t.test(`${c.resource}: an edit putting ${c.end} before ${c.start} is refused and changes nothing`, async (t) => {
    const path = RESOURCES[c.resource].path;
    const row = await rowOf(c.resource, c.pick);
    const before = (await as<Row>('GET', `${path}/${row.id}`)).data;
    t.ok(String(before[c.start]) < String(before[c.end]), 'the seeded row is in order');

    // both ends, swapped: the update schema refuses it, in the caller's language
    const swapped = { [c.start]: before[c.end], [c.end]: before[c.start] };
    const zh = await as('PUT', `${path}/${row.id}`, swapped);
    t.match(zh, { status: 1, error: `${c.end} ${c.text.zh}` }, 'zh');
    const en = await as('PUT', `${path}/${row.id}`, swapped, 'en');
    t.match(en, { status: 1, error: `${c.end} ${c.text.en}` }, 'en');

    // the end alone, moved onto the stored start: checked against the record
    const alone = await as('PUT', `${path}/${row.id}`, { [c.end]: before[c.start] }, 'en');
    t.match(alone, { status: 1, error: `${c.end} ${c.text.en}` }, 'the end alone');
    // the start alone, moved onto the stored end
    const startAlone = await as('PUT', `${path}/${row.id}`, { [c.start]: before[c.end] });
    t.match(startAlone, { status: 1, error: `${c.end} ${c.text.zh}` }, 'the start alone');

    t.same((await as<Row>('GET', `${path}/${row.id}`)).data, before, 'the record is as it was');
  });
}

t.test('an edit in order is still taken', async (t) => {
  const store = await rowOf('offlineStores');
  const saved = await as<Row>('PUT', `${RESOURCES.offlineStores.path}/${store.id}`, { open_time: '08:00', close_time: '22:00' });
  t.match(saved, { status: 0, data: { open_time: '08:00', close_time: '22:00' } });
  const banner = await rowOf('bannerSlides');
  const moved = await as<Row>('PUT', `${RESOURCES.bannerSlides.path}/${banner.id}`, { end_at: '2099-12-31 23:59:59' });
  t.match(moved, { status: 0, data: { end_at: '2099-12-31 23:59:59' } });
});

t.test('referral rules: an edit must still reward something', async (t) => {
  const path = RESOURCES.referralRewards.path;
  const created = await as<Row>('POST', path, { name: '只按比例', trigger: 'first_order', generation: 1, min_vip_level: 0, rate_percent: 5, amount: '0.00', daily_cap: '0.00' });
  const id = created.data.id;
  const before = (await as<Row>('GET', `${path}/${id}`)).data;
  t.match(await as('PUT', `${path}/${id}`, { rate_percent: 0, amount: '0.00' }), { status: 1, error: 'amount 不能与奖励比例同时为 0' }, 'both in the patch');
  t.match(await as('PUT', `${path}/${id}`, { rate_percent: 0 }, 'en'), { status: 1, error: 'amount cannot be 0 while the rate is 0' }, 'the rate alone, against the stored amount');
  t.same((await as<Row>('GET', `${path}/${id}`)).data, before, 'the rule is as it was');
  t.match(await as('PUT', `${path}/${id}`, { rate_percent: 0, amount: '3.00' }), { status: 0 }, 'an amount instead of a rate');
});
