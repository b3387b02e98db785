/**
 * The inbox's browser tests' world: a mock upstream of the test's own (live mode off, the clock anchored, so only the
 * test's events arrive), a gateway in front of it reading its event feed with the mock's service account, Chromium,
 * and the calls a test makes besides the browser: an event published upstream, an account's inbox emptied.
 */
import type { Browser, Page } from 'playwright-core';
import type { Test } from 'tap';
import { buildMockUpstream } from '../../../mock-upstream/app.ts';
import { launchBrowser } from '../../helpers/browser.ts';
import { startStack } from '../../helpers/stack.ts';
import { adminToken } from '../console.ts';

export interface InboxWorld {
  base: string;
  mockUrl: string;
  browser: Browser;
  /** Moves the upstream's clock on (its sessions' idle times and lifetimes), instead of waiting. */
  tick(ms: number): void;
}

export async function startInboxWorld(t: Test): Promise<InboxWorld> {
  let offset = 0;
  const mock = await buildMockUpstream({ anchorDate: '2026-11-20', anchorTime: '12:00', clock: () => Date.now() + offset }, { logger: false });
  const mockUrl = await mock.listen({ host: '127.0.0.1', port: 0 });
  // the feed is read every 500 ms by default, as deployed: the delivery measured here is the real one
  const stack = await startStack({ env: { UPSTREAM_URL: mockUrl, EVENTS_FEED_ACCOUNT: 'gateway', EVENTS_FEED_PASSWORD: '123456' } });
  const browser = await launchBrowser({ args: ['--autoplay-policy=no-user-gesture-required'] });
  t.teardown(async () => {
    await browser.close();
    await stack.close();
    await mock.close();
  });
  return {
    base: stack.url,
    mockUrl,
    browser,
    tick: (ms) => {
      offset += ms;
    },
  };
}

/** "An order is paid now" and the like, upstream: the events the mock published (docs/events.md "Live mode"). */
export async function publish(world: InboxWorld, kind: string): Promise<{ id: number; kind: string; record: { resource: string; id: number } }[]> {
  const answer = (await (await fetch(`${world.mockUrl}/__mock/events/${kind}`, { method: 'POST' })).json()) as { status: number; data: { events: [] } };
  if (answer.status !== 0) throw new Error(`no ${kind} event: ${JSON.stringify(answer)}`);
  return answer.data.events;
}

/** Every kind unmuted and every item read, for `account`: each test starts from an empty bell. */
export async function emptyInbox(world: InboxWorld, account = 'admin'): Promise<void> {
  const token = await adminToken(world.base, account);
  const call = (method: string, path: string, body: unknown) =>
    fetch(`${world.base}/api/v2/common/inbox${path}`, { method, headers: { token, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const inbox = (await (await fetch(`${world.base}/api/v2/common/inbox`, { headers: { token } })).json()) as { data: { groups: { kind: string; muted: boolean }[] } };
  for (const group of inbox.data.groups.filter((g) => g.muted)) await call('PUT', '/mutes', { kind: group.kind, muted: false });
  await call('POST', '/read_all', {});
}

/** The bell's number as the page shows it. */
export const bellCount = (page: Page) => page.locator('.inbox-bell-button').getAttribute('data-unread').then(Number);

/** Waits until the bell shows `count` (the inbox read, from an event or the focus). */
export async function bellShows(page: Page, count: number, timeout = 5_000): Promise<void> {
  await page.waitForFunction((n) => document.querySelector('.inbox-bell-button')?.getAttribute('data-unread') === String(n), count, { timeout });
}

/** Waits until the page's event stream is open: an event published after this reaches it live. */
export async function streaming(page: Page): Promise<void> {
  await page.locator('.inbox-bell-button[data-live=true]').waitFor({ timeout: 10_000 });
}
