/**
 * The cluster's primary (WORKERS > 1). One Node process proxies at most about half as fast as nginx on a core (see
 * docs/performance.md), so the gateway runs WORKERS processes that share the port; the kernel's connections
 * are dealt out by Node's cluster module. The primary serves no request itself. It:
 * - runs the embedded mock in demo mode, so every worker sees one demo state;
 * - keeps what the workers share (the login rate limit, the metrics: cluster-link.ts);
 * - starts a worker again when one dies after it was serving (a worker that dies before it listens, say on a port in
 *   use, stops the gateway with exit 1: the next one would fail the same way);
 * - on SIGTERM/SIGINT asks every worker to stop gracefully (each keeps accepting for SHUTDOWN_ACCEPT_MS first), then
 *   closes the mock, and exits 0 when every worker
 *   finished its requests within SHUTDOWN_GRACE_MS, else 1.
 */
import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import { pino } from 'pino';
import { requestStop, serveWorkers } from './cluster-link.ts';
import { type GatewayConfig, MOCK_UPSTREAM } from './config.ts';
import { startEmbeddedMock } from './embedded-mock.ts';
import { loggerOptions, stdoutDestination } from './logging.ts';

/** A worker that died while serving is replaced after this pause, so a crash loop cannot spin the CPU. */
const RESTART_DELAY_MS = 1000;

export async function runPrimary(config: GatewayConfig): Promise<void> {
  const options = loggerOptions(config.logLevel, stdoutDestination());
  const log = pino(options).child({ component: 'gateway-primary' });
  let stopping = false;
  const serving = new Set<number>();
  const exited = new Map<number, Promise<number | null>>();

  serveWorkers();
  // The mock starts before any worker, which is then told its address as the upstream.
  const mockStarted = config.upstreamUrl === MOCK_UPSTREAM ? startEmbeddedMock(options) : undefined;

  const stopAll = async (): Promise<boolean> => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);
    for (const worker of workers) {
      // A worker still starting has not yet installed its listener for the request, which would be lost (and the
      // worker would serve on): it is asked once it listens, as it will have by then unless it dies first.
      if (serving.has(worker.id)) requestStop(worker);
      else worker.once('listening', () => requestStop(worker));
    }
    const codes = await Promise.all(workers.map((w) => exited.get(w.id)));
    await (await mockStarted)?.close();
    return codes.every((code) => code === 0);
  };

  // Installed before anything starts, so a signal at any moment of the start stops the gateway cleanly.
  const graceful = closeWithGrace(
    // Each worker has the grace period; the primary a second more to see them exit.
    { delay: config.shutdownAcceptMs + config.shutdownGraceMs + 1000, logger: { error: (message: string) => log.error(message) } },
    async ({ signal, err }) => {
      if (err) log.error({ err }, 'gateway stopping after an error');
      else log.info({ signal }, 'gateway stopping');
      if (!(await stopAll())) {
        log.error('a worker had to cut requests still in flight');
        process.exit(1);
      }
    },
  );

  const mock = await mockStarted;
  const env = mock ? { UPSTREAM_URL: mock.url } : {};

  const fork = () => {
    const worker = cluster.fork(env);
    exited.set(worker.id, new Promise((resolve) => worker.once('exit', (code) => resolve(code))));
    worker.once('listening', () => serving.add(worker.id));
  };

  cluster.on('exit', (worker, code, signal) => {
    const wasServing = serving.delete(worker.id);
    if (stopping) return;
    // stopAll waits only for the workers still running: a dead one's exit is no longer needed
    exited.delete(worker.id);
    if (!wasServing) {
      log.error({ pid: worker.process.pid, code, signal }, 'a gateway worker stopped before it could serve; stopping');
      graceful.uninstall();
      // As after a signal: the workers get the grace period, and the primary does not wait longer for them.
      setTimeout(() => process.exit(1), config.shutdownAcceptMs + config.shutdownGraceMs + 1000).unref();
      void stopAll().finally(() => process.exit(1));
      return;
    }
    log.error({ pid: worker.process.pid, code, signal }, 'a gateway worker died; starting another');
    setTimeout(() => {
      if (!stopping) fork();
    }, RESTART_DELAY_MS);
  });

  // A signal while the mock started: nothing to fork, and the stop has closed the mock.
  if (stopping) return;
  for (let i = 0; i < config.workers; i++) fork();
  log.info({ workers: config.workers, upstream: mock ? 'embedded mock' : config.upstreamUrl }, 'gateway primary started');
}
