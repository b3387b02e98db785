/**
 * `GET /openapi.json`: the upstream contract as OpenAPI 3.1 (docs/contract.md, "The OpenAPI document"), in every
 * mode, so a team running the real upstream reads from its own gateway what the console expects. The document and its
 * gzip are made on the first request: the contract's schemas load only then, not in every worker at start.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { acceptedEncodings } from './static.ts';

export const OPENAPI_PATH = '/openapi.json';

interface Served {
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

async function make(): Promise<Served> {
  const { openApiDocument } = await import('../contract/openapi/index.ts');
  const body = Buffer.from(JSON.stringify(openApiDocument()));
  return { body, gzipped: await promisify(gzip)(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  let served: Promise<Served> | undefined;
  app.get(OPENAPI_PATH, { config: { routeClass: 'other' as const } }, async (request, reply) => {
    // a failed build is not kept: the next request tries again (and the error handler answers this one 500)
    served ??= make().catch((error: unknown) => {
      served = undefined;
      throw error;
    });
    const { body, gzipped, etag } = await served;
    reply.header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').header('etag', etag).header('vary', 'accept-encoding');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    if (acceptedEncodings(request.headers['accept-encoding']).gzip) return reply.header('content-encoding', 'gzip').send(gzipped);
    return reply.send(body);
  });
}
