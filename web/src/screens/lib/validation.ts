/**
 * Form validation against the contract's zod schemas, with messages in the console's language (zod's own are
 * English only), and the mapping of the upstream's one-line errors ("name 至少 2 个字符") back onto their field.
 */
import type { z } from 'zod';
import { ruleText } from '../../../../contract/formats.ts';
import { platformToday } from '../../lib/format.ts';
import { type DateTimeProblem, isDayTime, readDateTime, splitDateTime } from './dateTime.ts';

export type Translate = (key: string, params?: Record<string, string | number>) => string;

/** How a form field is typed in and what the contract expects of it. */
export type FieldInput = 'text' | 'textarea' | 'richtext' | 'money' | 'int' | 'decimal' | 'select' | 'picture' | 'bool' | 'datetime' | 'custom';

/**
 * What was typed when it reads as no value at all (a date-time on 30 February): no schema takes it, and its refusal
 * says what is wrong in the words named here, not the schema's.
 */
export class Unreadable {
  constructor(
    readonly text: string,
    readonly params: Record<string, string> = {},
  ) {}
}

const DATE_TIME_TEXTS: Record<DateTimeProblem, string> = {
  day: 'validation.dateTime.day',
  time: 'validation.dateTime.time',
  noDay: 'validation.dateTime.noDay',
};

/** A raw input value as the contract's type: integers as numbers, money as a trimmed decimal string. */
export function coerce(input: FieldInput, raw: unknown): unknown {
  if (input === 'bool') return raw === true || raw === 'true';
  if (input === 'datetime') {
    // a day and a time typed apart (DateTimeInput); a whole `YYYY-MM-DD HH:mm:ss` text reads the same
    const read = readDateTime(isDayTime(raw) ? raw : splitDateTime(raw));
    if ('value' in read) return read.value;
    return new Unreadable(DATE_TIME_TEXTS[read.problem], read.problem === 'day' ? { example: platformToday() } : {});
  }
  if (typeof raw !== 'string') return raw;
  const text = raw.trim();
  if (input === 'int') return text === '' ? undefined : /^-?\d+$/.test(text) ? Number(text) : Number.NaN;
  // a rate such as 2.5 (%): a number with at most two decimals; anything else stays text and is refused as invalid
  if (input === 'decimal') return text === '' ? undefined : /^-?\d+(\.\d{1,2})?$/.test(text) ? Number(text) : text;
  if (input === 'money') {
    if (text === '') return undefined;
    // "12" and "12.5" are what people type; the contract wants two decimals
    return /^-?\d+(\.\d{1,2})?$/.test(text) ? Number(text).toFixed(2) : text;
  }
  if (input === 'select') return text === '' ? undefined : /^\d+$/.test(text) ? Number(text) : text;
  return raw;
}

type Issue = z.core.$ZodIssue;

/** The first problem of each field, translated. */
export function fieldErrors(schema: z.ZodType, values: Record<string, unknown>, t: Translate): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (!(field in errors)) errors[field] = issueText(issue, valueAt(values, issue.path), t);
  }
  return errors;
}

/**
 * The fields `schema` requires: an empty form fails exactly on them (rules between fields wait until those pass). An
 * update (`patch`) leaves out what it does not change, so there the required fields are those that refuse `null`, the
 * value of an emptied field.
 */
export function requiredFields(schema: z.ZodType, names: readonly string[], patch = false): Set<string> {
  const failing = patch
    ? names.filter((name) => name in fieldErrors(schema, nested(name, null), (key) => key))
    : Object.keys(fieldErrors(schema, {}, (key) => key));
  return new Set(failing.filter((name) => names.includes(name)));
}

/** `{a: {b: value}}` for the dotted name `a.b`. */
function nested(name: string, value: unknown): Record<string, unknown> {
  let result = value;
  for (const key of name.split('.').reverse()) result = { [key]: result };
  return result as Record<string, unknown>;
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let value = values;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

export function issueText(issue: Issue, value: unknown, t: Translate): string {
  if (value instanceof Unreadable) return t(value.text, value.params);
  // the contract's own words for a format or a rule between fields (contract/formats.ts), in the console's language
  const text = ruleText(issue);
  const words = text && (t('validation.lang') === 'en' ? text.en : text.zh);
  switch (issue.code) {
    case 'invalid_type':
      // left out, empty, or null: a field an edit emptied
      if (value == null || value === '') return t('validation.required');
      if (typeof value === 'number' && Number.isNaN(value)) return t('validation.integer');
      return t('validation.invalid');
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const n = Number(small ? issue.minimum : issue.maximum);
      // "at least 1 character" or "1 item" is an empty field: say what it is.
      if (small && n <= 1 && (issue.origin === 'string' || issue.origin === 'array')) return t('validation.required');
      const what = issue.origin === 'string' ? 'String' : issue.origin === 'array' ? 'Array' : 'Number';
      // `count` picks the English singular ("at most 1 character"); a number's bound is no count
      return t(`validation.${small ? 'min' : 'max'}${what}`, what === 'Number' ? { n } : { count: n });
    }
    case 'invalid_format':
      if (value === undefined || value === '') return t('validation.required');
      // a format the contract names no words for would show in English: say only that it is wrong
      return words ? t('validation.format', { pattern: words }) : t('validation.invalid');
    case 'invalid_value':
      return t('validation.oneOf');
    case 'invalid_union':
      return value === undefined || value === '' ? t('validation.required') : t('validation.oneOf');
    case 'custom': {
      // a rule between fields that carries its own words in both languages
      if (words) return words.charAt(0).toUpperCase() + words.slice(1);
      const rule = (issue.params as { rule?: string } | undefined)?.rule;
      return rule === 'nonNegative' ? t('validation.nonNegative') : t('validation.invalid');
    }
    default:
      return t('validation.invalid');
  }
}

/**
 * The field an upstream error is about: the mock (and the real upstream) start a validation error with the field's
 * name. Longest names first, so `market_price` is not taken for `price`.
 */
export function serverErrorField(message: string, fields: readonly string[]): string | undefined {
  return [...fields].sort((a, b) => b.length - a.length).find((f) => message === f || message.startsWith(`${f} `));
}
