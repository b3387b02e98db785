/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/): the gateway passes the caller's trace on to the upstream
 * as a hop of its own (same trace id and flags, a new parent id), or starts a trace when the caller sent none or an
 * invalid one, so a call can be followed from the balancer through the gateway's log line to the upstream
 * (docs/resilience.md). `tracestate` is forwarded unchanged, as the specification asks of a participant that adds
 * no entry of its own.
 */
import { randomFillSync } from 'node:crypto';

/** version 00: `00-<32 hex trace id>-<16 hex parent id>-<2 hex flags>`; an all-zero id is invalid. */
const TRACEPARENT = /^00-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_PARENT = '0'.repeat(16);

/** Random bytes drawn in bulk: one system call for many calls' ids, where one per call is a visible cost. */
const POOL = Buffer.alloc(4096);
let poolOffset = POOL.length;

function randomHex(bytes: number): string {
  if (poolOffset + bytes > POOL.length) {
    randomFillSync(POOL);
    poolOffset = 0;
  }
  const hex = POOL.toString('hex', poolOffset, poolOffset + bytes);
  poolOffset += bytes;
  return hex;
}

export interface TraceContext {
  traceId: string;
  /** The header the upstream receives. */
  traceparent: string;
}

/** The context for the upstream call, from the caller's `traceparent` header when it holds a valid one. */
export function traceFor(given: string | string[] | undefined): TraceContext {
  const parsed = typeof given === 'string' ? TRACEPARENT.exec(given) : null;
  if (parsed && parsed[1] !== ZERO_TRACE && parsed[2] !== ZERO_PARENT) {
    return { traceId: parsed[1], traceparent: `00-${parsed[1]}-${randomHex(8)}-${parsed[3]}` };
  }
  let traceId = randomHex(16);
  if (traceId === ZERO_TRACE) traceId = randomHex(16);
  // sampled: the gateway records the call (its log line carries the trace id)
  return { traceId, traceparent: `00-${traceId}-${randomHex(8)}-01` };
}
