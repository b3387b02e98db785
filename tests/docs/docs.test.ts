/**
 * The documentation a newcomer reads holds together: README.md stays a guide of at most 400 lines, every relative link
 * in README.md and docs/*.md reaches a file (and a heading, when it names one), every repository path they cite in
 * code spans (`web/src/lib/format.ts`, `screens/parts/Dialog.tsx`, `format.ts`) names a file or folder that exists,
 * every docs/*.md a source comment cites exists, and nothing cites the product documents the repository does not have.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const README = join(ROOT, 'README.md');
const DOCS = join(ROOT, 'docs');
const SOURCE_DIRS = ['server', 'mock-upstream', 'contract', 'web/src', 'scripts', 'tests'];
const THIS_FILE = fileURLToPath(import.meta.url);

/** A citation of a product document the repository does not have: SPEC.md (or "SPEC section 7"), PRODUCT.md, SCREENS.md. */
const FOREIGN_CITATION = /\bSPEC(\.md\b|\s+sections?\s+\d|\s*§)|\bPRODUCT\.md\b|\bSCREENS\.md\b/;

const docFiles = (): string[] => [README, ...readdirSync(DOCS).filter((f) => f.endsWith('.md')).map((f) => join(DOCS, f))];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|js|mjs|css|html)$/.test(name) ? [path] : [];
  });
}

/** The text outside fenced code blocks, where a `[x](y)` is not a link. */
const prose = (text: string) => text.replace(/^```[\s\S]*?^```/gm, '');

/** GitHub's anchor of a heading: lower case, punctuation dropped (letters of any script kept), spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

function anchorsOf(file: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const [, heading] of prose(readFileSync(file, 'utf8')).matchAll(/^#{1,6} (.+)$/gm)) {
    const base = anchorOf(heading);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

t.test('README.md is a guide of at most 400 lines', async (t) => {
  const lines = readFileSync(README, 'utf8').split('\n');
  const count = lines.at(-1) === '' ? lines.length - 1 : lines.length;
  t.ok(count <= 400, `README.md has ${count} lines; put the depth in docs/`);
  for (const section of ['## Quick start', '## Configure', '## Operate', '## Extend', '## Performance', '## Guides', '## Stack']) {
    t.ok(lines.includes(section), `README.md has "${section}"`);
  }
});

t.test('every relative link in README.md and docs/*.md reaches its file and heading', async (t) => {
  let links = 0;
  for (const file of docFiles()) {
    const where = relative(ROOT, file);
    for (const [, target] of prose(readFileSync(file, 'utf8')).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z]+:/i.test(target)) continue;
      links += 1;
      const [path, anchor] = target.split('#');
      const to = path === '' ? file : resolve(dirname(file), path);
      t.ok(existsSync(to), `${where} → ${target}: the file exists`);
      if (anchor && existsSync(to) && to.endsWith('.md')) t.ok(anchorsOf(to).has(anchor), `${where} → ${target}: the heading exists`);
    }
  }
  t.ok(links > 50, `${links} links checked`);
});

/** Every file and folder of the repository, as paths from its root (folders end with `/`), built output left out. */
function repositoryPaths(dir = ROOT): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (['node_modules', 'dist', '.git', '.tap'].includes(name)) return [];
    const path = join(dir, name);
    const rel = relative(ROOT, path);
    return statSync(path).isDirectory() ? [`${rel}/`, ...repositoryPaths(path)] : [rel];
  });
}

/**
 * The repository paths a guide cites in code spans: a path with a folder (`server/config.ts`, `screens/kinds/`, a
 * glob's fixed part), or a bare source file name (`format.ts`). A span starting with a folder the repository does not
 * have (a library's `test/request/*.md`, `node_modules/...`, `dist/...`) is not ours to check.
 */
function citedPaths(text: string, folders: Set<string>): string[] {
  return [...prose(text).matchAll(/`([^`\s]+)`/g)].flatMap(([, span]) => {
    const path = span.replace(/[#:(].*$/, '').split(/[*{]/)[0];
    const withFolder = /^[\w.-]+\/([\w.-]+\/?)*$/.test(path) && (/\.(tsx?|m?js|md|json|ya?ml|css|html|sh)$/.test(path) || path.endsWith('/'));
    const bareFile = /^[\w.-]+\.(tsx?|mjs)$/.test(path);
    if (!withFolder && !bareFile) return [];
    if (withFolder && !folders.has(path.split('/')[0])) return [];
    return [path];
  });
}

t.test('every repository path README.md and docs/*.md cite in code spans exists', async (t) => {
  const paths = repositoryPaths();
  const folders = new Set(paths.filter((p) => p.endsWith('/')).map((p) => p.slice(0, -1).split('/').at(-1) as string));
  const exists = (cited: string) => paths.some((p) => p === cited || p.endsWith(`/${cited}`) || (cited.endsWith('/') ? false : p === `${cited}/` || p.endsWith(`/${cited}/`)));
  let checked = 0;
  for (const file of docFiles()) {
    for (const cited of citedPaths(readFileSync(file, 'utf8'), folders)) {
      checked += 1;
      if (!exists(cited)) t.fail(`${relative(ROOT, file)} cites \`${cited}\`, which the repository does not have`);
    }
  }
  t.ok(checked > 400, `${checked} cited paths checked`);
});

t.test('the README links every guide in docs/', async (t) => {
  const readme = readFileSync(README, 'utf8');
  for (const name of readdirSync(DOCS).filter((f) => f.endsWith('.md'))) {
    t.ok(readme.includes(`](docs/${name})`), `README.md links docs/${name}`);
  }
});

t.test('the docs/*.md a source file cites exist', async (t) => {
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const [name] of readFileSync(file, 'utf8').matchAll(/(?<=\bdocs\/)[a-z0-9-]+\.md\b/g)) {
      const exists = existsSync(join(DOCS, name));
      t.ok(exists, `${relative(ROOT, file)} cites docs/${name}`);
    }
  }
});

/** The sections a guide has: its headings, and the bold leads of its paragraphs (`**Uploads and pictures.**`). */
function sectionsOf(file: string): string[] {
  const text = prose(readFileSync(file, 'utf8'));
  const headings = [...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, h]) => h.trim());
  const leads = [...text.matchAll(/^\*\*([^*]+)\*\*/gm)].map(([, b]) => b.replace(/\.$/, ''));
  return [...headings, ...leads];
}

t.test('a section a source comment cites by name is in the guide it names', async (t) => {
  let cited = 0;
  for (const file of SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    for (const [, guide, section] of readFileSync(file, 'utf8').matchAll(/\b(README\.md|docs\/[a-z0-9-]+\.md),? "([^"\n]+)"/g)) {
      const path = join(ROOT, guide);
      if (!existsSync(path)) continue; // a missing guide fails above
      cited += 1;
      const found = sectionsOf(path).some((s) => s === section || s.startsWith(`${section} (`));
      t.ok(found, `${relative(ROOT, file)} cites ${guide}, "${section}"`);
    }
  }
  t.ok(cited > 40, `${cited} cited sections checked`);
});

t.test('nothing cites SPEC.md, PRODUCT.md or SCREENS.md, which the repository does not have', async (t) => {
  const files = [...docFiles(), ...SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))].filter((f) => f !== THIS_FILE);
  t.ok(files.length > 500, `${files.length} files read`);
  for (const file of files) {
    const lines = readFileSync(file, 'utf8').split('\n');
    const cited = lines.findIndex((line) => FOREIGN_CITATION.test(line));
    if (cited >= 0) t.fail(`${relative(ROOT, file)}:${cited + 1} cites a document the repository does not have: ${lines[cited].trim()}`);
  }
});
