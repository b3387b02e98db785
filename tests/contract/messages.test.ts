/**
 * Every rule the contract words itself (a regex's message, a refinement's words) must read in the reader's language,
 * in the console's form messages and in the mock's refusals: zh shows Chinese, en no Chinese. The test walks every
 * schema every contract module exports (endpoints, resources, settings), breaks each such rule, and reads what both
 * would show.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { z } from 'zod';
import { FORMATS } from '../../contract/formats.ts';
import { describeError } from '../../mock-upstream/validation.ts';
import { issueText } from '../../web/src/screens/lib/validation.ts';
import { tr } from '../screens/screenTexts.ts';

type Check = z.core.$ZodCheck;
type Issue = z.core.$ZodIssue;

const isSchema = (v: unknown): v is z.ZodType => v instanceof z.ZodType;

/** Every check with words of its own (a regex, a refinement) under `schema`, found once each. */
function checksUnder(schema: z.ZodType, found: Set<Check>, seen = new Set<unknown>()): Set<Check> {
  if (seen.has(schema)) return found;
  seen.add(schema);
  const def = schema._zod.def as unknown as Record<string, unknown>;
  for (const check of (def.checks as Check[] | undefined) ?? []) {
    const d = check._zod.def as { check: string; format?: string };
    if ((d.check === 'string_format' && d.format === 'regex') || d.check === 'custom') found.add(check);
  }
  const visit = (v: unknown) => isSchema(v) && checksUnder(v, found, seen);
  for (const [key, value] of Object.entries(def)) {
    if (key === 'checks') continue;
    if (key === 'getter' && typeof value === 'function') visit(value());
    else if (Array.isArray(value)) value.forEach(visit);
    else if (isSchema(value)) visit(value);
    else if (key === 'shape' && value && typeof value === 'object') Object.values(value).forEach(visit);
  }
  return found;
}

/** The schemas in a module's exports: themselves, or inside objects and arrays (endpoints, resources, settings). */
function schemasIn(value: unknown, found: Set<z.ZodType>, seen = new Set<unknown>()): Set<z.ZodType> {
  if (isSchema(value)) found.add(value);
  else if (value && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    for (const v of Object.values(value)) schemasIn(v, found, seen);
  }
  return found;
}

const CONTRACT = fileURLToPath(new URL('../../contract/', import.meta.url));
const modules = readdirSync(CONTRACT, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
const schemas = new Set<z.ZodType>();
for (const file of modules) schemasIn(await import(join(CONTRACT, file)), schemas);
const checks = new Set<Check>();
for (const s of schemas) checksUnder(s, checks);

/** The issue a check raises on field `x`: a regex run on a value none of ours takes, a refinement as zod words it. */
function brokenBy(check: Check): { issue: Issue; value: unknown } {
  const d = check._zod.def as { check: string; params?: unknown; error?: (i: unknown) => unknown };
  if (d.check === 'custom') {
    const message = String(d.error?.({}) ?? '');
    return { issue: { code: 'custom', path: ['x'], message, params: d.params as Record<string, unknown> } as Issue, value: 'v' };
  }
  const result = z.string().check(check as z.core.$ZodCheck<string>).safeParse('\u0000');
  if (result.success) throw new Error('a regex takes a NUL character');
  return { issue: { ...result.error.issues[0], path: ['x'] }, value: '\u0000' };
}

const CJK = /\p{Script=Han}/u;
/** What a reader adds around the rule's words: the field name and the "format should be" frame. */
const FRAMES = [/^x /, /^格式不正确，应为 /, /^格式应为 /];
const ruleWords = (shown: string) => FRAMES.reduce((s, frame) => s.replace(frame, ''), shown);

t.test('the walk finds the contract rules the auditor saw', async (t) => {
  t.ok(checks.size > 40, `${checks.size} rules`);
  const regexes = [...checks].filter((c) => (c._zod.def as { check: string }).check === 'string_format');
  t.ok(regexes.length >= 30, `${regexes.length} formats`);
});

t.test('every rule the contract words shows in the reader’s language, in the console and the mock', async (t) => {
  const wrong = new Set<string>();
  for (const check of checks) {
    const { issue, value } = brokenBy(check);
    for (const lang of ['zh', 'en'] as const) {
      const shown = [issueText(issue, value, tr[lang]), describeError(new z.ZodError([issue]), lang, { x: value })];
      for (const text of shown) {
        const ok = lang === 'zh' ? CJK.test(ruleWords(text)) : !CJK.test(text);
        if (!ok) wrong.add(`${lang}: "${text}" (message ${JSON.stringify(issue.message)})`);
      }
    }
  }
  t.same([...wrong], [], 'no rule shows in the other language');
});

t.test('every format has its words in both languages and is used', async (t) => {
  const used = new Set([...checks].map((c) => brokenBy(c).issue.message));
  for (const [name, text] of Object.entries(FORMATS)) {
    t.ok(CJK.test(text.zh) && !CJK.test(text.en), `${name} in zh and en`);
    t.ok(used.has(name), `${name} is used by a schema`);
  }
});
