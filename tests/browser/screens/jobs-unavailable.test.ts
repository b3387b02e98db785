/**
 * The job badge while the jobs are unavailable (docs/jobs.md "The badge"): with REDIS_URL set and Redis away the
 * gateway answers the job calls 503 in words and refuses the event stream; the console, polling because the stream is
 * down and a job was running, shows one quiet state (the badge's mark and label, the centre's message) and no toast per
 * poll. The gateway's answers are the ones access.test.ts proves, given here by the page's routes.
 */
import t from 'tap';
import { requireChromium } from '../../helpers/browser.ts';
import { go, logIn, newPage, startConsoleOverMock } from '../console.ts';

/** A job as GET /gateway/jobs answers it, running: the console polls while the stream is down. */
const RUNNING = {
  id: '6f1c2b9e-4d1a-4c3e-9a57-2b8d0e7f1a10',
  kind: 'bulk_action',
  spec: { kind: 'bulk_action', resource: 'members', action: 'freeze', ids_named: 3 },
  owner: 'admin:admin',
  lang: 'zh',
  state: 'running',
  total: 3,
  counts: { done: 1, refused: 0, failed: 0, already_applied: 0, cancelled: 0 },
  created_at: '2026-06-30T02:00:00.000Z',
  durable: true,
};

if (requireChromium(t)) {
  const { stack, browser } = await startConsoleOverMock(t, { anchorDate: '2026-06-30' });

  t.test('jobs unavailable (Redis away): the badge says so quietly, no toast for every poll', async (t) => {
    const { page, context, errors } = await newPage(browser);
    t.teardown(() => context.close());
    // from the sign-in on: the stream refused, the job list answering a running job once, then the gateway's 503 of Redis away
    await page.route('**/gateway/events**', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 1, error: '任务服务暂不可用，请稍后重试' }) }));
    let lists = 0;
    await page.route('**/gateway/jobs', async (route) => {
      lists += 1;
      if (lists > 1) return route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 1, error: '任务服务暂不可用，请稍后重试' }) });
      return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ status: 0, data: { durable: true, list: [RUNNING] } }) });
    });
    await logIn(page, stack.url, 'admin', 'admin');
    await go(page, '/jobs');
    await page.locator('.jobs-badge .jobs-unavailable').waitFor({ timeout: 15_000 });
    // several polls (every 1.5 s while a job runs and the stream is down) with the jobs unavailable
    await new Promise((r) => setTimeout(r, 5_000));
    t.ok(lists >= 3, `the list was read ${lists} times`);
    t.equal(await page.locator('.console-toast').count(), 0, 'no toast');
    t.match(await page.locator('.jobs-badge button').first().getAttribute('aria-label'), '任务服务暂不可用', 'the badge names the state');
    await page.locator('.job-centre .load-error').waitFor();
    t.match(await page.locator('.job-centre .load-error').textContent(), '任务服务暂不可用', 'the centre shows it once, in its place');
    t.same(errors, [], 'no page error');
  });
}
