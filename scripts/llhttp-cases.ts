/**
 * Writes tests/server/fixtures/llhttp-requests.json from llhttp's own request test cases (github.com/nodejs/llhttp,
 * `test/request/*.md`), for tests/server/llhttp-cases.test.ts: each strict-mode case's bytes, as llhttp's test harness
 * builds them from the markdown, with what llhttp made of them (the messages it completed and the error it stopped
 * at, read from the case's expected log). None of llhttp's code is copied; only its request samples are.
 *
 *   npx tsx scripts/llhttp-cases.ts <llhttp checkout>/test/request <llhttp commit>
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import vm from 'node:vm';

export interface LlhttpMessage {
  method: string;
  /** `1.1`, `1.0` ... */
  version: string;
  /** Where the request target starts in the input, and the target. */
  urlOffset: number;
  url: string;
  headers: [string, string][];
  /** Latin-1 string of the body bytes. */
  body: string;
}

export interface LlhttpCase {
  /** `file.md:line ### heading` */
  name: string;
  /** The bytes sent, as a latin-1 string. */
  input: string;
  /** The messages llhttp completed, in order. */
  completed: LlhttpMessage[];
  /** Where each request target llhttp read starts, complete message or not. */
  targets: number[];
  /** The error llhttp stopped at, if any. */
  error?: string;
}

/** As llhttp's md-test.ts turns an ```http block into bytes. */
function inputBytes(block: string): string {
  let input = block.replace(/\n$/, '');
  input = input.replace(/\\(\r\n|\r|\n)/g, '');
  input = input.replace(/\r\n|\r|\n/g, '\r\n');
  input = input.replace(/\\r/g, '\r').replace(/\\n/g, '\n').replace(/\\t/g, '\t').replace(/\\f/g, '\f');
  input = input.replace(/\\x([0-9a-fA-F]+)/g, (_all, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  input = input.replace(/\\([0-7]{1,3})/g, (_all, digits: string) => String.fromCharCode(Number.parseInt(digits, 8)));
  return input.replace(/\$\{(.+?)\}/g, (_all, code: string) => `${vm.runInNewContext(code)}`);
}

/** The messages and the error in a case's expected ```log, with every span read back from the input by offset. */
function outcome(input: string, log: string): Pick<LlhttpCase, 'completed' | 'targets' | 'error'> {
  const completed: LlhttpMessage[] = [];
  const targets: number[] = [];
  let current: (LlhttpMessage & { field?: string; value?: string; trailers?: boolean }) | undefined;
  const flushHeader = () => {
    if (current?.field !== undefined) current.headers.push([current.field, current.value ?? '']);
    if (current) current.field = current.value = undefined;
  };
  for (const line of log.split('\n')) {
    const span = /^off=(\d+) len=(\d+) span\[(\w+)\]=/.exec(line);
    if (/^off=\d+ message begin/.test(line)) current = { method: '', version: '', urlOffset: -1, url: '', headers: [], body: '' };
    else if (span && current) {
      const [, off, len, kind] = span;
      const text = input.slice(Number(off), Number(off) + Number(len));
      if (kind === 'method') current.method += text;
      else if (kind === 'url') {
        if (current.urlOffset < 0) {
          current.urlOffset = Number(off);
          targets.push(Number(off));
        }
        current.url += text;
      } else if (current.trailers && kind.startsWith('header_')) {
        // trailer fields of a chunked body: not headers of the request
      } else if (kind === 'header_field') {
        if (current.value !== undefined) flushHeader();
        current.field = (current.field ?? '') + text;
      } else if (kind === 'header_value') current.value = (current.value ?? '') + text;
      else if (kind === 'version') current.version += text;
      else if (kind === 'body') current.body += text;
    } else if (/^off=\d+ headers complete/.test(line) && current) {
      flushHeader();
      current.trailers = true;
    }
    else if (/^off=\d+ message complete/.test(line) && current) {
      const { field: _f, value: _v, trailers: _t, ...message } = current;
      completed.push(message);
      current = undefined;
    } else if (/^off=\d+ error /.test(line)) return { completed, targets, error: line.replace(/^off=\d+ /, '') };
  }
  return { completed, targets };
}

export function readCases(dir: string): LlhttpCase[] {
  const cases: LlhttpCase[] = [];
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.md')).sort()) {
    const lines = readFileSync(join(dir, file), 'latin1').split('\n');
    let heading = '';
    for (let i = 0; i < lines.length; i++) {
      if (lines[i].startsWith('#')) heading = lines[i].replace(/^#+\s*/, '');
      const meta = /^<!-- meta=(.*) -->$/.exec(lines[i]);
      if (!meta) continue;
      const { type, skipBody } = JSON.parse(meta[1]) as { type: string; skipBody?: boolean };
      // Strict mode only (Node's server runs llhttp without its lenient flags); skipBody changes what llhttp reads.
      if (type !== 'request' || skipBody || lines[i + 1] !== '```http') continue;
      const name = `${file}:${i + 1} ${heading}`;
      let j = i + 2;
      const http: string[] = [];
      while (lines[j] !== '```') http.push(lines[j++]);
      while (lines[j] !== '```log') j++;
      const log: string[] = [];
      for (j++; lines[j] !== '```'; j++) log.push(lines[j]);
      const input = inputBytes(`${http.join('\n')}\n`);
      cases.push({ name, input, ...outcome(input, log.join('\n')) });
    }
  }
  return cases;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir, commit] = process.argv.slice(2);
  const cases = readCases(dir);
  const fixture = {
    source: `https://github.com/nodejs/llhttp/tree/${commit}/test/request (MIT licence): the request samples of its strict-mode cases, with the outcome its expected logs give`,
    cases,
  };
  writeFileSync(new URL('../tests/server/fixtures/llhttp-requests.json', import.meta.url), `${JSON.stringify(fixture, null, 1)}\n`);
  console.log(`${cases.length} cases, ${cases.filter((c) => c.error).length} refused`);
}
