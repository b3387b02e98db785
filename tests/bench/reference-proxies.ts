/**
 * The reference the gateway bench measures beside the gateway, as a module source: written to the bench's temporary
 * folder and run with plain Node, so it imports its packages by the resolved paths the bench passes in.
 */

/** @fastify/http-proxy out of the box: Fastify's default logger at info, the plugin's defaults, one process. */
export const stockProxySource = (fastify: string, httpProxy: string) => `
import Fastify from ${JSON.stringify(fastify)};
import proxy from ${JSON.stringify(httpProxy)};
const app = Fastify({ logger: { level: 'info' } });
app.register(proxy, { upstream: process.env.UPSTREAM_URL, prefix: '/api', rewritePrefix: '/api' });
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
`;
