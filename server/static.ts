/**
 * The built console: index.html at `/` and `/seller/` (revalidated on every load), hashed assets under `/assets/` by
 * @fastify/static with their precompressed `.br`/`.gz` siblings (`preCompressed`) and a year's immutable caching.
 * Asset names are flat (`name-HASH.ext`): any other shape, encoded or not, and the siblings themselves are a 404
 * before the file system is touched, so no path leaves the build folder.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

/** A hashed asset name as the build writes it; the precompressed `.br`/`.gz` siblings are not addressable. */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

export async function registerConsole(
  app: FastifyInstance,
  options: { staticDir: string; securityHeaders: Record<string, string> },
): Promise<void> {
  const indexPath = join(options.staticDir, 'index.html');
  let index: { mtimeMs: number; size: number; body: Buffer; etag: string } | undefined;

  async function serveIndex(request: FastifyRequest, reply: FastifyReply) {
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(indexPath);
    } catch {
      return sendError(request, reply, 503, 'console_not_built');
    }
    if (!index || index.mtimeMs !== info.mtimeMs || index.size !== info.size) {
      const body = await readFile(indexPath);
      index = { mtimeMs: info.mtimeMs, size: info.size, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    }
    reply.headers(options.securityHeaders).header('cache-control', 'no-cache').header('etag', index.etag);
    if (request.headers['if-none-match'] === index.etag) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(index.body);
  }

  const config = { routeClass: 'static' as const };
  app.get('/', { config }, serveIndex);
  app.get('/seller/', { config }, serveIndex);
  app.get('/seller', { config }, (_request, reply) => reply.redirect('/seller/', 301));
  await app.register(async (assets) => {
    // Names only: a nested path, an escape or a dot segment never reaches the file system.
    assets.addHook('onRequest', (request, reply, done) => {
      const name = request.url.slice('/assets/'.length).split('?')[0];
      if (!ASSET_NAME.test(name) || name.endsWith('.br') || name.endsWith('.gz')) sendError(request, reply, 404, 'not_found');
      else done();
    });
    // RFC 9239's type for scripts; the plugin's table still says application/javascript.
    assets.addHook('onSend', (_request, reply, payload, done) => {
      if (String(reply.getHeader('content-type')).startsWith('application/javascript')) reply.header('content-type', 'text/javascript; charset=utf-8');
      done(null, payload);
    });
    // Counted as `static` in the metrics, as index.html is (the plugin takes no route config).
    assets.addHook('onRoute', (route) => {
      route.config = { ...route.config, routeClass: 'static' };
    });
    await assets.register(fastifyStatic, {
      root: join(options.staticDir, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      // Hashed names never change content.
      immutable: true,
      maxAge: '365d',
      etag: false,
      lastModified: false,
      index: false,
      decorateReply: false,
      serveDotFiles: false,
      setHeaders: (reply) => {
        reply.headers(options.securityHeaders);
      },
    });
  });
}
