/**
 * Production build: the console (dist/web: index.html + hashed, precompressed assets) and the gateway with the
 * mock upstream (dist/server). `--web` or `--server` builds one half.
 */
import { mkdir, readFile, rm, writeFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { withCheapSiblingSelectors } from './siblingSelectors.ts';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const webOut = join(root, 'dist/web');
const serverOut = join(root, 'dist/server');

/**
 * semantic-ui-css pulls its font from a public font service (the console loads nothing from outside), and its
 * dropdown embeds a font as a data: URI that the CSP's `font-src 'self'` refuses (the console draws those glyphs
 * from the local Icons font instead). Its costliest sibling selectors are rewritten too (siblingSelectors.ts).
 */
const stripSemanticFontSources: esbuild.Plugin = {
  name: 'strip-semantic-font-sources',
  setup(build) {
    build.onLoad({ filter: /semantic-ui-css[\\/].*\.css$/ }, async (args) => {
      const css = withCheapSiblingSelectors(await readFile(args.path, 'utf8'), args.path);
      return {
        contents: css
          .replace(/@import\s+url\(\s*['"]?https?:[^)]*\)\s*;?/g, '')
          .replace(/@font-face\s*\{[^}]*url\(\s*['"]?data:[^}]*\}/g, ''),
        loader: 'css',
      };
    });
  },
};

/**
 * write-excel-file's browser builds zip the workbook with fflate's async `zip`, which hands every part of 160 kB or
 * more (the sheet of a few hundred rows) to a Web Worker made from a blob: URL. The console's CSP (`script-src
 * 'self'`) refuses that worker and fflate never hears back, so a large export never finished. The library's one zip
 * step is swapped here for `web/src/screens/lib/xlsxZip.ts` (fflate's `zipSync`, on the page); the rest of it is as published.
 * The library has no option for this (write-excel-file#18 asks for one); if a release moves the import, the build
 * fails here rather than shipping an export that hangs.
 */
const XLSX_ZIP_IMPORTER = /write-excel-file[\\/]modules[\\/]export[\\/]writeXlsxFileUniversal\.js$/;
const zipXlsxOnThePage: esbuild.Plugin = {
  name: 'zip-xlsx-on-the-page',
  setup(build) {
    // set once: a watch rebuild that does not resolve the library again keeps the swap it made
    let swapped = false;
    build.onResolve({ filter: /^\.\.\/zip\/zipToArrayBuffer\.js$/ }, (args) => {
      if (!XLSX_ZIP_IMPORTER.test(args.importer)) return undefined;
      swapped = true;
      return { path: join(root, 'web/src/screens/lib/xlsxZip.ts') };
    });
    build.onEnd((result) => {
      const bundlesWriter = Object.keys(result.metafile?.inputs ?? {}).some((input) => XLSX_ZIP_IMPORTER.test(input));
      if (bundlesWriter && !swapped) {
        throw new Error("write-excel-file no longer imports '../zip/zipToArrayBuffer.js': its zip would start a blob: worker the CSP refuses");
      }
    });
  },
};

export function webBuildOptions(production: boolean): esbuild.BuildOptions {
  return {
    absWorkingDir: root,
    entryPoints: { main: 'web/src/main.tsx' },
    outdir: join(webOut, 'assets'),
    publicPath: '/assets/',
    bundle: true,
    format: 'esm',
    splitting: true,
    target: ['chrome110', 'firefox110', 'safari16'],
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    loader: { '.woff': 'file', '.woff2': 'file', '.ttf': 'file', '.eot': 'file', '.svg': 'file', '.png': 'file', '.jpg': 'file', '.gif': 'file' },
    jsx: 'automatic',
    minify: production,
    sourcemap: production ? false : 'linked',
    metafile: true,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    plugins: [stripSemanticFontSources, zipXlsxOnThePage],
    logLevel: 'warning',
  };
}

/** Writes index.html with the entry's hashed script and stylesheet, and modulepreload for its static imports. */
export async function writeIndexHtml(metafile: esbuild.Metafile): Promise<void> {
  const outputs = Object.entries(metafile.outputs);
  const entry = outputs.find(([, o]) => o.entryPoint === 'web/src/main.tsx');
  if (!entry) throw new Error('build: no output for web/src/main.tsx');
  const [jsPath, out] = entry;
  const toUrl = (p: string) => `/assets/${relative(join(webOut, 'assets'), join(root, p)).split('\\').join('/')}`;
  const css = out.cssBundle ? `<link rel="stylesheet" href="${toUrl(out.cssBundle)}">` : '';
  // The browser would find these only after parsing the entry: one round trip saved on the login page.
  const preloads = out.imports
    .filter((i) => i.kind === 'import-statement' && !i.external)
    .map((i) => `<link rel="modulepreload" href="${toUrl(i.path)}">`)
    .join('\n');
  const template = await readFile(join(root, 'web/index.html'), 'utf8');
  const html = template
    .replace('<!--styles-->', [css, preloads].filter(Boolean).join('\n'))
    .replace('<!--scripts-->', `<script type="module" src="${toUrl(jsPath)}"></script>`);
  await writeFile(join(webOut, 'index.html'), html);
}

const COMPRESSIBLE = /\.(js|css|svg|json|html|txt|map|ttf|eot)$/;

/** Writes .br and .gz beside every compressible asset, so the gateway never compresses at request time. */
async function precompress(dir: string): Promise<void> {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  for (const name of await readdir(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = join(dir, name);
    const data = await readFile(file);
    if (data.length < 512) continue;
    await writeFile(`${file}.br`, await br(data, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));
    await writeFile(`${file}.gz`, await gz(data, { level: 9 }));
  }
}

export async function buildWeb(): Promise<esbuild.Metafile> {
  await rm(webOut, { recursive: true, force: true });
  await mkdir(webOut, { recursive: true });
  const result = await esbuild.build(webBuildOptions(true));
  await writeIndexHtml(result.metafile!);
  await precompress(join(webOut, 'assets'));
  await writeFile(join(webOut, 'meta.json'), JSON.stringify(result.metafile));
  return result.metafile!;
}

export async function buildServer(): Promise<void> {
  await rm(serverOut, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    // the OpenAPI document's worker thread is a file of its own (server/openapi.ts starts it)
    entryPoints: { gateway: 'server/main.ts', mock: 'mock-upstream/main.ts', 'openapi-worker': 'server/openapi-worker.ts' },
    outdir: serverOut,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    splitting: true,
    packages: 'external',
    chunkNames: 'chunk-[hash]',
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const only = process.argv[2];
  const started = Date.now();
  if (only !== '--server') await buildWeb();
  if (only !== '--web') await buildServer();
  console.log(`build: done in ${Date.now() - started} ms`);
}
