/**
 * The console's source stays readable in one sitting (docs/architecture.md, "The console's screens"): no component or
 * hook in web/src over 150 lines, no file over 300. A failure names each file, line and component to split.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';
import { lineCount, MAX_FILE_LINES, MAX_FUNCTION_LINES, measureSource, sizeViolations } from '../helpers/sourceSize.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WEB_SRC = join(ROOT, 'web/src');

const webSources = (): string[] =>
  readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join('web/src', name))
    .sort();

/** A synthetic source: a component of `bodyLines` lines of markup, with what surrounds it. */
const componentOf = (header: string, bodyLines: number, footer = '}') =>
  [header, '  return (', '    <div>', ...Array.from({ length: bodyLines }, (_, i) => `      <p>${i}</p>`), '    </div>', '  );', footer].join('\n');

t.test('no file in web/src over 300 lines, no component or hook over 150', async (t) => {
  const files = webSources();
  t.ok(files.length > 100, `the console's sources are found (${files.length})`);
  const violations = files.flatMap((file) => sizeViolations(file, readFileSync(join(ROOT, file), 'utf8')));
  t.same(violations, [], 'no file over 300 lines, no component or hook over 150 (the diff names each to split)');
});

t.test('the measure finds the real components (it cannot pass by finding none)', async (t) => {
  const named = (file: string) =>
    measureSource(file, readFileSync(join(ROOT, file), 'utf8')).functions.map((fn) => fn.name);
  t.ok(named('web/src/screens/parts/ShipImport.tsx').includes('ShipImport'), 'a function declaration');
  const all = webSources().flatMap((file) => named(file));
  t.ok(all.length > 200, `components and hooks found in web/src (${all.length})`);
});

t.test('a component of 151 lines fails, one of 150 passes, in each way a component is written', async (t) => {
  // 6 lines of frame around the markup: 145 lines of markup make 151.
  const shapes: [string, string, string][] = [
    ['function declaration', 'export function Big() {', '}'],
    ['arrow function', 'export const Big = () => {', '};'],
    ['memo-wrapped', 'const Big = memo(function Big() {', '});'],
    ['forwardRef arrow', 'const Big = forwardRef((props, ref) => {', '});'],
    ['default export', 'export default function Big() {', '}'],
  ];
  for (const [shape, header, footer] of shapes) {
    const over = sizeViolations('Big.tsx', componentOf(header, MAX_FUNCTION_LINES - 5, footer));
    t.match(over, [/^Big\.tsx:1 Big: 151 lines \(at most 150\)$/], `${shape}: 151 lines is named`);
    t.same(sizeViolations('Big.tsx', componentOf(header, MAX_FUNCTION_LINES - 6, footer)), [], `${shape}: 150 fits`);
  }
});

t.test('a long hook fails; so does a component whose JSX is in a callback or a variable; a plain function does not', async (t) => {
  const long = Array.from({ length: 160 }, (_, i) => `  const v${i} = ${i};`).join('\n');
  t.match(sizeViolations('useBig.ts', `export function useBig() {\n${long}\n  return v0;\n}\n`), [/useBig: 163 lines/]);
  t.same(sizeViolations('Table.ts', `export function Table() {\n${long}\n  return { v0 };\n}\n`), []);
  const mapped = `export function Rows() {\n${long}\n  return [v0].map((n) => <p>{n}</p>);\n}\n`;
  t.match(sizeViolations('Rows.tsx', mapped), [/Rows: 163 lines/]);
  const held = `export const Held = () => {\n${long}\n  const view = <p />;\n  return view;\n};\n`;
  t.match(sizeViolations('Held.tsx', held), [/Held: 164 lines/]);
});

t.test('a file over 300 lines fails, whatever it holds', async (t) => {
  const lines = (n: number) => `${Array.from({ length: n }, (_, i) => `export const c${i} = ${i};`).join('\n')}\n`;
  t.equal(lineCount(lines(MAX_FILE_LINES)), 300, 'a final newline opens no line');
  t.same(sizeViolations('consts.ts', lines(MAX_FILE_LINES)), []);
  t.same(sizeViolations('consts.ts', lines(MAX_FILE_LINES + 1)), ['consts.ts: 301 lines (at most 300)']);
});
