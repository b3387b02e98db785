/**
 * `GET /openapi.json`: the upstream contract as OpenAPI 3.1 (docs/contract.md, "The OpenAPI document"), in every
 * mode, so a team running the real upstream reads from its own gateway what the console expects. The first request
 * has a worker thread make it (openapi-worker.ts: seconds of CPU the event loop keeps for proxied calls, and the
 * contract's schemas are never loaded into the gateway); then the text and its gzip are served from memory.
 */
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { Worker } from 'node:worker_threads';
import { gzip } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_PATH = '/openapi.json';

interface Served {
  body: Buffer;
  gzipped: Buffer;
  etag: string;
}

/**
 * In the bundle (dist/server) the worker is an entry file of its own (scripts/build.ts). Run from source (tests,
 * `npm run dev`), it is the source through tsx's loader, which a worker thread does not inherit on Node 20.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./openapi-worker.js', import.meta.url));
  const source = new URL('./openapi-worker.ts', import.meta.url).href;
  return new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`, { eval: true });
}

function documentText(): Promise<string> {
  return new Promise((resolve, reject) => {
    const worker = startWorker();
    worker.once('message', resolve);
    worker.once('error', reject);
    // after a message this changes nothing; without one it says why the request fails
    worker.once('exit', (code) => reject(new Error(`the OpenAPI worker exited (code ${code}) without the document`)));
  });
}

async function make(): Promise<Served> {
  const body = Buffer.from(await documentText());
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
    if (negotiate(request.headers['accept-encoding'] ?? '', ['gzip', 'identity']) === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipped);
    return reply.send(body);
  });
}
