/**
 * The stack server's spare (spareStack.ts, docs/testing.md "A stack built ahead"): a file gets a stack built before
 * it asked, never one another file had, built with the variables it asks for and seeded in the hour it asks in.
 * The builder here records what it builds instead of starting gateways: what is checked is which stack goes to whom.
 */
import t from 'tap';
import type { Stack } from './gatewayStack.ts';
import type { StackRequest } from './sharedStacks.ts';
import { spareStacks } from './spareStack.ts';

const HOUR = 3_600_000;
const plain: StackRequest = { env: {}, mockEnv: { MOCK_LIVE: '0' }, owner: 1 };
const anchored: StackRequest = { env: {}, mockEnv: { MOCK_LIVE: '0', MOCK_ANCHOR_DATE: '2026-11-20' }, owner: 2 };

function recordingBuilder() {
  const built: { url: string; request: StackRequest; closed: boolean }[] = [];
  const build = async (request: StackRequest): Promise<Stack> => {
    const record = { url: `stack-${built.length + 1}`, request, closed: false };
    built.push(record);
    return {
      url: record.url,
      close: async () => {
        record.closed = true;
      },
    };
  };
  return { built, build };
}

t.test('once a file has asked for the same variables as another, the next one gets a stack built while the previous ran', async (t) => {
  const { built, build } = recordingBuilder();
  const spares = spareStacks(build, () => 10 * HOUR);
  const first = await spares.take(plain);
  t.equal(built.length, 1, 'the first file waits for its own, and no spare is built on one request');
  const second = await spares.take({ ...plain, owner: 3 });
  t.equal(second.url, 'stack-2', 'the second file waits for its own too');
  t.equal(built.length, 3, 'and a spare is built at once');
  const third = await spares.take({ ...plain, owner: 4 });
  t.equal(third.url, 'stack-3', 'the third file gets the spare');
  t.equal(built.length, 4, 'and the next spare is on its way');
  t.not(third.url, first.url, 'never a stack a file had');
  t.not(third.url, second.url);
  await spares.close();
  t.ok(built[3].closed, 'closing the server closes the spare nobody took');
});

t.test("a file over a mock of its own gets a stack built for it; the plain files' spare is neither taken nor lost", async (t) => {
  const { built, build } = recordingBuilder();
  const spares = spareStacks(build, () => 10 * HOUR);
  const overMock = (port: number): StackRequest => ({ env: { UPSTREAM_URL: `http://127.0.0.1:${port}` }, mockEnv: { MOCK_LIVE: '0' }, owner: port });
  await spares.take(overMock(4001));
  t.equal(built.length, 1, 'no spare for a mock no other file will name');
  await spares.take(plain);
  await spares.take(plain);
  const odd = await spares.take(overMock(4002));
  t.same(built.find((b) => b.url === odd.url)?.request.env, overMock(4002).env, 'built over the mock it named');
  const anchoredStack = await spares.take(anchored);
  t.same(built.find((b) => b.url === anchoredStack.url)?.request.mockEnv, anchored.mockEnv, 'an anchored mock, built as asked');
  const next = await spares.take(plain);
  t.same(built.find((b) => b.url === next.url)?.request.mockEnv, plain.mockEnv, 'the plain spare was kept for the next plain file');
  t.equal(built.indexOf(built.find((b) => b.url === next.url) as (typeof built)[number]), 3, 'the one built after the second plain file');
  t.notOk(built.some((b) => b.closed), 'nothing built was thrown away');
  await spares.close();
});

t.test('a spare seeded in an earlier hour is closed, not given: the mock data ends at the hour it was seeded', async (t) => {
  const { built, build } = recordingBuilder();
  let clock = 10 * HOUR + HOUR - 1_000;
  const spares = spareStacks(build, () => clock);
  await spares.take(plain);
  await spares.take(plain);
  clock += 2_000;
  const late = await spares.take(plain);
  t.ok(built[2].closed, "the previous hour's spare is closed");
  t.equal(late.url, 'stack-4', 'the file gets a stack seeded now');
  await spares.close();
});

t.test('a spare that failed to build is only a stack not built ahead', async (t) => {
  let calls = 0;
  const spares = spareStacks(async () => {
    calls++;
    if (calls === 3) throw new Error('port taken');
    return { url: `stack-${calls}`, close: async () => {} };
  });
  await spares.take(plain);
  await spares.take(plain);
  const third = await spares.take(plain);
  t.equal(third.url, 'stack-4', 'the file builds its own');
  await spares.close();
});
