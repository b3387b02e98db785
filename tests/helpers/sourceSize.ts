// The size rule of the console's source (docs/architecture.md, "The console's screens"): no component or hook
// over 150 lines, no file over 300. Measured with the TypeScript compiler's own parser, so a component is found the way
// the compiler sees it, not by a regular expression over the text.
import ts from 'typescript';

export const MAX_FUNCTION_LINES = 150;
export const MAX_FILE_LINES = 300;

export interface FunctionSize {
  name: string;
  /** 1-based line of its first line. */
  line: number;
  lines: number;
}

export interface SourceSize {
  lines: number;
  /** The components and hooks of the file. */
  functions: FunctionSize[];
}

type FunctionLike = ts.FunctionDeclaration | ts.FunctionExpression | ts.ArrowFunction | ts.MethodDeclaration;

/** Lines of a text as an editor numbers them: a final newline does not open one more. */
export function lineCount(text: string): number {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

function isJsx(node: ts.Node): boolean {
  return ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node);
}

/**
 * Whether JSX appears anywhere in the function, its callbacks included: `return rows.map((r) => <Row />)` and
 * `const view = <div />; return view;` are components as much as `return <div />`.
 */
function holdsJsx(fn: FunctionLike): boolean {
  const visit = (node: ts.Node): boolean => isJsx(node) || (ts.forEachChild(node, visit) ?? false);
  return fn.body !== undefined && visit(fn.body);
}

/**
 * The name a function is known by: its own, or the variable, property or class member it is assigned to, looking
 * through wrapping calls such as `memo(...)` and `forwardRef(...)`.
 */
function nameOf(fn: FunctionLike): string | undefined {
  if (fn.name && (ts.isIdentifier(fn.name) || ts.isStringLiteral(fn.name))) return fn.name.text;
  let node: ts.Node = fn;
  while (ts.isCallExpression(node.parent) || ts.isParenthesizedExpression(node.parent)) node = node.parent;
  const holder = node.parent;
  if ((ts.isVariableDeclaration(holder) || ts.isPropertyAssignment(holder)) && ts.isIdentifier(holder.name)) {
    return holder.name.text;
  }
  return undefined;
}

function isFunctionLike(node: ts.Node): node is FunctionLike {
  return (
    ts.isFunctionDeclaration(node) ||
    ts.isFunctionExpression(node) ||
    ts.isArrowFunction(node) ||
    ts.isMethodDeclaration(node)
  );
}

/**
 * What the rule measures: a React component (a capitalised function holding JSX) and a hook (a function named
 * `useX`), since a hook that owns a screen's state grows the same way.
 */
function measuredName(fn: FunctionLike): string | undefined {
  const name = nameOf(fn);
  if (!name) return undefined;
  if (/^use[A-Z0-9]/.test(name)) return name;
  return /^[A-Z]/.test(name) && holdsJsx(fn) ? name : undefined;
}

/** A class component (an error boundary, say) is measured whole: its state and handlers are part of it. */
function isClassComponent(node: ts.ClassLikeDeclaration): boolean {
  return node.members.some((m) => ts.isMethodDeclaration(m) && ts.isIdentifier(m.name) && m.name.text === 'render' && holdsJsx(m));
}

/**
 * A component's size is the lines it spans, from the line its declaration starts on (`export function X(` or
 * `const X = memo(`) to its closing brace, so its props' destructuring and its markup both count.
 */
function spanOf(fn: FunctionLike, source: ts.SourceFile): { line: number; lines: number } {
  let start: ts.Node = fn;
  while (ts.isCallExpression(start.parent) || ts.isParenthesizedExpression(start.parent)) start = start.parent;
  if (ts.isVariableDeclaration(start.parent)) start = start.parent.parent.parent; // the whole `const` statement
  return linesOf(start, fn, source);
}

function linesOf(from: ts.Node, to: ts.Node, source: ts.SourceFile): { line: number; lines: number } {
  const first = source.getLineAndCharacterOfPosition(from.getStart(source)).line;
  const last = source.getLineAndCharacterOfPosition(to.getEnd()).line;
  return { line: first + 1, lines: last - first + 1 };
}

export function measureSource(fileName: string, text: string): SourceSize {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const functions: FunctionSize[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunctionLike(node)) {
      const name = measuredName(node);
      if (name) functions.push({ name, ...spanOf(node, source) });
    } else if (ts.isClassDeclaration(node) && node.name && isClassComponent(node)) {
      functions.push({ name: node.name.text, ...linesOf(node, node, source) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { lines: lineCount(text), functions };
}

/** What breaks the rule in one file, one line each, naming the file, the line and the component or hook. */
export function sizeViolations(fileName: string, text: string): string[] {
  const size = measureSource(fileName, text);
  const found: string[] = [];
  if (size.lines > MAX_FILE_LINES) found.push(`${fileName}: ${size.lines} lines (at most ${MAX_FILE_LINES})`);
  for (const fn of size.functions) {
    if (fn.lines > MAX_FUNCTION_LINES) {
      found.push(`${fileName}:${fn.line} ${fn.name}: ${fn.lines} lines (at most ${MAX_FUNCTION_LINES})`);
    }
  }
  return found;
}
