/**
 * One way in (docs/architecture.md, "The layers"): each business area is one folder of web/src/areas with its
 * descriptions and its texts, and no area imports another. What a newcomer relies on, read from the files
 * themselves: where a route's description is, that an area's texts exist in both languages, and which way imports go.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import t from 'tap';
import { createI18n } from '../../web/src/i18n/index.ts';
import { DESCRIBED_PATHS, descriptionOf } from '../../web/src/app/screens/descriptions.ts';
import { en as screensEn } from '../../web/src/screens/i18n/en.ts';
import { AREA_TEXTS } from '../../web/src/app/screens/texts.ts';
import { addScreenTexts, KIT_PARTS } from '../../web/src/screens/i18n/index.ts';
import { zh as screensZh } from '../../web/src/screens/i18n/zh.ts';

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
  // the app's gatherer only gathers the areas' descriptions: it imports them from the areas
  const index = join(WEB, 'app/screens/descriptions.ts');
  const described = importsOf(index).filter((path) => !/screens\/(routes|descriptions\/types)\.ts$/.test(path));
  t.ok(described.length >= areas.length - 1, 'the gatherer gathers the areas');
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
    .filter((path) => statSync(path).isFile());
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
  t.same(areas.filter((area) => !readdirSync(join(AREAS, area)).includes('texts.ts')), [], 'every area has a texts.ts');
  for (const area of areas) {
    const texts = (await import(`../../web/src/areas/${area}/texts.ts`)) as { zh: object; en: object };
    // English adds singulars (`<key>_one`, i18next's plural forms) of texts zh has
    const singulars = leaves(texts.en).filter((key) => key.endsWith('_one'));
    t.same(leaves(texts.en).filter((key) => !key.endsWith('_one')).sort(), leaves(texts.zh).sort(), `${area}: en has the keys of zh`);
    t.same(singulars.filter((key) => !leaves(texts.zh).includes(key.replace(/_one$/, ''))), [], `${area}: each English singular has its plural`);
    for (const key of leaves(texts.en)) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts.en);
      t.ok(String(value).trim(), `${area}: ${key} is written in English`);
    }
  }
});

t.test('every area\'s texts join the screens\' bundle under its own name, and none hides a shared text', async (t) => {
  const shared = { zh: new Set(leaves(screensZh)), en: new Set(leaves(screensEn)) };
  // the dashboards' texts are the one exception: they join under `dashboard.` when the dashboard chunk loads
  for (const area of areas.filter((name) => name !== 'dashboard')) {
    const texts = await import(`../../web/src/areas/${area}/texts.ts`);
    t.equal(AREA_TEXTS[area as keyof typeof AREA_TEXTS], texts, `${area}'s texts.ts is joined as screens.${area}`);
  }
  for (const [area, texts] of Object.entries({ ...KIT_PARTS, ...AREA_TEXTS })) {
    for (const lang of ['zh', 'en'] as const) {
      // the bundles merge deeply, so a key an area shares with screens/i18n would silently replace one of the two
      const hidden = leaves(texts[lang]).filter((key) => shared[lang].has(`screens.${area}.${key}`));
      t.same(hidden, [], `${area} (${lang}) repeats no shared key`);
    }
  }
});

t.test('every screens. and validation. key the console uses reads a text in zh and in en', async (t) => {
  // the bundle as the console has it once the screens chunk loaded: the shell's texts, the shared and the areas' texts
  const i18n = createI18n('zh');
  addScreenTexts(i18n, AREA_TEXTS);
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  for (const file of filesUnder(WEB)) {
    const text = readFileSync(file, 'utf8');
    // a key in t('…') or kept as data for a later t(), such as a column's title
    for (const m of text.matchAll(/['"]((?:screens|validation)\.[\w.-]+)['"]/g)) keys.add(m[1]);
    // t(`screens.trade.order.step.${step}`): the part before the placeholder must be a group of texts
    for (const m of text.matchAll(/`((?:screens|validation)\.[\w.-]+)\.\$\{/g)) prefixes.add(m[1]);
  }
  t.ok(keys.size > 300, `${keys.size} keys used`);
  t.ok(prefixes.has('screens.trade.order.step'), 'the keys built from a value are found');
  for (const lang of ['zh', 'en']) {
    for (const key of keys) t.type(i18n.getResource(lang, 'translation', key), 'string', `${lang}: ${key}`);
    for (const prefix of prefixes) t.type(i18n.getResource(lang, 'translation', prefix), 'object', `${lang}: ${prefix}.…`);
  }
});

t.test('an area imports its own files and shared code, never another area (the layers are checked in layers.test.ts)', async (t) => {
  for (const file of filesUnder(AREAS)) {
    const own = areaOf(file);
    // the one deliberate crossing: marketing's sign-in dashboard shows its figures with the dashboard's charts
    const allowed = own === 'marketing' ? ['marketing', 'dashboard'] : [own];
    const wrong = importsOf(file).filter((path) => areaOf(path) && !allowed.includes(areaOf(path)));
    t.same(wrong, [], `${file} imports no other area`);
  }
});
