/** The request id: the caller's `x-request-id` when it is short and plain (it ends up in logs), otherwise a new one. */
import { randomUUID } from 'node:crypto';

const CLIENT_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** `given` is the header's value; repeated headers arrive joined with ", ", which the pattern refuses. */
export function requestId(given: string | string[] | undefined): string {
  return typeof given === 'string' && CLIENT_REQUEST_ID.test(given) ? given : randomUUID();
}
