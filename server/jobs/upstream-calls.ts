/**
 * A job's calls to the upstream: the contract's own list and action calls, over the gateway's pool to the upstream
 * (forward.ts), with the token of the session that started the job, so the upstream grants the job exactly that
 * account's rights. Every call waits its turn in the global queue shared by all jobs (JOB_GLOBAL_CONCURRENCY), so
 * jobs together never hold more of the pool than that and interactive calls keep the rest.
 */
import { randomUUID } from 'node:crypto';
import fastq from 'fastq';
import { ACTIVITY_HEADER, BACKGROUND_ACTIVITY } from '../../contract/activity.ts';
import type { Lang } from '../../contract/i18n.ts';
import type { Upstream } from '../upstream-pool.ts';

/** What a call came back with: the upstream's envelope and HTTP status, or no answer at all. */
export type Answer =
  | { kind: 'answered'; http: number; status: number; data?: unknown; error?: string }
  | { kind: 'transport'; error: Error };

export interface CallArgs {
  method: 'GET' | 'PUT' | 'POST';
  /** The contract path with its ids filled in, without the upstream's base path. */
  path: string;
  query?: Record<string, string | number>;
  body?: unknown;
  token: string;
  lang: Lang;
  signal?: AbortSignal;
  /** A read that is nobody's activity (contract/activity.ts): a check of the session, not a use of it. */
  background?: boolean;
}

export interface JobCalls {
  call(args: CallArgs): Promise<Answer>;
  /** Stops taking calls; those still waiting end as transport failures. */
  close(): void;
}

/** An answer worth trying again after a pause: none at all, or the upstream's own failure (5xx) or 429. */
export function transient(answer: Answer): boolean {
  return answer.kind === 'transport' || answer.http >= 500 || answer.http === 429;
}

export function jobCalls(upstream: Upstream, globalConcurrency: number): JobCalls {
  const send = async (args: CallArgs): Promise<Answer> => {
    const qs = args.query ? `?${new URLSearchParams(Object.entries(args.query).map(([k, v]) => [k, String(v)]))}` : '';
    try {
      const response = await upstream.pool.request({
        path: `${upstream.basePath}${args.path}${qs}`,
        method: args.method,
        headers: {
          host: upstream.host,
          token: args.token,
          'accept-language': args.lang,
          'x-request-id': `job-${randomUUID()}`,
          ...(args.background ? { [ACTIVITY_HEADER]: BACKGROUND_ACTIVITY } : {}),
          ...(args.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: args.body === undefined ? undefined : JSON.stringify(args.body),
        headersTimeout: upstream.timeoutMs,
        bodyTimeout: upstream.timeoutMs,
        signal: args.signal,
      });
      const text = await response.body.text();
      try {
        const envelope = JSON.parse(text) as { status?: unknown; data?: unknown; error?: unknown };
        return {
          kind: 'answered',
          http: response.statusCode,
          status: typeof envelope.status === 'number' ? envelope.status : -1,
          data: envelope.data,
          error: typeof envelope.error === 'string' ? envelope.error : undefined,
        };
      } catch {
        // not the upstream's envelope (a proxy's HTML error page): an answer without words
        return { kind: 'answered', http: response.statusCode, status: -1 };
      }
    } catch (error) {
      return { kind: 'transport', error: error as Error };
    }
  };
  const queue = fastq.promise(send, globalConcurrency);
  return {
    call: (args) => queue.push(args),
    close: () => queue.killAndDrain(),
  };
}
