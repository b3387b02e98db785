/**
 * The metrics of a cluster of gateway workers, summed in the primary (cluster-link.ts answers a worker's scrape with
 * them). prom-client's own cluster aggregator sums only the workers alive at the scrape, so a worker that died took its
 * counts with it: `gateway_requests_total` fell, which Prometheus reads as a counter reset and `rate()` as a burst.
 * Here the primary keeps each worker's last answer, and when a worker exits its counters and histograms stay in every
 * later sum, so the gateway's counters never go down while the gateway runs. Gauges (memory, handles) are the live
 * workers' only.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

const GET = 'gateway:metrics-get';
const ANSWER = 'gateway:metrics';
/**
 * A worker that does not answer within this long counts with its last answer: well within the time the asking worker
 * waits for the primary (cluster-link.ts), so a scrape is answered even while a worker hangs.
 */
const COLLECT_TIMEOUT_MS = 2000;

type Snapshot = Awaited<ReturnType<Registry['getMetricsAsJSON']>>;

/** Worker side: answers the primary's collections with `registry`'s metrics. */
export function offerMetrics(registry: Registry): void {
  process.on('message', (message: { type?: string; id: number }) => {
    if (message?.type !== GET) return;
    registry.getMetricsAsJSON().then(
      (metrics) => process.send?.({ type: ANSWER, id: message.id, metrics }),
      (error: Error) => process.send?.({ type: ANSWER, id: message.id, error: error.message }),
    );
  });
}

/** Only what counts up: what a worker that has gone contributed stays, what it measured of itself does not. */
function monotonic(snapshot: Snapshot): Snapshot {
  // prom-client's typings declare `type` a numeric enum; at run time it is the name ('counter', 'gauge' ...).
  return snapshot.filter((metric) => ['counter', 'histogram'].includes(metric.type as unknown as string));
}

interface Collection {
  answers: Map<number, Snapshot>;
  waiting: Set<number>;
  done: () => void;
}

/** Primary side: one per primary. */
export class ClusterMetrics {
  /** Each live worker's last answer, by worker id. */
  private readonly last = new Map<number, Snapshot>();
  /** Workers that listen, and so answer: one still starting has no registry to offer yet. */
  private readonly serving = new Set<number>();
  /** The counters and histograms of the workers that exited. */
  private retired: Snapshot[] = [];
  private readonly collections = new Map<number, Collection>();
  private nextId = 0;

  constructor() {
    cluster.on('message', (worker, message: { type?: string; id: number; metrics?: Snapshot }) => {
      if (message?.type !== ANSWER) return;
      const collection = this.collections.get(message.id);
      if (!collection?.waiting.delete(worker.id)) return;
      if (message.metrics) {
        collection.answers.set(worker.id, message.metrics);
        this.last.set(worker.id, message.metrics);
      }
      if (collection.waiting.size === 0) collection.done();
    });
    cluster.on('listening', (worker) => this.serving.add(worker.id));
    cluster.on('exit', (worker) => {
      this.serving.delete(worker.id);
      const last = this.last.get(worker.id);
      this.last.delete(worker.id);
      if (last) this.retired.push(monotonic(last));
    });
  }

  /** The Prometheus text of every worker's metrics, summed, with the counts of the workers that exited. */
  async text(): Promise<string> {
    const answers = await this.collect();
    return AggregatorRegistry.aggregate([...answers, ...(await this.retiredSum())]).metrics();
  }

  private collect(): Promise<Snapshot[]> {
    const id = this.nextId++;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected() && this.serving.has(worker.id));
    return new Promise((resolve) => {
      const collection: Collection = {
        answers: new Map(),
        waiting: new Set(workers.map((worker) => worker!.id)),
        done: () => {
          clearTimeout(timer);
          this.collections.delete(id);
          // A worker that did not answer in time counts with what it answered last, so no counter dips.
          for (const worker of collection.waiting) {
            const last = this.last.get(worker);
            if (last) collection.answers.set(worker, monotonic(last));
          }
          resolve([...collection.answers.values()]);
        },
      };
      const timer = setTimeout(collection.done, COLLECT_TIMEOUT_MS);
      this.collections.set(id, collection);
      if (collection.waiting.size === 0) collection.done();
      for (const worker of workers) worker!.send({ type: GET, id });
    });
  }

  /** The retired counts as one snapshot, so a worker that keeps dying does not grow the primary's memory. */
  private async retiredSum(): Promise<Snapshot[]> {
    if (this.retired.length <= 1) return this.retired;
    const taken = this.retired;
    this.retired = [];
    const sum = await AggregatorRegistry.aggregate(taken).getMetricsAsJSON();
    this.retired.unshift(sum);
    return this.retired;
  }
}
