/**
 * The contract's OpenAPI document as a platform team's tools take it (docs/contract.md, "The OpenAPI document"): the
 * gateway serves it in every mode; the official OpenAPI 3.1 schema accepts it; Redocly's recommended rules
 * (redocly.yaml) find nothing; it declares what the console can meet (security, the 409 of a stale edit, the gateway's
 * own errors); openapi-typescript generates types from it, a client written with openapi-fetch type-checks against
 * them while a misuse does not, and that client drives the mock through the gateway.
 */
import { execFile, spawn } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gunzipSync } from 'node:zlib';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import t from 'tap';
import ts from 'typescript';
import { request } from 'undici';
import { ENDPOINTS } from '../../contract/index.ts';
import { openApiDocument } from '../../contract/openapi/index.ts';
import { CREDENTIAL_PATHS } from '../../contract/credentials.ts';
import { startStack } from '../helpers/stack.ts';
import { startUpstream } from '../server/helpers.ts';
import { listeningUrl } from '../server/process.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const CLIENT = fileURLToPath(new URL('./openapi-client/client.ts', import.meta.url));

/** What the client found (openapi-client/client.ts; not imported as a type: it compiles only against generated types). */
interface Walkthrough {
  toShip: { orderNo: string; status: string }[];
  approved: { withdrawNo: string; before: string; after: string };
  stale: { http: number; status: number; readVersion: number; currentVersion: number; error: string };
}

interface Operation {
  operationId: string;
  tags: string[];
  security?: unknown[];
  responses: Record<string, { $ref?: string }>;
  requestBody?: unknown;
  'x-permission'?: string;
  'x-not-activity'?: string;
}
interface Doc {
  openapi: string;
  servers: { url: string; description: string }[];
  security: Record<string, unknown>[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown>; responses: Record<string, unknown> };
}

const stack = await startStack();
t.teardown(() => stack.close());
const served = `${stack.url}/openapi.json`;
const doc = (await (await fetch(served)).json()) as Doc;

t.test('the gateway serves the contract\'s document in demo mode', async (t) => {
  const demo = await fetch(served, { headers: { 'accept-encoding': 'identity' } });
  t.equal(demo.status, 200);
  t.match(demo.headers.get('content-type'), /^application\/json/);
  t.equal(await demo.text(), JSON.stringify(openApiDocument()), 'the document the contract makes');
});

t.test('the built gateway in front of a real upstream serves it too, without asking the upstream or stalling', async (t) => {
  const upstream = await startUpstream();
  t.teardown(() => upstream.close());
  // dist/server, as npm start and the image run it: the document's worker thread is a file of the bundle
  const child = spawn(process.execPath, ['dist/server/gateway.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, UPSTREAM_URL: upstream.url, HOST: '127.0.0.1', PORT: '0', WORKERS: '1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  const exited = new Promise((resolve) => child.on('close', resolve));
  t.teardown(async () => {
    child.kill('SIGTERM');
    await exited;
  });
  const base = await listeningUrl(() => stdout);

  const first = request(`${base}/openapi.json`, { headers: { 'accept-encoding': 'gzip' } });
  const order: string[] = [];
  void first.then(() => order.push('document'));
  await fetch(`${base}/healthz`).then(() => order.push('healthz'));
  const real = await first;
  t.same(order, ['healthz', 'document'], 'the gateway answers other calls while the document is being made');
  t.equal(real.statusCode, 200);
  t.equal(real.headers['content-encoding'], 'gzip', 'compressed for a client that takes gzip');
  t.equal(gunzipSync(Buffer.from(await real.body.arrayBuffer())).toString(), JSON.stringify(openApiDocument()), 'the same document (dist/server is built from the contract: npm test\'s pretest rebuilds it, `npx tsx scripts/build.ts --server` alone)');
  t.same(upstream.seen, [], 'the upstream is not asked');
  const again = await fetch(`${base}/openapi.json`, { headers: { 'if-none-match': String(real.headers.etag) } });
  t.equal(again.status, 304, 'an unchanged document is not sent again');
});

t.test('the official OpenAPI 3.1 schema accepts it, every reference resolved', async (t) => {
  const validator = new Validator();
  const result = await validator.validate(doc as unknown as Record<string, unknown>);
  t.equal(validator.version, '3.1');
  t.same(result.errors, undefined);
  t.ok(result.valid);
  const refs = JSON.stringify(doc).match(/"\$ref":"[^"]*"/g) ?? [];
  const broken = [...new Set(refs)].map((ref) => ref.slice(8, -1)).filter((ref) => {
    const [, kind, name] = /^#\/components\/(schemas|responses)\/(.+)$/.exec(ref) ?? [];
    return !kind || !(name in doc.components[kind as 'schemas' | 'responses']);
  });
  t.same(broken, [], 'every $ref names a component of the document');
  t.notMatch(JSON.stringify(doc), /"\$defs"/, 'no schema keeps definitions of its own that tools cannot reach');
});

t.test("Redocly's recommended rules find no error and no warning (redocly.yaml)", async (t) => {
  const { stdout } = await promisify(execFile)(join(root, 'node_modules/.bin/redocly'), ['lint', served, '--config', join(root, 'redocly.yaml'), '--format=json'], {
    cwd: root,
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    maxBuffer: 64 * 1024 * 1024,
  });
  const report = JSON.parse(stdout) as { totals: { errors: number; warnings: number }; problems: { ruleId: string; message: string }[] };
  t.same(report.problems.slice(0, 10), []);
  t.same(report.totals, { errors: 0, warnings: 0, ignored: 0 });
});

t.test('every call is declared as the console meets it through the gateway', async (t) => {
  t.equal(doc.openapi, '3.1.0');
  t.same(doc.servers, [{ url: '/', description: doc.servers[0].description }], 'relative to the gateway that serves it');
  t.same(doc.components.securitySchemes.token, { type: 'apiKey', in: 'header', name: 'token', description: (doc.components.securitySchemes.token as { description: string }).description });
  t.same(doc.security, [{ token: [] }], 'the token header, on every call');
  const ids = new Set<string>();
  const tags = new Set(doc.tags.map((tag) => tag.name));
  for (const e of ENDPOINTS) {
    const op = doc.paths[e.path]?.[e.method.toLowerCase()];
    if (!op) {
      t.fail(`${e.method} ${e.path} is missing`);
      continue;
    }
    const call = `${e.method} ${e.path}`;
    t.match(op.operationId, /^(get|post|put|delete)[A-Z][A-Za-z0-9]*$/, call);
    ids.add(op.operationId);
    t.ok(op.tags.length === 1 && tags.has(op.tags[0]), `${call}: one declared tag`);
    if (e.auth === 'public') t.same(op.security, [], `${call}: public`);
    else t.equal(op.security, undefined, `${call}: needs the token`);
    t.equal(op['x-permission'], e.permission, `${call}: its permission`);
    t.equal(op['x-not-activity'], e.notActivity, `${call}: whether it is not activity, and why`);
    const declared = Object.keys(op.responses).sort();
    const expected = ['200', ...(e.versioned ? ['409'] : []), ...(e.body ? ['413'] : []), ...(CREDENTIAL_PATHS.includes(e.path as never) ? ['429'] : []), '431', '502', '503', '504'];
    t.same(declared, expected.sort(), `${call}: answers ${expected.join(', ')}`);
    for (const status of declared.filter((s) => s !== '200')) t.match(op.responses[status].$ref, /^#\/components\/responses\/\w+$/, `${call} ${status}: declared once, referenced`);
  }
  t.equal(ids.size, ENDPOINTS.length, 'operationIds are unique');
  t.same(Object.keys(doc.paths).filter((path) => CREDENTIAL_PATHS.includes(path as never)).sort(), [...CREDENTIAL_PATHS].sort(), 'every rate-limited credential call is a call of the document');

  const orders = doc.paths['/api/v2/seller/orders'].get;
  t.equal(orders.operationId, 'getV2SellerOrders');
  t.equal(orders.tags[0], 'Orders', 'filed under the menu group whose screens make the call');
  t.equal(orders['x-permission'], 'order_index');
  const stale = doc.components.responses.StaleVersion as { content: { 'application/json': { schema: { properties: { data: { properties: Record<string, unknown> } } } } } };
  t.same(Object.keys(stale.content['application/json'].schema.properties.data.properties).sort(), ['current', 'version'], '409: the record now and its version');
  const menu = JSON.stringify(doc.components.schemas.MenuNode);
  t.match(menu, '"$ref":"#/components/schemas/MenuNode"', 'the recursive menu tree is a component that refers to itself');
  t.match(JSON.stringify(doc.paths['/api/v2/seller/auth'].get), '#/components/schemas/MenuNode');
});

t.test('generated types type-check a client written with openapi-fetch, which drives the mock through the gateway', async (t) => {
  const types = astToString(await openapiTS(new URL(served)));
  // inside the project, so the files resolve openapi-fetch as the client does; node_modules/.cache is never committed
  const work = join(root, 'node_modules/.cache', `openapi-test-${process.pid}`);
  await mkdir(work, { recursive: true });
  t.teardown(() => rm(work, { recursive: true, force: true }));
  const schemaFile = join(work, 'schema.d.ts');
  await writeFile(schemaFile, types);
  // what the generated types must refuse: a call the contract does not have, a tab value no list has, a missing id
  const misuse = join(work, 'misuse.ts');
  await writeFile(
    misuse,
    [
      "import createClient from 'openapi-fetch';",
      "import type { paths } from 'contract-openapi';",
      "const api = createClient<paths>({ baseUrl: '/' });",
      "void api.GET('/api/v2/seller/no_such_call');",
      "void api.GET('/api/v2/seller/orders', { params: { query: { status: 'no_such_tab' } } });",
      "void api.PUT('/api/v2/seller/offline_stores/{id}', { body: { close_time: '21:00' } });",
      '',
    ].join('\n'),
  );
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(join(root, 'tsconfig.json'), ts.sys.readFile).config, ts.sys, root);
  const program = ts.createProgram([CLIENT, misuse], { ...parsed.options, paths: { 'contract-openapi': [schemaFile] } });
  const problems = ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file?.fileName ?? '',
    line: d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0,
    text: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
  t.same(problems.filter((p) => p.file === CLIENT), [], 'the client type-checks against the generated types');
  t.same([...new Set(problems.filter((p) => p.file === misuse).map((p) => p.line))], [4, 5, 6], 'each misuse is a type error');
  t.same(problems.filter((p) => p.file !== CLIENT && p.file !== misuse), [], 'nothing else fails');

  const { walkThrough } = (await import(CLIENT)) as { walkThrough: (baseUrl: string) => Promise<Walkthrough> };
  const run = await walkThrough(stack.url);
  t.ok(run.toShip.length > 0 && run.toShip.every((order) => order.status === 'to_ship'), 'the filtered list holds orders to ship only');
  t.same([run.approved.before, run.approved.after], ['in_review', 'approved'], `withdrawal ${run.approved.withdrawNo} approved`);
  t.match(run.stale, { http: 409, status: 1, currentVersion: run.stale.readVersion + 1, error: /^线下门店已被 财务王芳 于 / }, 'the stale edit: 409, the version now');
});
