/** How the gateway names an upstream failure, in its log lines and metrics (docs/resilience.md). */
import type { UpstreamErrorKind } from './metrics.ts';

/** The code that names an upstream failure (ECONNREFUSED, UND_ERR_CONNECT_TIMEOUT, DEPTH_ZERO_SELF_SIGNED_CERT ...). */
export function upstreamErrorCode(error: Error & { code?: string; cause?: unknown }): string {
  return error.code ?? (error.cause as { code?: string } | undefined)?.code ?? error.name;
}

/**
 * Every connection was busy for all of UPSTREAM_TIMEOUT_MS: the call is answered 504 without ever being sent. One
 * instance, made once: its stack says nothing, and a call costs no allocation for it.
 */
export const POOL_TIMEOUT = Object.assign(new Error('no upstream connection became free within UPSTREAM_TIMEOUT_MS'), {
  code: 'GATEWAY_POOL_TIMEOUT',
});

export function classifyUpstreamError(error: Error & { code?: string; cause?: unknown }): UpstreamErrorKind {
  switch (upstreamErrorCode(error)) {
    case 'ECONNREFUSED':
      return 'refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'dns';
    case 'ECONNRESET':
    case 'EPIPE':
    case 'UND_ERR_SOCKET':
    case 'UND_ERR_CLOSED':
      return 'reset';
    case 'UND_ERR_HEADERS_TIMEOUT':
    case 'UND_ERR_BODY_TIMEOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
    case POOL_TIMEOUT.code:
      return 'timeout';
    default:
      return 'other';
  }
}
