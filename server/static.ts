/**
 * The built console: index.html at `/` and `/seller/` (revalidated on every load), hashed assets under `/assets/`
 * served from memory with their precompressed variants. Asset names are flat (`name-HASH.ext`): any other shape,
 * encoded or not, is a 404 before the file system is touched, so no path leaves the build folder.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from './errors.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
  '.txt': 'text/plain; charset=utf-8',
};

/** A hashed asset name as the build writes it; the precompressed `.br`/`.gz` siblings are not addressable. */
const ASSET_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** One encoding of an asset with its complete response headers, built once (flat name/value list for writeHead). */
interface Variant {
  body: Buffer;
  headers: string[];
}

interface Asset {
  identity: Variant;
  br?: Variant;
  gzip?: Variant;
}

/** Which precompressed codings the client takes (a `q=0` refuses one, `*` takes both). */
export function acceptedEncodings(acceptEncoding: string | undefined): { br: boolean; gzip: boolean } {
  const accepted = { br: false, gzip: false };
  if (!acceptEncoding) return accepted;
  for (const part of acceptEncoding.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p))) continue;
    if (coding === 'br') accepted.br = true;
    else if (coding === 'gzip' || coding === 'x-gzip') accepted.gzip = true;
    else if (coding === '*') accepted.br = accepted.gzip = true;
  }
  return accepted;
}

async function readOptional(path: string): Promise<Buffer | undefined> {
  try {
    return await readFile(path);
  } catch {
    return undefined;
  }
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

export async function registerConsole(
  app: FastifyInstance,
  options: { staticDir: string; securityHeaders: Record<string, string> },
): Promise<void> {
  const assetsDir = join(options.staticDir, 'assets');
  const indexPath = join(options.staticDir, 'index.html');
  // Hashed names never change content, so an asset read once is served from memory for the process's life. Missing
  // names are not remembered: a rebuild (npm run dev) adds new ones.
  const assets = new Map<string, Asset>();
  const loading = new Map<string, Promise<Asset | undefined>>();
  let index: { mtimeMs: number; size: number; body: Buffer; etag: string } | undefined;

  async function loadAsset(name: string): Promise<Asset | undefined> {
    const type = CONTENT_TYPES[extname(name)];
    if (!type) return undefined;
    const file = join(assetsDir, name);
    const identity = await readOptional(file);
    if (!identity) return undefined;
    const [br, gzip] = await Promise.all([readOptional(`${file}.br`), readOptional(`${file}.gz`)]);
    const common = [
      ...Object.entries(options.securityHeaders).flat(),
      'cache-control',
      IMMUTABLE,
      'content-type',
      type,
      ...(br || gzip ? ['vary', 'accept-encoding'] : []),
    ];
    const variant = (body: Buffer, encoding?: string): Variant => ({
      body,
      headers: [...common, ...(encoding ? ['content-encoding', encoding] : []), 'content-length', String(body.length)],
    });
    return { identity: variant(identity), br: br && variant(br, 'br'), gzip: gzip && variant(gzip, 'gzip') };
  }

  function loadOnce(name: string): Promise<Asset | undefined> {
    let pending = loading.get(name);
    if (!pending) {
      pending = loadAsset(name).then((asset) => {
        loading.delete(name);
        if (asset) assets.set(name, asset);
        return asset;
      });
      loading.set(name, pending);
    }
    return pending;
  }

  /** The hot path: a complete, precomputed answer written in one go. */
  function sendVariant(request: FastifyRequest, reply: FastifyReply, asset: Asset): void {
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const variant = (accepted.br && asset.br) || (accepted.gzip && asset.gzip) || asset.identity;
    reply.hijack();
    reply.raw.writeHead(200, [...variant.headers, 'x-request-id', request.id]);
    reply.raw.end(variant.body);
  }

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

  function serveAsset(request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) {
    const name = request.params['*'];
    const ready = assets.get(name);
    if (ready) return sendVariant(request, reply, ready);
    if (!ASSET_NAME.test(name) || name.endsWith('.br') || name.endsWith('.gz')) {
      return sendError(request, reply, 404, 'not_found');
    }
    return loadOnce(name).then((asset) => (asset ? sendVariant(request, reply, asset) : sendError(request, reply, 404, 'not_found')));
  }

  const config = { routeClass: 'static' as const };
  app.get('/', { config }, serveIndex);
  app.get('/seller/', { config }, serveIndex);
  app.get('/seller', { config }, (_request, reply) => reply.redirect('/seller/', 301));
  app.get('/assets/*', { config }, serveAsset);
}
