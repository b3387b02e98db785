/** The built console: index.html, hashed assets from memory with precompressed variants, nothing outside the build. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import t from 'tap';
import { request } from 'undici';
import { rawRequest, refusingUrl, startGateway } from './helpers.ts';

const INDEX = '<!doctype html><html><head><script type="module" src="/assets/main-ABC123.js"></script></head></html>';
const STYLE = `.a{color:red}${'.b{margin:0}'.repeat(200)}`;
const SCRIPT = `console.log(${JSON.stringify('控制台'.repeat(400))});`;

const fixtureRoots: string[] = [];
t.teardown(() => Promise.all(fixtureRoots.map((dir) => rm(dir, { recursive: true, force: true }))));

async function fixture(): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'gateway-static-'));
  fixtureRoots.push(root);
  const dir = join(root, 'web');
  await mkdir(join(dir, 'assets', 'nested'), { recursive: true });
  await writeFile(join(dir, 'index.html'), INDEX);
  await writeFile(join(dir, 'assets', 'main-ABC123.js'), SCRIPT);
  await writeFile(join(dir, 'assets', 'main-ABC123.js.br'), brotliCompressSync(SCRIPT));
  await writeFile(join(dir, 'assets', 'main-ABC123.js.gz'), gzipSync(SCRIPT));
  await writeFile(join(dir, 'assets', 'logo-XYZ.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(join(dir, 'assets', 'only-GZ1.css'), STYLE);
  await writeFile(join(dir, 'assets', 'only-GZ1.css.gz'), gzipSync(STYLE));
  await writeFile(join(dir, 'assets', 'nested', 'inner-1.js'), 'nested');
  // Files next to the build folder that no request may reach.
  await writeFile(join(root, 'secret.txt'), 'TOP-SECRET');
  await writeFile(join(dir, 'meta.json'), '{"secret":"META"}');
  return dir;
}

t.test('index.html, assets and caching', async (t) => {
  const gateway = await startGateway({
    UPSTREAM_URL: await refusingUrl(),
    STATIC_DIR: await fixture(),
    UPLOAD_ORIGIN: 'https://upload.example.com',
    CDN_ORIGIN: 'https://cdn.example.com/',
  });
  t.teardown(() => gateway.close());

  for (const path of ['/', '/seller/']) {
    const res = await request(`${gateway.url}${path}`);
    t.equal(res.statusCode, 200, `${path} serves the console`);
    t.equal(await res.body.text(), INDEX);
    t.equal(res.headers['cache-control'], 'no-cache', `${path} is revalidated`);
    t.match(res.headers['content-type'], /^text\/html/);
    const csp = res.headers['content-security-policy'] as string;
    t.match(csp, /script-src 'self'(;|$)/, 'scripts only from the gateway');
    t.notMatch(csp, /script-src[^;]*unsafe-inline/, 'no inline scripts');
    t.match(csp, /frame-ancestors 'none'/);
    t.match(csp, /img-src 'self' data: blob: https:\/\/upload\.example\.com https:\/\/cdn\.example\.com/, 'upload and CDN hosts allowed for images');
    t.match(csp, /connect-src 'self' https:\/\/upload\.example\.com https:\/\/cdn\.example\.com/);
    t.equal(res.headers['x-content-type-options'], 'nosniff');
    t.equal(res.headers['referrer-policy'], 'strict-origin-when-cross-origin');
    const again = await request(`${gateway.url}${path}`, { headers: { 'if-none-match': res.headers.etag as string } });
    t.equal(again.statusCode, 304, 'an unchanged index.html is a 304');
    await again.body.dump();
  }
  const seller = await request(`${gateway.url}/seller`);
  t.equal(seller.statusCode, 301);
  t.equal(seller.headers.location, '/seller/');
  await seller.body.dump();

  const br = await request(`${gateway.url}/assets/main-ABC123.js`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  t.equal(br.statusCode, 200);
  t.equal(br.headers['content-encoding'], 'br', 'brotli when accepted');
  t.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
  t.equal(br.headers.vary, 'accept-encoding');
  t.match(br.headers['content-type'], /^text\/javascript/);
  t.equal(brotliDecompressSync(Buffer.from(await br.body.arrayBuffer())).toString(), SCRIPT);

  const gz = await request(`${gateway.url}/assets/main-ABC123.js`, { headers: { 'accept-encoding': 'gzip, br;q=0' } });
  t.equal(gz.headers['content-encoding'], 'gzip', 'gzip when brotli is refused');
  t.equal(gunzipSync(Buffer.from(await gz.body.arrayBuffer())).toString(), SCRIPT);

  const plain = await request(`${gateway.url}/assets/main-ABC123.js`, { headers: { 'accept-encoding': 'identity' } });
  t.equal(plain.headers['content-encoding'], undefined, 'uncompressed otherwise');
  t.equal(await plain.body.text(), SCRIPT);

  const onlyGzip = await request(`${gateway.url}/assets/only-GZ1.css`, { headers: { 'accept-encoding': 'br' } });
  t.equal(onlyGzip.headers['content-encoding'], undefined, 'no gzip for a client that only takes brotli');
  t.equal(await onlyGzip.body.text(), STYLE);
  const star = await request(`${gateway.url}/assets/only-GZ1.css`, { headers: { 'accept-encoding': '*' } });
  t.equal(star.headers['content-encoding'], 'gzip', '* takes gzip');
  t.equal(gunzipSync(Buffer.from(await star.body.arrayBuffer())).toString(), STYLE);
  t.match(star.headers['content-type'], /^text\/css/);

  const head = await request(`${gateway.url}/assets/main-ABC123.js`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
  t.equal(head.statusCode, 200, 'HEAD works');
  t.equal(await head.body.text(), '', 'without a body');
  t.equal(head.headers['content-length'], String(gzipSync(SCRIPT).length), 'with the length of the gzip file');
  t.match(head.headers['x-request-id'], /^[0-9a-f-]{36}$/, 'assets carry the request id too');

  const png = await request(`${gateway.url}/assets/logo-XYZ.png`, { headers: { 'accept-encoding': 'br' } });
  t.equal(png.headers['content-type'], 'image/png');
  t.equal(png.headers['content-encoding'], undefined, 'no precompressed variant: served as is');
  await png.body.dump();

  for (const path of ['/assets/missing-1.js', '/assets/main-ABC123.js.br', '/assets/main-ABC123.js.gz', '/assets/', '/assets', '/assets/nested', '/assets/nested/inner-1.js', '/index.html', '/meta.json', '/favicon.ico']) {
    const res = await request(`${gateway.url}${path}`);
    t.equal(res.statusCode, 404, `${path} is 404`);
    const body = (await res.body.json()) as { status: number };
    t.equal(body.status, 1, `${path} answers JSON, never index.html`);
  }
});

t.test('no path escapes the build folder', async (t) => {
  const gateway = await startGateway({ UPSTREAM_URL: await refusingUrl(), STATIC_DIR: await fixture() });
  t.teardown(() => gateway.close());
  const attempts = [
    '/assets/../index.html',
    '/assets/../../secret.txt',
    '/assets/%2e%2e/%2e%2e/secret.txt',
    '/assets/%2E%2E%2F%2E%2E%2Fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets/..%5c..%5csecret.txt',
    '/assets/%252e%252e%252fsecret.txt',
    '/assets/..\\..\\secret.txt',
    '/assets/%c0%ae%c0%ae/secret.txt',
    '/assets/main-ABC123.js%00.png',
    '/assets//etc/passwd',
    '/assets/%2fetc%2fpasswd',
    '/../secret.txt',
    '/%2e%2e/secret.txt',
    '/seller/../../secret.txt',
  ];
  for (const path of attempts) {
    const res = await rawRequest(gateway.port, `GET ${path} HTTP/1.1\r\nHost: a\r\n`);
    t.ok(res.status === 404 || res.status === 400, `${path} → ${res.status}`);
    t.notMatch(res.body, /TOP-SECRET|passwd|root:|META/, `${path} reveals nothing`);
  }
});

t.test('a missing build says so', async (t) => {
  // the folder is there (the default one may not be), the build is not
  const gateway = await startGateway({ UPSTREAM_URL: await refusingUrl(), STATIC_DIR: await mkdtemp(join(tmpdir(), 'no-build-')) });
  t.teardown(() => gateway.close());
  const res = await request(`${gateway.url}/`, { headers: { 'accept-language': 'en' } });
  t.equal(res.statusCode, 503);
  t.match(((await res.body.json()) as { error: string }).error, /npm run build/);
});
