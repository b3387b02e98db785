import { z } from 'zod';
import { dayExists, timeExists } from './calendar.ts';
import { format } from './formats.ts';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** Whether `YYYY-MM-DD HH:mm:ss` names a moment that exists: no 30 February, month 13 or 25 o'clock. */
function existingDateTime(value: string): boolean {
  // A value of another shape is the format rule's to refuse, with its own message.
  if (!DATE_TIME.test(value)) return true;
  const [day, time] = value.split(' ');
  return dayExists(day) && timeExists(time);
}

/** `YYYY-MM-DD HH:mm:ss`, the upstream's time format (SPEC section 9), of a day and time that exist. */
export const dateTime = z
  .string()
  .regex(DATE_TIME, format('dateTime'))
  .refine(existingDateTime, { message: 'an existing date and time', params: { text: { zh: '不是存在的日期或时间', en: 'is not a date and time that exists' } } });

/** Money travels as a decimal string with two places ("1234.50"), never as a float. */
export const money = z.string().regex(/^-?\d+\.\d{2}$/, format('money'));

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_LIMIT = 500;

/** Query of every list call: `?page=1&limit=20&sort=-created_at&start_time=&end_time=&<filters>`. */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(20),
  /** A field name, `-` first for descending. */
  sort: z.string().regex(/^-?[A-Za-z_][A-Za-z0-9_]*$/, format('sortField')).optional(),
  start_time: dateTime.optional(),
  end_time: dateTime.optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** `data` of every list call; `counts` gives the number of rows per status tab for the current filters. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    counts: z.record(z.string(), z.number().int().min(0)).optional(),
  });
}
export interface ListData<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  counts?: Record<string, number>;
}

/** Body of a batch action `PUT <resource>/batch/<action>`. */
export const batchBody = z.object({ ids: z.array(z.union([z.number().int(), z.string()])).min(1).max(1000) });

/** Answer of a batch action: which ids succeeded, which failed and why. */
export const batchResult = z.object({
  succeeded: z.array(z.union([z.number(), z.string()])),
  failed: z.array(z.object({ id: z.union([z.number(), z.string()]), error: z.string() })),
});
export type BatchResult = z.infer<typeof batchResult>;
