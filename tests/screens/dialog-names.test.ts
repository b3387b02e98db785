/**
 * Every dialog has an accessible name: `Dialog` names itself after its `Dialog.Header` (aria-labelledby), and one
 * without a header must give a `label`. Read from the sources, so a new dialog without either fails here rather than
 * announcing itself as a bare "dialog"; the browser test (keyboard-focus.test.ts) checks the names a user hears.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';

const root = join(import.meta.dirname, '../../web/src');
const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.tsx'));

/** Each `<Dialog …>…</Dialog>` element of the files that use the console's Dialog. */
function dialogs(): { file: string; element: string }[] {
  const found: { file: string; element: string }[] = [];
  for (const file of sources) {
    const text = readFileSync(join(root, file), 'utf8');
    if (!/import \{ Dialog \} from '[^']*\/Dialog\.tsx'/.test(text)) continue;
    for (const match of text.matchAll(/<Dialog[\s>]/g)) {
      const end = text.indexOf('</Dialog>', match.index);
      found.push({ file, element: text.slice(match.index, end === -1 ? undefined : end) });
    }
  }
  return found;
}

t.test('every dialog is named by its header or a label', async (t) => {
  const all = dialogs();
  t.ok(all.length >= 20, `the console's dialogs are found (${all.length})`);
  for (const { file, element } of all) {
    // the opening tag's attributes run up to its first child, the first `<` after it
    t.ok(element.includes('<Dialog.Header') || /^<Dialog\b[^<]*\blabel=/.test(element), `${file}: ${element.split('\n')[0].trim()}`);
  }
});
