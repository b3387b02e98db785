/** No zod here: the console's login page imports this module and must stay small. */

/** Response statuses of the upstream (docs/contract.md, "Envelope, statuses and shared shapes"). */
export const STATUS = {
  /** Success. */
  OK: 0,
  /** Business error: `error` is shown as a 5 s toast, the response is still passed on. */
  ERROR: 1,
  /** Session invalid or expired: toast, nothing returned, session cleared, back to the area's login. */
  SESSION_INVALID: 10,
} as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];

/** Every upstream response is `{status, data?, error?}`. */
export interface Envelope<T = unknown> {
  status: Status;
  data?: T;
  error?: string;
  /** Set by the gateway on errors it produces itself. */
  request_id?: string;
}
