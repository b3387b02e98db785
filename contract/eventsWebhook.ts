/**
 * The webhook alternative to the event feed (docs/events.md, "Webhook"): the upstream POSTs `eventsWebhookPayload` as
 * JSON to the gateway's URL with `EVENTS_SIGNATURE_HEADER: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`
 * under a secret both sides hold. The time is signed with the body so a captured request cannot be replayed later
 * than `SIGNATURE_TOLERANCE_S`. Kept out of contract/index.ts: it needs node:crypto, which the console's bundle has
 * not.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const EVENTS_SIGNATURE_HEADER = 'x-upstream-signature';
export const SIGNATURE_TOLERANCE_S = 300;

function mac(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** The header's value for `body` (the exact bytes sent) at `timestamp` (seconds since the epoch). */
export function signEventsBody(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

/** Whether `header` signs `body` with `secret`, made within the tolerance of `nowS`. */
export function verifyEventsBody(secret: string, body: string, header: string | undefined, nowS = Math.floor(Date.now() / 1000)): boolean {
  const parts = new Map((header ?? '').split(',').map((p) => p.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > SIGNATURE_TOLERANCE_S || !/^[0-9a-f]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(mac(secret, timestamp, body), 'hex'));
}
