/** Demo mode: the mock upstream on a loopback port of its own, proxied exactly like a real upstream. */
import { type FastifyServerOptions, LogController } from 'fastify';

export interface EmbeddedMock {
  url: string;
  close(): Promise<void>;
}

/**
 * `logger`: the gateway's logger options. The mock logs through the same redaction, and without request lines of
 * its own: the gateway's line already covers each call.
 */
export async function startEmbeddedMock(logger: FastifyServerOptions['logger']): Promise<EmbeddedMock> {
  const { buildMockUpstream, loadMockOptions } = await import('../mock-upstream/app.ts');
  const mock = await buildMockUpstream(loadMockOptions(process.env), {
    logger,
    logController: new LogController({ disableRequestLogging: true }),
  });
  const address = await mock.listen({ host: '127.0.0.1', port: 0 });
  return { url: address, close: () => mock.close() };
}
