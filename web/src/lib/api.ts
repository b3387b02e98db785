/**
 * Typed calls over the request client: an upstream call is named by the contract's `Endpoint` object (or by a
 * `Call` descriptor of it, see shellCalls.ts), so path, method, query, body and data types all come from the contract.
 */
import { type BodyOf, type DataOf, type Endpoint, fillPath, type QueryOf } from '../../../contract/endpoint.ts';
import { type Envelope, STATUS } from '../../../contract/envelope.ts';
import type { Query, Request, RequestResult } from './request.ts';

/** Method and path of an endpoint, typed by it, without evaluating its zod schemas. */
export interface Call<E extends Endpoint> {
  method: E['method'];
  path: string;
  /** Type carrier only; never set. */
  readonly endpoint?: E;
}

export function callOf<E extends Endpoint>(method: E['method'], path: string): Call<E> {
  return { method, path };
}

export interface CallInput<E extends Endpoint> {
  /** Values of the path's `{name}` placeholders. */
  params?: Record<string, string | number>;
  query?: QueryOf<E>;
  body?: BodyOf<E>;
  signal?: AbortSignal;
  /** No toast for a status 1 answer (request.ts): the caller shows the failure itself. */
  quiet?: boolean;
  /** A read the console makes on its own, not someone's doing (request.ts): it does not restart the idle time. */
  background?: boolean;
}

export type Api = <E extends Endpoint>(target: E | Call<E>, input?: CallInput<E>) => Promise<RequestResult<DataOf<E>>>;

export function createApi(request: Request): Api {
  return (target, input = {}) =>
    request(target.method, fillPath(target.path, input.params), {
      query: input.query as Query | undefined,
      body: input.body,
      signal: input.signal,
      quiet: input.quiet,
      background: input.background,
    });
}

/** A status 0 envelope. */
export function isOk<T>(result: RequestResult<T>): result is Envelope<T> & { status: 0; data: T } {
  return typeof result === 'object' && result.status === STATUS.OK;
}

/** The text to show for a failed result: the server's error, the network message, or undefined after status 10. */
export function failureText<T>(result: RequestResult<T>): string | undefined {
  if (typeof result === 'string') return result;
  return result?.error;
}
