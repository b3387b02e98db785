/**
 * `npm test` passes on a machine without Chromium (its browser files skip with one line saying how to install it), so
 * every test file that opens a browser must ask `requireChromium` first: one that does not throws there instead.
 * Read from the files themselves, so a new browser test that forgets it fails here, with or without Chromium.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

const root = fileURLToPath(new URL('../..', import.meta.url));
const OPENS_A_BROWSER = /\b(launchBrowser|startConsole|loggedInConsole)\(/;
const GUARD = /\bif \(requireChromium\(t\)\)/;

async function testFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return testFiles(path);
      return Promise.resolve(entry.name.endsWith('.test.ts') ? [path] : []);
    }),
  );
  return nested.flat();
}

t.test('every test file that opens a browser asks requireChromium before it does', async (t) => {
  const files = await testFiles(join(root, 'tests'));
  const unguarded: string[] = [];
  let browserFiles = 0;
  for (const file of files) {
    const source = await readFile(file, 'utf8');
    const opens = OPENS_A_BROWSER.exec(source);
    if (!opens) continue;
    browserFiles++;
    const guard = GUARD.exec(source);
    if (!guard || guard.index > opens.index) unguarded.push(relative(root, file));
  }
  t.ok(browserFiles >= 30, `the browser test files are found (${browserFiles})`);
  t.same(unguarded, [], 'no browser test file opens Chromium unguarded');
});
