import type { z } from 'zod';
import type { Text } from './i18n.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One upstream call of the console. The console's API client and the mock both take these objects, so the two
 * cannot drift; the mock publishes them as OpenAPI.
 */
export interface Endpoint<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Path with `{name}` placeholders, e.g. `/api/v3/seller/productClass/{id}`. */
  path: string;
  /** `public` calls work without a token; `token` calls answer status 10 without a valid one. */
  auth: 'public' | 'token';
  /** Permission label the caller must hold (the route label of the screen that makes the call). */
  permission?: string;
  /** Other labels that may call it too (the class tree read by everyone who edits goods). */
  alsoPermitted?: readonly string[];
  query?: Q;
  body?: B;
  /** An edit that sends the version it started from: refused with HTTP 409 and `conflictData` when it is older (contract/version.ts). */
  versioned?: boolean;
  /** Schema of `data` in a status 0 response. */
  response: R;
  summary: Text;
}

export function endpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: Endpoint<Q, B, R>): Endpoint<Q, B, R> {
  return def;
}

export type QueryOf<E> = E extends Endpoint<infer Q, z.ZodType | undefined, z.ZodType>
  ? Q extends z.ZodType ? z.input<Q> : undefined
  : never;
export type BodyOf<E> = E extends Endpoint<z.ZodType | undefined, infer B, z.ZodType>
  ? B extends z.ZodType ? z.input<B> : undefined
  : never;
export type DataOf<E> = E extends Endpoint<z.ZodType | undefined, z.ZodType | undefined, infer R> ? z.output<R> : never;

/** Fills `{name}` placeholders; throws when one is missing so a bad call never reaches the network. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`path parameter "${name}" missing for ${path}`);
    return encodeURIComponent(String(value));
  });
}
