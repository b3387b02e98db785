/**
 * The live mode (docs/events.md, "Live mode"): while the mock runs, paid orders, refund requests and withdrawal
 * requests arrive by themselves at `MOCK_LIVE_RATE` a minute, so a demo's inbox and counts move. Debug calls make one
 * event of a kind now, or advance the live mode some steps at once (tests, and a presenter who says "an order is paid
 * now"); like every `/__mock` call the gateway never proxies them.
 */
import type { FastifyInstance } from 'fastify';
import { EVENT_KIND, UPSTREAM_EVENT_KINDS, type UpstreamEventKind } from '../../contract/events.ts';
import type { MockOptions } from '../options.ts';
import { Random } from '../random.ts';
import type { MockState } from '../state.ts';
import { clockMs } from '../time.ts';
import { produce } from './producers.ts';

/** What arrives by itself, and how often of each: most of a shop's day is orders. */
const LIVE_MIX = [['order_paid', 60], ['after_sale_requested', 20], ['withdrawal_requested', 20]] as const;
const STEPS_MAX = 1000;

export class LiveMode {
  private readonly rnd: Random;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly state: MockState,
    private readonly options: MockOptions,
  ) {
    // its own stream: the seed's draws stay the same, and a test's steps are the same on every run
    this.rnd = new Random(options.seed + 7_000_003);
  }

  /** The upstream's now for new records: the real time, or an anchored demo's standing clock. */
  private nowMs(): number {
    return clockMs(this.options.anchorDate, this.options.anchorTime);
  }

  /** One event of `kind` now; false when the data has nothing to make it from. */
  make(kind: UpstreamEventKind): boolean {
    return produce(this.state, kind, this.rnd, this.nowMs());
  }

  /** One step of the live mode: an event of the mix, drawn. */
  step(): UpstreamEventKind | undefined {
    const kind = this.rnd.weighted(LIVE_MIX);
    return this.make(kind) ? kind : undefined;
  }

  /** The newest event's id now, and the events published after one: what a debug call made. */
  newestBefore(): number {
    return this.state.events.newestId;
  }
  since(id: number) {
    return this.state.events
      .kept()
      .filter((e) => e.id > id)
      .map(({ at_ms: _a, ...event }) => event);
  }

  start(): void {
    const every = Math.round(60_000 / this.options.liveRate);
    this.timer = setInterval(() => this.step(), every);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

export function serveLiveDebug(app: FastifyInstance, live: LiveMode): void {
  // One event of a kind, now: `POST /__mock/events/order_paid`.
  app.post('/__mock/events/:kind', async (request, reply) => {
    const { kind } = request.params as { kind: string };
    if (!(UPSTREAM_EVENT_KINDS as string[]).includes(kind)) return reply.code(404).send({ status: 1, error: `unknown event kind ${kind}: one of ${UPSTREAM_EVENT_KINDS.join(', ')}` });
    const newest = live.newestBefore();
    if (!live.make(kind as UpstreamEventKind)) return reply.code(409).send({ status: 1, error: `nothing in the data to make ${EVENT_KIND.options[kind as UpstreamEventKind].en} from` });
    return { status: 0, data: { events: live.since(newest) } };
  });
  // The live mode's next `steps` steps at once: `POST /__mock/live/steps {"steps": 200}`.
  app.post('/__mock/live/steps', async (request, reply) => {
    const steps = Number((request.body as { steps?: unknown } | undefined)?.steps);
    if (!Number.isInteger(steps) || steps < 1 || steps > STEPS_MAX) return reply.code(400).send({ status: 1, error: `steps: an integer 1-${STEPS_MAX}` });
    const made: Partial<Record<UpstreamEventKind, number>> = {};
    for (let i = 0; i < steps; i++) {
      const kind = live.step();
      if (kind) made[kind] = (made[kind] ?? 0) + 1;
    }
    return { status: 0, data: { made } };
  });
}
