/** Pieces the infoLists resources share: the time window rule, on/off actions and common field titles. */
import { z } from 'zod';
import type { ActionDef, FieldRule } from '../../resource.ts';
import { dateTime } from '../common.ts';

/** Start and end of a campaign or a banner's display window. */
export const timeWindow = { start_at: dateTime, end_at: dateTime };

/**
 * The end of a window must come after its start: the refinement names `end_at` and carries its words in both
 * languages, which the console and the mock show after the field.
 */
export function windowInOrder<T extends { start_at?: string; end_at?: string }>(value: T): boolean {
  return !value.start_at || !value.end_at || value.end_at > value.start_at;
}
export const WINDOW_RULE = {
  path: ['end_at'] as [string],
  message: 'end after start',
  params: { rule: 'endAfterStart', text: { zh: '必须晚于开始时间', en: 'must be after the start' } },
};
/** The same rule for `patchOf`: an edit form checks the window it sends; the upstream checks a moved end alone against the record. */
export const WINDOW: FieldRule = { holds: (value) => windowInOrder(value as { start_at?: string; end_at?: string }), issue: WINDOW_RULE };

/** The switch of a record shown or offered to members (banners, topics, zones...). */
export const ON_OFF_ACTIONS = {
  enable: { title: { zh: '启用', en: 'Switch on' }, when: { enabled: [false] }, set: { enabled: true }, batch: true },
  disable: { title: { zh: '停用', en: 'Switch off' }, when: { enabled: [true] }, set: { enabled: false }, batch: true },
} satisfies Record<string, ActionDef>;

export const sortValue = z.number().int().min(0).max(9999);

/**
 * A record's fields taken from an input shape. A length rule checks what is typed, not what is read back, and "at
 * least 2 characters" would make the console take a name for a number (it tells cells apart by what a field
 * accepts), so plain texts lose their length rules; formatted ones (money, times, phones) keep their pattern.
 */
export function readShape<S extends z.ZodRawShape>(shape: S): S {
  const plain = (field: unknown) => field instanceof z.ZodString && field.format === null && (field.minLength ?? 0) > 1;
  return Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, plain(field) ? z.string() : field])) as S;
}

export const COMMON_TITLES = {
  id: { zh: 'ID', en: 'ID' },
  sort: { zh: '排序', en: 'Sort' },
  enabled: { zh: '启用', en: 'On' },
  start_at: { zh: '开始时间', en: 'Starts' },
  end_at: { zh: '结束时间', en: 'Ends' },
  created_at: { zh: '创建时间', en: 'Created' },
} as const;
