/** Demo mode: the mock upstream on a loopback port of its own, proxied exactly like a real upstream. */
import { LogController } from 'fastify';
import type { LoggerOptions } from 'pino';

export interface EmbeddedMock {
  url: string;
  close(): Promise<void>;
}

/**
 * `logger`: the gateway's logger options. The mock logs through the same redaction, marked `component: mock-upstream`,
 * and without request lines of its own: the gateway's line already covers each call.
 */
export async function startEmbeddedMock(logger: LoggerOptions): Promise<EmbeddedMock> {
  const { buildMockUpstream, loadMockOptions } = await import('../mock-upstream/app.ts');
  const mock = await buildMockUpstream(loadMockOptions(process.env), {
    logger: { ...logger, base: { component: 'mock-upstream' } },
    logController: new LogController({ disableRequestLogging: true }),
  });
  const address = await mock.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: () => mock.close() };
}
