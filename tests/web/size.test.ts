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

/** A synthetic component spanning `total` lines: `header`, markup, `footer`. */
const componentOf = (header: string, footer: string, total: number) => {
  const frame = [header, '  return (', '    <div>', '    </div>', '  );', footer].join('\n').split('\n').length;
  const markup = Array.from({ length: total - frame }, (_, i) => `      <p>${i}</p>`);
  return [header, '  return (', '    <div>', ...markup, '    </div>', '  );', footer].join('\n');
};

t.test('no file in web/src over 300 lines, no component or hook over 150', async (t) => {
  const files = webSources();
  t.ok(files.length > 100, `the console's sources are found (${files.length})`);
  const violations = files.flatMap((file) => sizeViolations(file, readFileSync(join(ROOT, file), 'utf8')));
  t.same(violations, [], 'no file over 300 lines, no component or hook over 150 (the diff names each to split)');
});

t.test('the measure finds the real components (it cannot pass by finding none)', async (t) => {
  const names = new Set(webSources().flatMap((file) => measureSource(file, readFileSync(join(ROOT, file), 'utf8')).functions.map((fn) => fn.name)));
  t.ok(names.size > 200, `components and hooks found in web/src (${names.size})`);
  t.ok(names.has('ShipImport'), 'a function component');
  t.ok(names.has('ScreenErrorBoundary'), 'a class component');
  t.ok(names.has('useLang'), 'a hook');
});

t.test('a component of 151 lines fails, one of 150 passes, in each way a component is written', async (t) => {
  const shapes: [string, string, string][] = [
    ['function declaration', 'export function Big() {', '}'],
    ['arrow function', 'export const Big = () => {', '};'],
    ['memo-wrapped', 'const Big = memo(function Big() {', '});'],
    ['forwardRef arrow', 'const Big = forwardRef((props, ref) => {', '});'],
    ['default export', 'export default function Big() {', '}'],
    ['class component', 'export class Big extends Component {\n  render() {', '  }\n}'],
  ];
  for (const [shape, header, footer] of shapes) {
    const over = sizeViolations('Big.tsx', componentOf(header, footer, MAX_FUNCTION_LINES + 1));
    t.match(over, [/^Big\.tsx:1 Big: 151 lines \(at most 150\)$/], `${shape}: 151 lines is named`);
    t.same(sizeViolations('Big.tsx', componentOf(header, footer, MAX_FUNCTION_LINES)), [], `${shape}: 150 fits`);
  }
});

t.test('a long hook fails; so does a component whose JSX is in a callback or a variable; a plain function does not', async (t) => {
  const long = Array.from({ length: 160 }, (_, i) => `  const v${i} = ${i};`).join('\n');
  t.match(sizeViolations('useBig.ts', `export function useBig() {\n${long}\n  return v0;\n}\n`), [/useBig: 163 lines/], 'a hook');
  t.same(sizeViolations('Table.ts', `export function Table() {\n${long}\n  return { v0 };\n}\n`), [], 'no JSX: not a component');
  const mapped = `export function Rows() {\n${long}\n  return [v0].map((n) => <p>{n}</p>);\n}\n`;
  t.match(sizeViolations('Rows.tsx', mapped), [/Rows: 163 lines/], 'JSX in a callback');
  const held = `export const Held = () => {\n${long}\n  const view = <p />;\n  return view;\n};\n`;
  t.match(sizeViolations('Held.tsx', held), [/Held: 164 lines/], 'JSX held in a variable');
});

t.test('a file over 300 lines fails, whatever it holds', async (t) => {
  const lines = (n: number) => `${Array.from({ length: n }, (_, i) => `export const c${i} = ${i};`).join('\n')}\n`;
  t.equal(lineCount(lines(MAX_FILE_LINES)), 300, 'a final newline opens no line');
  t.same(sizeViolations('consts.ts', lines(MAX_FILE_LINES)), [], '300 lines fit');
  t.same(sizeViolations('consts.ts', lines(MAX_FILE_LINES + 1)), ['consts.ts: 301 lines (at most 300)'], '301 is named');
});
