/**
 * Load shedding (docs/resilience.md): when the event loop lags past SHED_EVENT_LOOP_DELAY_MS for two measurements in a
 * row (about a second), every proxied call is answered 503 with Retry-After at once (forward.ts asks `lagging`), so a
 * gateway that cannot keep up sheds new work instead of making every call slow; /healthz, /metrics and /readyz are not
 * proxied calls and keep answering.
 *
 * The lag is Node's own `monitorEventLoopDelay`, read every LAG_SAMPLE_MS, as @fastify/under-pressure reads it, but
 * with three differences that matter here: a measurement in which the loop was blocked throughout counts as the time
 * it was blocked (under-pressure counts it as infinite), one slow measurement alone (a long start-up, a rare GC
 * pause) sheds nothing: overload is lag that lasts; and lag counts only while the loop was busy for most of the
 * measurement (its event-loop utilization, under-pressure's other measure, at least BUSY_UTILIZATION). A gateway
 * that is waiting for CPU other processes hold (a small machine shared with busy neighbours) sees its timers late
 * too, but it spent that time idle in the kernel, not working: it is slow, not overloaded by its own calls, and
 * turning its calls away would make nothing faster.
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

/** How often the lag is measured. */
export const LAG_SAMPLE_MS = 500;
/** The Retry-After of a shed call, in seconds: by then the lag has been measured again. */
export const SHED_RETRY_AFTER_SECONDS = Math.ceil(LAG_SAMPLE_MS / 1000);
/** The histogram's resolution: its timer's own period, which is no lag. */
const RESOLUTION_MS = 10;
/** The share of a measurement the loop must have spent running (not idle waiting) for its lag to count. */
export const BUSY_UTILIZATION = 0.9;

export interface LagMonitor {
  /** The last two measurements were both over the threshold. */
  lagging(): boolean;
  /** The last measurement, in milliseconds. */
  lastLagMs(): number;
  stop(): void;
}

export function watchLag(thresholdMs: number): LagMonitor {
  if (thresholdMs === 0) return { lagging: () => false, lastLagMs: () => 0, stop() {} };
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let last = 0;
  let overInARow = 0;
  let sampledAt = performance.now();
  let utilizationAt = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.now();
    // A loop blocked for the whole measurement recorded no delay at all, only this timer's lateness.
    const late = now - sampledAt - LAG_SAMPLE_MS;
    const mean = histogram.count > 0 ? histogram.mean / 1e6 - RESOLUTION_MS : 0;
    const utilization = performance.eventLoopUtilization(utilizationAt).utilization;
    last = Math.max(0, mean, late);
    overInARow = last > thresholdMs && utilization >= BUSY_UTILIZATION ? overInARow + 1 : 0;
    sampledAt = now;
    utilizationAt = performance.eventLoopUtilization();
    histogram.reset();
  }, LAG_SAMPLE_MS);
  timer.unref();
  return {
    lagging: () => overInARow >= 2,
    lastLagMs: () => last,
    stop() {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
