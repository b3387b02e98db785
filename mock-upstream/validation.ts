/** Turns a zod error into one line naming the field and the rule, in the caller's language. */
import type { z } from 'zod';
import { ruleText } from '../contract/formats.ts';
import type { Lang } from '../contract/i18n.ts';
import { fill, MESSAGES } from './messages.ts';

const F = MESSAGES.field;
type Issue = z.core.$ZodIssue;

/** `input` is what was validated: zod does not keep it in its issues, and "missing" differs from "wrong type". */
export function describeError(error: z.ZodError, lang: Lang, input: unknown): string {
  return describeIssue(error.issues[0], lang, input);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) v = v !== null && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined;
  return v;
}

/** One issue in one line; an import names a row's column by its title through it. */
export function describeIssue(issue: Issue, lang: Lang, input: unknown): string {
  const field = issue.path.length > 0 ? issue.path.map(String).join('.') : F.root[lang];
  const say = (text: { zh: string; en: string }, params: Record<string, string | number> = {}) =>
    fill(text, lang, { field, ...params });
  switch (issue.code) {
    case 'invalid_type': {
      // left out, or `null`: a field an edit form emptied
      if (valueAt(input, issue.path) == null) return say(F.required);
      if (issue.expected === 'int') return say(F.integer);
      const expected = MESSAGES.types[issue.expected as keyof typeof MESSAGES.types];
      return expected ? say(F.type, { expected: expected[lang] }) : say(F.invalid);
    }
    case 'too_small':
    case 'too_big': {
      const small = issue.code === 'too_small';
      const n = Number(small ? (issue as z.core.$ZodIssueTooSmall).minimum : (issue as z.core.$ZodIssueTooBig).maximum);
      // "at least 1 character" is an empty field: say what it is.
      if (small && n <= 1 && issue.origin === 'string') return say(F.required);
      if (issue.origin === 'string') return say(small ? F.minString : F.maxString, { n });
      if (issue.origin === 'array' || issue.origin === 'set') return say(small ? F.minArray : F.maxArray, { n });
      return say(small ? F.minNumber : F.maxNumber, { n });
    }
    case 'invalid_format': {
      if (valueAt(input, issue.path) === '') return say(F.required);
      // a regex names its words in the contract's FORMATS; one without would answer in English: say only that it is wrong
      const text = ruleText(issue);
      return text ? say(F.format, { pattern: text[lang] }) : say(F.invalid);
    }
    case 'invalid_value':
      return say(F.oneOf, { values: issue.values.map((v) => String(v)).join(', ') });
    case 'invalid_union': {
      // Report the branch that came closest: the one with the fewest problems.
      // A union of literals (an enum): list every allowed value.
      if (issue.errors.every((b) => b.length === 1 && b[0].code === 'invalid_value' && b[0].path.length === 0)) {
        const values = issue.errors.flatMap((b) => (b[0] as z.core.$ZodIssueInvalidValue).values);
        return say(F.oneOf, { values: values.map(String).join(', ') });
      }
      const branches = issue.errors.filter((b) => b.length > 0).sort((a, b) => a.length - b.length);
      if (branches.length === 0) return say(F.invalid);
      const first = branches[0][0];
      return describeIssue({ ...first, path: [...issue.path, ...first.path] }, lang, input);
    }
    case 'unrecognized_keys':
      return fill(F.unknownKeys, lang, { keys: issue.keys.join(', ') });
    case 'custom': {
      // a rule between fields carries its own words in both languages (contract/formats.ts)
      const text = ruleText(issue);
      if (text) return say(F.rule, { rule: text[lang] });
      const params = (issue.params ?? {}) as Record<string, string>;
      const rule = params.rule as keyof typeof F | undefined;
      if (rule === 'equals') return say(F.equals, { other: params.other });
      if (rule === 'oneOf') return say(F.oneOf, { values: params.values });
      if (rule === 'nonZero' || rule === 'nonNegative' || rule === 'ascending') return say(F[rule]);
      return say(F.invalid);
    }
    default:
      return say(F.invalid);
  }
}
