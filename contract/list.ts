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

/** `YYYY-MM-DD HH:mm:ss`, the upstream's time format (docs/contract.md, "Envelope, statuses and shared shapes"), of a day and time that exist. */
export const dateTime = z
  .string()
  .regex(DATE_TIME, format('dateTime'))
  .refine(existingDateTime, { message: 'an existing date and time', params: { text: { zh: '不是存在的日期或时间', en: 'is not a date and time that exists' } } });

/** Money travels as a decimal string with two places ("1234.50"), never as a float. */
export const money = z.string().regex(/^-?\d+\.\d{2}$/, format('money'));

export const PAGE_SIZES = [10, 20, 50, 100] as const;
export const MAX_LIMIT = 500;

/**
 * Query of every list call: `?page=1&limit=20&sort=-created_at&<filters>`; each list adds its filters' parameters
 * (`listQueryOf` in contract/resource.ts, by the rule of contract/filterParams.ts).
 */
export const listQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_LIMIT).default(20),
  /** A field name, `-` first for descending. */
  sort: z.string().regex(/^-?[A-Za-z_][A-Za-z0-9_]*$/, format('sortField')).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;

/** The key of a list answer's `counts` holding the "all" tab's count; no status tab is keyed so (the URL names "all" so too). */
export const ALL_COUNT = 'all';

const rowCount = z.number().int().min(0);
/**
 * `counts` of a list answer with status tabs, under the query's filters other than the tab's own parameters, whatever
 * tab is asked for: the rows of each tab by its key, and under `all` (`ALL_COUNT`) the rows without a tab, the `total`
 * the same query would give on the "all" tab. An upstream may leave `all` out: the console then knows the "all" count
 * only while that tab is shown, from `total`.
 */
export const tabCounts = z
  .object({ [ALL_COUNT]: rowCount.optional().describe('Rows under the filters without a tab: the "all" tab\'s total') })
  .catchall(rowCount);
export type TabCounts = z.infer<typeof tabCounts>;

/** `data` of every list call; `counts` gives the number of rows per status tab, and for "all", under the current filters. */
export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: rowCount,
    page: z.number().int().min(1),
    limit: z.number().int().min(1),
    counts: tabCounts.optional(),
  });
}
export interface ListData<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
  counts?: TabCounts;
}

/**
 * The "all" tab's count of a list answer: `counts.all`, else, from an upstream that does not send it, the `total` of
 * an answer to the "all" tab itself (`onAll`); otherwise unknown.
 */
export function allCountOf(data: Pick<ListData<unknown>, 'total' | 'counts'> | undefined, onAll: boolean): number | undefined {
  return data?.counts?.[ALL_COUNT] ?? (onAll ? data?.total : undefined);
}

/** Body of a batch action `PUT <resource>/batch/<action>`. */
export const batchBody = z.object({ ids: z.array(z.union([z.number().int(), z.string()])).min(1).max(1000) });

/** Answer of a batch action: which ids succeeded, which failed and why. */
export const batchResult = z.object({
  succeeded: z.array(z.union([z.number(), z.string()])),
  failed: z.array(z.object({ id: z.union([z.number(), z.string()]), error: z.string() })),
});
export type BatchResult = z.infer<typeof batchResult>;
