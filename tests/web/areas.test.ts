/**
 * One way in (docs/architecture.md, "The layers"): each business area is one folder of web/src/areas with its
 * descriptions and its texts, and imports go shared → areas → app. What a newcomer relies on, read from the files
 * themselves: where a route's description is, that an area's texts exist in both languages, and which way imports go.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import { DESCRIBED_PATHS, descriptionOf } from '../../web/src/screens/descriptions/index.ts';

const WEB = 'web/src';
const AREAS = join(WEB, 'areas');
const areas = readdirSync(AREAS).filter((name) => statSync(join(AREAS, name)).isDirectory());

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The files a module imports (static, `export from`, type-only and lazy `import()`), as paths from the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:^(?:import|export)\b[^;]*?\bfrom\s*|\bimport\(\s*)'(\.[^']+)'/gms)].map((m) => m[1]);
  return specs.map((spec) => relative('.', resolve(dirname(file), spec)));
}

/** The area a path belongs to, or undefined for shared and app code. */
const areaOf = (path: string) => (path.startsWith(`${AREAS}/`) ? path.split('/')[3] : undefined);

t.test('every business route has a description, and it is built in its area\'s folder', async (t) => {
  t.ok(DESCRIBED_PATHS.length > 200, 'the business routes are described');
  for (const path of DESCRIBED_PATHS) t.ok(descriptionOf(path), `${path} has a description`);
  // the shared descriptions folder only gathers the areas' descriptions: its index imports them from the areas
  const index = join(WEB, 'screens/descriptions/index.ts');
  const described = importsOf(index).filter((path) => !/screens\/(routes|descriptions\/types)\.ts$/.test(path));
  t.ok(described.length >= areas.length - 1, 'the index gathers the areas');
  for (const path of described) t.match(path, /^web\/src\/areas\/\w+\/descriptions/, `${path} is an area's description`);
  for (const area of areas) {
    t.ok(
      readdirSync(join(AREAS, area)).some((name) => name === 'descriptions' || name === 'descriptions.ts'),
      `${area} holds its descriptions`,
    );
  }
});

t.test('a helper left in the shared descriptions folder is shared: two areas, or shared code, use it', async (t) => {
  const all = [...filesUnder(WEB)];
  const shared = readdirSync(join(WEB, 'screens/descriptions'))
    .map((name) => join(WEB, 'screens/descriptions', name))
    .filter((path) => !path.endsWith('index.ts') && statSync(path).isFile());
  for (const helper of shared) {
    const users = all.filter((file) => importsOf(file).includes(helper));
    const userAreas = new Set(users.map(areaOf).filter(Boolean));
    const sharedUsers = users.filter((file) => !areaOf(file) && !file.startsWith(join(WEB, 'screens/descriptions')));
    t.ok(userAreas.size >= 2 || sharedUsers.length > 0, `${helper} is used by ${[...userAreas].join(', ') || 'no area'}`);
  }
});

function leaves(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : leaves(value as object, `${prefix}${key}.`),
  );
}

t.test('each area\'s texts are in its folder, in zh and en with the same keys', async (t) => {
  const withTexts = areas.filter((area) => readdirSync(join(AREAS, area)).includes('texts.ts'));
  t.ok(withTexts.length >= 9, `areas with their own texts: ${withTexts.join(', ')}`);
  for (const area of withTexts) {
    const texts = (await import(`../../web/src/areas/${area}/texts.ts`)) as { zh: object; en: object };
    t.same(leaves(texts.en).sort(), leaves(texts.zh).sort(), `${area}: en has the keys of zh`);
    for (const key of leaves(texts.en)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts.en);
      t.ok(String(value).trim(), `${area}: ${key} is written in English`);
    }
  }
});

t.test('imports go shared → areas → app', async (t) => {
  const SHELL = /^web\/src\/(app|layout|pages)\//;
  const sharedFolders = ['lib', 'components', 'hooks', 'stores', 'router', 'i18n', 'screens/lib', 'screens/parts'];
  for (const file of sharedFolders.flatMap((folder) => filesUnder(join(WEB, folder)))) {
    const wrong = importsOf(file).filter((path) => areaOf(path) || SHELL.test(path));
    t.same(wrong, [], `${file} imports no area and no shell file`);
  }
  for (const file of filesUnder(AREAS)) {
    const own = areaOf(file);
    // the one deliberate crossing: marketing's sign-in dashboard shows its figures with the dashboard's charts
    const allowed = own === 'marketing' ? ['marketing', 'dashboard'] : [own];
    const wrong = importsOf(file).filter((path) => (areaOf(path) && !allowed.includes(areaOf(path))) || SHELL.test(path));
    t.same(wrong, [], `${file} imports no other area and no shell file`);
  }
});
