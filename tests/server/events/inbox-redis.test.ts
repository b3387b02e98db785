/**
 * The upstream's events across replicas (docs/events.md "The gateway's reader"): gateway processes on real ports
 * sharing only a real redis-server (skipped where none is installed): exactly one reads the feed, every one delivers
 * to its streams; the reader stopped (SIGTERM: it releases the lock) or killed (SIGKILL: the lock lapses), another
 * takes over within seconds and no event is lost: browsers moved to a live replica get what they missed, once.
 */
import t from 'tap';
import { LOCK_TTL_MS } from '../../../server/events/reader-lock.ts';
import { type GatewayProcess, listeningUrl, startMain } from '../process.ts';
import { redisInstalled, startRedisServer } from '../jobs/redis-server.ts';
import { signIn, startMock } from '../jobs/harness.ts';
import { type Browser, browser, type Published, produce, until } from './helpers.ts';
import { cookieOf } from './stream.ts';

const HOLDS = 'holds the reader lock';

interface Replica {
  name: string;
  process: GatewayProcess;
  url: string;
  up: boolean;
}

if (!redisInstalled) {
  t.test('inbox events on Redis', { skip: 'no redis-server on this machine (.ci/run installs it)' }, async () => {});
} else {
  const REDIS_URL = await startRedisServer(t);
  const mock = await startMock({ scale: 'demo' });
  t.teardown(() => mock.close());
  const env = { UPSTREAM_URL: mock.url, REDIS_URL, EVENTS_FEED_ACCOUNT: 'gateway', EVENTS_FEED_PASSWORD: '123456', LOGIN_RATE_LIMIT: '100000', SHED_EVENT_LOOP_DELAY_MS: '0' };
  const replicas: Replica[] = [];
  const start = async (name: string): Promise<Replica> => {
    const process = startMain(env);
    const replica = { name, process, url: await listeningUrl(process.stdout), up: true };
    replicas.push(replica);
    return replica;
  };
  t.teardown(async () => {
    for (const r of replicas.filter((r) => r.up)) {
      r.process.child.kill('SIGTERM');
      await r.process.exit;
    }
  });
  const reading = () => replicas.filter((r) => r.up && r.process.stdout().split(HOLDS).length - 1 > lostCount(r));
  /** Times a replica logged losing the lock (it then no longer reads). */
  const lostCount = (r: Replica) => r.process.stdout().split('the reader lock was lost').length - 1;
  /** The balancer: a browser goes to the first replica that is up. */
  const balanced = () => replicas.find((r) => r.up)!.url;

  const stop = async (replica: Replica, signal: 'SIGTERM' | 'SIGKILL') => {
    replica.up = false;
    replica.process.child.kill(signal);
    await replica.process.exit;
  };

  t.test('one replica reads, every replica delivers; the reader stopped or killed, another takes over and nothing is lost', async (t) => {
    const a = await start('a');
    const b = await start('b');
    await until(() => reading().length === 1, 'a replica to take the reader lock', 15_000);
    await new Promise((r) => setTimeout(r, LOCK_TTL_MS));
    t.equal(reading().length, 1, `exactly one replica reads the feed (${reading()[0].name}), after a whole lock period`);

    const operator = await signIn(a.url, mock.url, 'operator', 'admin');
    const cookie = cookieOf(operator);
    // one tab on each replica (the session is in Redis); the first follows the balancer when its replica goes
    const tabs: Browser[] = [browser(balanced, cookie), browser(() => (b.up ? b.url : balanced()), cookie)];
    t.teardown(() => {
      for (const tab of tabs) tab.close();
    });
    await until(() => tabs.every((tab) => tab.opens.length > 0), 'both tabs to open');
    const made: Published[] = [];
    const operatorSees = (e: Published) => e.permission !== 'withDraw_index';
    const arrived = (what: string) => until(() => tabs.every((tab) => made.filter(operatorSees).every((m) => tab.inbox.some((e) => e.data.id === m.id))), what, 20_000);

    for (let i = 0; i < 3; i++) made.push(...(await produce(mock.url, 'order_paid')));
    await arrived('the first events on both replicas');
    t.pass('an event read by one replica reaches the streams of both');

    // the reader stops as in a rolling restart: its streams end, it releases the lock
    const first = reading()[0];
    const stoppedAt = Date.now();
    await stop(first, 'SIGTERM');
    for (let i = 0; i < 3; i++) made.push(...(await produce(mock.url, 'order_paid')));
    await until(() => reading().length === 1, 'another replica to take the lock', 15_000);
    t.comment(`SIGTERM: ${reading()[0].name} reads ${Date.now() - stoppedAt} ms after ${first.name} was stopped`);
    await arrived('the events made while no replica read');
    t.pass('the events made during the takeover reached every tab');

    // a third replica, then the reader dies without a word: its lock lapses
    await start('c');
    const second = reading()[0];
    const killedAt = Date.now();
    await stop(second, 'SIGKILL');
    made.push(...(await produce(mock.url, 'after_sale_requested')));
    await until(() => reading().length === 1, 'a replica to take the lapsed lock', LOCK_TTL_MS + 10_000);
    const takeover = Date.now() - killedAt;
    t.comment(`SIGKILL: ${reading()[0].name} reads ${takeover} ms after ${second.name} was killed (lock TTL ${LOCK_TTL_MS} ms)`);
    t.ok(takeover < LOCK_TTL_MS + 5_000, 'within seconds of the lock lapsing');
    await arrived('the events made while the reader was dead');

    for (const [n, tab] of tabs.entries()) {
      const ids = tab.inbox.map((e) => e.data.id);
      t.same(ids, made.filter(operatorSees).map((e) => e.id), `tab ${n + 1}: every event once, in order, across ${tab.opens.length} connections`);
    }
  });
}
