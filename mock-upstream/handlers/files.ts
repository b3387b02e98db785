/**
 * Demo mode's object storage: upload tokens, the upload host and the CDN. Uploaded files are kept in the state (and
 * the state file); seeded pictures are drawn on request, as PNG tiles. Files are typed by their content, never by the
 * client's claim, and served with a CSP that forbids scripts, since they come from the console's own origin.
 */
import { createHash, randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { langFromAcceptLanguage } from '../../contract/i18n.ts';
import { FILES_PATH, UPLOAD_MAX_BYTES, UPLOAD_PATH } from '../../contract/platform.ts';
import { shell } from '../../contract/index.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { MockOptions } from '../options.ts';
import { PICTURE_KINDS, type PictureKind, tilePng } from '../pictures.ts';
import type { Router } from '../router.ts';
import type { MockState } from '../state.ts';

const TOKEN_TTL_MS = 60 * 60_000;

/** Accepted uploads, recognised by their first bytes. */
const TYPES: { ext: string; mime: string; test: (b: Buffer) => boolean }[] = [
  { ext: 'png', mime: 'image/png', test: (b) => b.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47])) },
  { ext: 'jpg', mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', mime: 'image/gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  { ext: 'webp', mime: 'image/webp', test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP' },
  { ext: 'pdf', mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', test: (b) => b[0] === 0x50 && b[1] === 0x4b },
  { ext: 'csv', mime: 'text/csv; charset=utf-8', test: (b) => !b.subarray(0, 512).includes(0) },
];

export function serveUploadToken(router: Router): void {
  router.on(shell.uploadToken, ({ query, state, options }) => {
    const ext = (query.filename?.match(/\.([A-Za-z0-9]{1,5})$/)?.[1] ?? 'bin').toLowerCase();
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
    const key = `uploads/${day}/${randomBytes(8).toString('hex')}.${ext}`;
    const token = randomBytes(16).toString('hex');
    state.uploadTokens.set(token, { key, expires_ms: Date.now() + TOKEN_TTL_MS });
    for (const [t, v] of state.uploadTokens) if (v.expires_ms < Date.now()) state.uploadTokens.delete(t);
    const base = options.publicUrl ?? '';
    return { token, key, upload_url: `${base}${UPLOAD_PATH}`, cdn_url: `${base}${FILES_PATH}` };
  });
}

export async function serveFiles(app: FastifyInstance, state: MockState, options: MockOptions): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10 } });

  app.post(UPLOAD_PATH, async (request, reply) => {
    const lang = langFromAcceptLanguage(request.headers['accept-language']);
    try {
      const fields: Record<string, string> = {};
      let data: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          data = await part.toBuffer();
          if (part.file.truncated) throw new Fail(MESSAGES.uploadTooLarge, { mb: UPLOAD_MAX_BYTES / 1024 / 1024 });
        } else fields[part.fieldname] = String(part.value);
      }
      const grant = state.uploadTokens.get(fields.token ?? '');
      if (!grant || grant.expires_ms < Date.now()) throw new Fail(MESSAGES.uploadTokenInvalid);
      if (fields.key !== undefined && fields.key !== grant.key) throw new Fail(MESSAGES.uploadKeyMismatch);
      if (!data || data.length === 0) throw new Fail(MESSAGES.uploadNoFile);
      // A file named as a known type must be that type: a text file called .png is no picture.
      const ext = grant.key.split('.').pop() ?? '?';
      const named = TYPES.find((t) => t.ext === (ext === 'jpeg' ? 'jpg' : ext));
      if (named && !named.test(data)) throw new Fail(MESSAGES.uploadMismatch, { type: ext });
      const type = named ?? TYPES.find((t) => t.test(data));
      if (!type) throw new Fail(MESSAGES.uploadType, { type: ext });
      state.uploadTokens.delete(fields.token);
      state.files.set(grant.key, { mime: type.mime, data });
      state.changed();
      const hash = createHash('sha1').update(data).digest('hex');
      return reply.send({ status: 0, data: { key: grant.key, hash, url: `${options.publicUrl ?? ''}${FILES_PATH}${grant.key}` } });
    } catch (err) {
      if (err instanceof Fail) return reply.send({ status: 1, error: err.in(lang) });
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        return reply.send({ status: 1, error: new Fail(MESSAGES.uploadTooLarge, { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }).in(lang) });
      }
      throw err;
    }
  });

  app.get(`${FILES_PATH}*`, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    reply.header('x-content-type-options', 'nosniff');
    const stored = state.files.get(key);
    if (stored) {
      return reply.header('cache-control', 'public, max-age=31536000, immutable').type(stored.mime).send(stored.data);
    }
    const picture = seededPicture(key);
    if (!picture) return reply.code(404).send({ status: 1, error: 'not found' });
    return reply.header('cache-control', 'public, max-age=86400').type('image/png').send(picture);
  });
}

/**
 * `seed/<kind>/<name>.png`: a tile with the drawing of its kind (for goods, the drawing its name starts with), its
 * colours, accent and angle picked by kind and name. The `.svg` names of older mocks (still in saved state files) get
 * the same PNG, so their pictures keep showing.
 */
function seededPicture(key: string): Buffer | undefined {
  const m = key.match(/^seed\/(\w+)\/([\w-]+)\.(?:png|svg)$/);
  const kind = m?.[1] as PictureKind;
  if (!m || !PICTURE_KINDS.includes(kind)) return undefined;
  return tilePng(kind, m[2]);
}
