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
  /**
   * Permission label the caller must hold (the route label of the screen that makes the call). A write (any method but
   * GET) must have one, or `open`, or `permissionByKey` (docs/contract.md, "Who may write").
   */
  permission?: string;
  /** Other labels that may call it too (the class tree read by everyone who edits goods). */
  alsoPermitted?: readonly string[];
  /** A write that needs no label, declared as such with the reason. */
  open?: OpenCall;
  /** A write of several keyed values, each key with its own label (the settings save). */
  permissionByKey?: KeyedPermission;
  query?: Q;
  body?: B;
  /**
   * A read no person ever asks for: the console (or the gateway) makes it on its own, after an event or to target a
   * stream. The upstream answers it like any other but does not restart the session's idle time (contract/activity.ts,
   * docs/contract.md "Calls that are not activity"); the text says why, for the reader of the contract. GET only.
   */
  notActivity?: string;
  /** An edit that sends the version it started from: refused with HTTP 409 and `conflictData` when it is older (contract/version.ts). */
  versioned?: boolean;
  /** Schema of `data` in a status 0 response. */
  response: R;
  summary: Text;
}

/**
 * Who may make a write call without a permission label: `public` calls need no session (a login, an SMS code),
 * `signedIn` ones any session, since they act only on the caller's own account (its password, its preferences) or
 * only read (a settings read, a tracking look-up). `why` says which, for the reader of the contract.
 */
export interface OpenCall {
  to: 'public' | 'signedIn';
  why: string;
}

/**
 * The label each key needs, for a write whose body maps keys to values under `field` (`settings.configSave`: the
 * settings keys of contract/settings.ts). A key not in `labels` is refused.
 */
export interface KeyedPermission {
  field: string;
  labels: Readonly<Record<string, string>>;
}

/** How a call is authorised: what `endpoint()` requires of a write, so a write without one is a type error. */
type Authorised =
  | { method: 'GET' }
  | { method: Exclude<HttpMethod, 'GET'>; permission: string; notActivity?: never }
  | { method: Exclude<HttpMethod, 'GET'>; open: OpenCall; notActivity?: never }
  | { method: Exclude<HttpMethod, 'GET'>; permissionByKey: KeyedPermission; notActivity?: never };

export function endpoint<
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(def: Endpoint<Q, B, R> & Authorised): Endpoint<Q, B, R> {
  return def;
}

/** Who may make a call, as the mock enforces it (and an OpenAPI document may print it). */
export type Access =
  | { kind: 'labels'; labels: readonly string[] }
  | { kind: 'open'; to: OpenCall['to']; why: string }
  | { kind: 'byKey'; field: string; labels: Readonly<Record<string, string>> }
  /** A read with no label of its own (the menu, the shop's name): any session. */
  | { kind: 'anyReader' };

export function accessOf(e: Endpoint): Access {
  if (e.permission) return { kind: 'labels', labels: [e.permission, ...(e.alsoPermitted ?? [])] };
  if (e.permissionByKey) return { kind: 'byKey', field: e.permissionByKey.field, labels: e.permissionByKey.labels };
  if (e.open) return { kind: 'open', to: e.open.to, why: e.open.why };
  return { kind: 'anyReader' };
}

/** The labels of a call that another call shares (a dry run of an action asks what the action asks). */
export function sameLabelsAs(e: Endpoint): { permission: string; alsoPermitted?: readonly string[] } {
  if (!e.permission) throw new Error(`${e.method} ${e.path} has no permission label to share`);
  return { permission: e.permission, alsoPermitted: e.alsoPermitted };
}

/**
 * Throws at load when a write call declares no permission (an endpoint built outside `endpoint()` escapes its type
 * check), declares more than one kind, says `open` to a session it does not take, or says it is not activity (a
 * write is always someone's doing).
 */
export function checkWritesAuthorised(endpoints: readonly Endpoint[]): void {
  const problems: string[] = [];
  for (const e of endpoints) {
    const id = `${e.method} ${e.path}`;
    const kinds = [e.permission, e.open, e.permissionByKey].filter((k) => k !== undefined).length;
    if (e.method !== 'GET' && kinds === 0) problems.push(`${id}: a write without permission, open or permissionByKey`);
    if (kinds > 1) problems.push(`${id}: more than one of permission, open and permissionByKey`);
    if (e.open && (e.open.to === 'public') !== (e.auth === 'public')) problems.push(`${id}: open to ${e.open.to} but auth is ${e.auth}`);
    if (e.auth === 'public' && e.method !== 'GET' && !e.open) problems.push(`${id}: a public write must say open: { to: 'public' }`);
    if (e.notActivity !== undefined && e.method !== 'GET') problems.push(`${id}: a write is always activity, it cannot say notActivity`);
  }
  if (problems.length > 0) throw new Error(`contract: ${problems.join('; ')}`);
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
