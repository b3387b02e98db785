/**
 * The console's layers (docs/architecture.md, "The layers"): base → stores, hooks and shared components → the screens
 * kit → features and areas → app. Read from the import lines themselves, no import in web/src runs back up a layer;
 * and `npm run lint` (Biome's noRestrictedImports per folder, noImportCycles) fails on a file that breaks the direction
 * or closes a cycle, checked here on probe files linted with the repository's own biome.json.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const WEB = 'web/src';
const BIOME = join(ROOT, 'node_modules/.bin/biome');

const LAYERS = ['base', 'stores, hooks and components', 'screens kit', 'features and areas', 'app'] as const;

/** The layer of a file of web/src, by its folder. */
function layerOf(path: string): number {
  const [top] = path.slice(WEB.length + 1).split('/');
  if (['app', 'layout', 'pages', 'main.tsx'].includes(top)) return 4;
  if (['features', 'areas'].includes(top)) return 3;
  if (top === 'screens') return 2;
  if (['stores', 'hooks', 'components'].includes(top)) return 1;
  if (['lib', 'i18n', 'router', 'styles', 'config.ts'].includes(top)) return 0;
  throw new Error(`${path}: no layer (add its folder to docs/architecture.md, "The layers", and to this test)`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The files a module imports (static, `export from`, type-only and lazy `import()`), as paths from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:^(?:import|export)\b[^;]*?\bfrom\s*|\bimport\(\s*)'(\.[^']+)'/gms)].map((m) => m[1]);
  return specs.map((spec) => relative(ROOT, resolve(ROOT, dirname(file), spec))).filter((path) => path.startsWith(`${WEB}/`));
}

t.test('no import in web/src runs back up a layer: the kit (web/src/screens) imports nothing of the areas or the app', async (t) => {
  const files = filesUnder(join(ROOT, WEB)).map((file) => relative(ROOT, file));
  let imports = 0;
  const upward: string[] = [];
  for (const file of files) {
    for (const target of importsOf(file)) {
      imports += 1;
      if (layerOf(target) > layerOf(file)) upward.push(`${file} (${LAYERS[layerOf(file)]}) → ${target} (${LAYERS[layerOf(target)]})`);
    }
  }
  t.ok(imports > 1000, `${imports} imports read in ${files.length} files`);
  t.same(upward, [], 'no import runs back up, with no exception');
});

/** Lints probe files, placed at these paths of a copy of the repository's biome.json, and returns the rules that fired. */
function lintProbes(probes: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'layers-'));
  try {
    copyFileSync(join(ROOT, 'biome.json'), join(dir, 'biome.json'));
    for (const [path, text] of Object.entries(probes)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    let out: string;
    try {
      out = execFileSync(BIOME, ['lint', '--max-diagnostics=200', ...Object.keys(probes)], { cwd: dir, encoding: 'utf8', stdio: 'pipe' });
    } catch (error) {
      const e = error as { stdout: string; stderr: string };
      out = e.stdout + e.stderr;
    }
    return [...out.matchAll(/^(\S+):\d+:\d+ (lint\/\S+)/gm)].map(([, file, rule]) => `${file} ${rule}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

t.test('the linter fails on an import that runs back up, in every layer', async (t) => {
  const RESTRICTED = 'lint/style/noRestrictedImports';
  const wrong: Record<string, string> = {
    'web/src/lib/probe.ts': "import { useStores } from '../stores/index.ts';\nexport const x = useStores;\n",
    'web/src/router/probe.ts': "import { x } from '../features/login/x.ts';\nexport const y = x;\n",
    'web/src/config.ts': "import { x } from './hooks/useLang.ts';\nexport const y = x;\n",
    'web/src/hooks/probe.ts': "import { x } from '../screens/lib/validation.ts';\nexport const y = x;\n",
    'web/src/stores/probe.ts': "import { roles } from '../features/login/roles.ts';\nexport const y = roles;\n",
    'web/src/components/probe.tsx': "import { App } from '../app/App.tsx';\nexport const y = App;\n",
    'web/src/screens/parts/probe.ts': "import { x } from '../../areas/money/cells.tsx';\nexport const y = x;\n",
    'web/src/screens/kinds/list/probe.ts': "import { x } from '../../../features/palette/texts.ts';\nexport const y = x;\n",
    'web/src/screens/lib/probe.ts': "import { x } from '../../app/screens/registry.ts';\nexport const y = x;\n",
    // the files that once gathered the areas for the kit are held to the kit's rule like any other
    'web/src/screens/descriptions/index.ts': "import { moneyScreens } from '../../areas/money/descriptions/index.ts';\nexport const y = moneyScreens;\n",
    'web/src/screens/i18n/index.ts': "import * as money from '../../areas/money/texts.ts';\nexport const y = money;\n",
    'web/src/screens/cells/components.ts': "import { x } from '../../areas/money/ManualAdjust.tsx';\nexport const y = x;\n",
    'web/src/features/login/probe.ts': "import { x } from '../../pages/ErrorPage.tsx';\nexport const y = x;\n",
    'web/src/areas/money/probe.ts': "import { x } from '../../layout/Layout.tsx';\nexport const y = x;\n",
  };
  const fired = lintProbes(wrong);
  for (const path of Object.keys(wrong)) t.ok(fired.includes(`${path} ${RESTRICTED}`), `${path}: ${wrong[path].split('\n')[0]} fails the lint`);

  // and what the direction allows passes: each layer importing the one below, the contract and packages
  const right: Record<string, string> = {
    'web/src/lib/probe.ts': "import { x } from '../../../contract/resources/stores/offline.ts';\nimport 'semantic-ui-css/components/reset.min.css';\nexport const y = x;\n",
    'web/src/hooks/probe.ts': "import { useStores } from '../stores/index.ts';\nimport { x } from '../lib/api.ts';\nexport const y = [x, useStores];\n",
    'web/src/screens/parts/probe.ts': "import { x } from '../../hooks/useLang.ts';\nimport { y } from '../hooks/useList.ts';\nexport const z = [x, y];\n",
    'web/src/app/screens/descriptions.ts': "import { moneyScreens } from '../../areas/money/descriptions/index.ts';\nexport const y = moneyScreens;\n",
    'web/src/areas/money/probe.ts': "import { x } from '../../screens/parts/Dialog.tsx';\nexport const y = x;\n",
  };
  t.same(lintProbes(right).filter((line) => line.endsWith(RESTRICTED)), [], 'imports that go down pass');
});

t.test('the linter fails on an import cycle, a type-only one included', async (t) => {
  const fired = lintProbes({
    'web/src/lib/a.ts': "import type { B } from './b.ts';\nexport type A = { b?: B };\n",
    'web/src/lib/b.ts': "import type { A } from './a.ts';\nexport type B = { a?: A };\n",
  });
  t.ok(fired.includes('web/src/lib/a.ts lint/suspicious/noImportCycles'), 'a → b → a fails the lint');
});
