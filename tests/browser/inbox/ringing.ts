/**
 * One tab of a browser rings (docs/events.md "The inbox in the console"): two tabs of one browser context, both
 * signed in, hear the same event; the chime's tones are counted in each by an init script wrapping
 * `OscillatorNode.prototype.start` (one chime is two tones). The leader gone, the other tab rings; a muted kind rings
 * in none.
 */
import type { Page } from 'playwright-core';
import type { Test } from 'tap';
import { areaUrl, logIn } from '../console.ts';
import { bellShows, emptyInbox, type InboxWorld, publish, streaming } from './harness.ts';

const TONES_PER_CHIME = 2;

const tones = (page: Page) => page.evaluate(() => (window as unknown as { __tones: number }).__tones);

/** Every tab has read the inbox after the event; a chime, when one comes, follows that read at once. */
async function settled(pages: Page[], count: number): Promise<void> {
  await Promise.all(pages.map((page) => bellShows(page, count)));
  await pages[0].waitForTimeout(300);
}

export function ringingTests(t: Test, world: InboxWorld): void {
  t.test('two tabs of one browser: exactly one plays the sound; the next leads when it closes; a muted kind is silent', async (t) => {
    await emptyInbox(world);
    const context = await world.browser.newContext({ viewport: { width: 1366, height: 860 } });
    t.teardown(() => context.close());
    await context.addInitScript(() => {
      const counted = window as unknown as { __tones: number };
      counted.__tones = 0;
      const start = OscillatorNode.prototype.start;
      OscillatorNode.prototype.start = function (this: OscillatorNode, when?: number) {
        counted.__tones++;
        return start.call(this, when);
      };
    });
    const first = await context.newPage();
    await logIn(first, world.base, 'admin', 'admin');
    await streaming(first);
    const second = await context.newPage();
    await second.goto(areaUrl(world.base, 'admin', '/'));
    await streaming(second);

    let count = (await publish(world, 'order_paid')).length;
    await settled([first, second], count);
    t.same([await tones(first), await tones(second)], [TONES_PER_CHIME, 0], 'the first tab (the leader) chimes once, the second not');

    await first.close();
    count += (await publish(world, 'withdrawal_requested')).length;
    await settled([second], count);
    t.equal(await tones(second), TONES_PER_CHIME, 'the leader closed, the other tab leads and chimes');

    await second.locator('.inbox-bell-button').click();
    await second.locator('.inbox-group[data-kind=order_paid] .inbox-mute').click();
    await second.waitForFunction(() => document.querySelector('.inbox-group[data-kind=order_paid] .inbox-mute')?.getAttribute('aria-pressed') === 'true');
    const before = Number(await second.locator('.inbox-group[data-kind=order_paid] .inbox-item').count());
    const paid = (await publish(world, 'order_paid')).filter((e) => e.kind === 'order_paid').length;
    await second.waitForFunction((n) => document.querySelectorAll('.inbox-group[data-kind=order_paid] .inbox-item').length === n, before + paid);
    await second.waitForTimeout(300);
    t.equal(await tones(second), TONES_PER_CHIME, 'a muted kind arrives in the panel and rings nowhere');
  });
}
