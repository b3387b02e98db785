/**
 * The parsers of the gateway's variable values (config.ts): each takes the variable's text and gives the typed value,
 * or fails, and config.ts then names the variable and what it accepts.
 */
import { compile } from '@fastify/proxy-addr';
import { z } from 'zod';

/** `UPSTREAM_URL` unset or `mock`: the gateway starts the embedded mock upstream itself (demo mode). */
export const MOCK_UPSTREAM = 'mock';

export const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const SIZE_UNITS: Record<string, number> = { '': 1, b: 1, kb: 1024, mb: 1024 * 1024 };
export const byteSize = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+\s*(b|kb|mb)?$/i)
    .transform((s) => {
      const [, n, unit = ''] = /^(\d+)\s*([a-z]*)$/i.exec(s)!;
      return Number(n) * SIZE_UNITS[unit.toLowerCase()];
    })
    .pipe(z.number().int().min(min).max(max));

export const origin = z
  .string()
  .refine((s) => {
    try {
      const u = new URL(s);
      return (u.protocol === 'http:' || u.protocol === 'https:') && u.origin === s.replace(/\/$/, '');
    } catch {
      return false;
    }
  })
  .transform((s) => new URL(s).origin);

/** redis:// or rediss:// (TLS), with optional credentials and database number, as ioredis reads it. */
export const redisUrl = z.string().refine((s) => {
  try {
    const u = new URL(s);
    return (u.protocol === 'redis:' || u.protocol === 'rediss:') && !!u.hostname && /^(\/\d{0,2})?$/.test(u.pathname) && !u.search && !u.hash;
  } catch {
    return false;
  }
});

export const upstreamUrl = z.string().refine((s) => {
  if (s === MOCK_UPSTREAM) return true;
  try {
    const u = new URL(s);
    return (u.protocol === 'http:' || u.protocol === 'https:') && !u.username && !u.password && !u.search && !u.hash;
  } catch {
    return false;
  }
});

export const trustProxy = z.string().transform((s, ctx): boolean | number | string[] => {
  if (s === 'true') return true;
  if (s === 'false') return false;
  if (/^\d+$/.test(s)) return Number(s);
  const list = s.split(',').map((p) => p.trim());
  if (list.every((p) => /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(p))) {
    // What Fastify and the gateway will compile (trust-proxy.ts): an address or range it refuses (10.0.0.0/99,
    // :::::) would otherwise stop the gateway with a stack trace after the mock had started.
    try {
      compile(list);
      return list;
    } catch {
      // refused below
    }
  }
  ctx.addIssue({ code: 'custom', message: 'bad trust proxy' });
  return z.NEVER;
});
