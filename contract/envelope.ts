import { z } from 'zod';

/** Response statuses of the upstream (SPEC section 8, PRODUCT.md). */
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

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({
    status: z.union([z.literal(0), z.literal(1), z.literal(10)]),
    data: data.optional(),
    error: z.string().optional(),
  });
}
