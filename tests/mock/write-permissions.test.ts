/**
 * Every write call of the contract, tried with every demo account's token (docs/contract.md, "Who may write").
 * Generated from the contract's declarations: a call is refused with 无权限 exactly where the account's role holds
 * none of its labels (for the settings save, the label of each key), an unknown settings key is refused for
 * everyone, a merchant's call on another shop's record finds no record, and refused calls change nothing
 * (the mock's whole-state digest before and after). The role's labels come from the login answer and the route sets
 * (docs/console.md "Areas, logins and roles", docs/routes.md "Route sets"), not from the mock's own rule.
 *
 * One mock serves the whole run: the refusals and the permitted calls (sent to a missing record or with a body the
 * contract refuses, so they pass the permission check and write nothing) keep the state as seeded; only the last part,
 * a merchant's calls on its own records, writes.
 */
import { faker } from '@faker-js/faker';
import t from 'tap';
import type { z } from 'zod';
import { fake, seed, setFaker } from 'zod-schema-faker/v4';
import {
  accessOf,
  BUSINESS_ROUTES,
  type Endpoint,
  ENDPOINTS,
  endpointsOf,
  FINANCE_GROUPS,
  FINANCE_ROUTES,
  RESOURCE_ENDPOINTS,
  RESOURCES,
  type ResourceDef,
} from '../../contract/index.ts';
import { grantedLabels } from '../../contract/payee.ts';
import { SETTINGS_KEYS } from '../../contract/settings.ts';
import { type Answer, startMock } from './helpers.ts';

const DENIED = '无权限';
const MISSING_ID = 2_000_000_000;

const mock = await startMock();
t.teardown(() => mock.close());

// biome-ignore lint/suspicious/noExplicitAny: answers of every call of the contract, checked by shape here.
type Loose = any;
const call = (method: string, path: string, token: string, body?: unknown, lang?: string) => mock.call<Loose>(method, path, { token, body, lang });

/** A demo account signed in, with the labels its role holds as the console computes them. */
interface Signed {
  account: string;
  token: string;
  labels: Set<string>;
  merchantId?: number;
}

/** The route set of an area, and the labels of a login answer in it (docs/console.md, "Areas, logins and roles"). */
function labelsOf(answer: { permission: string[]; is_admin: 0 | 1; is_finance: 0 | 1 }, area: 'admin' | 'seller'): Set<string> {
  // a merchant's own money screens are in the seller set only, and only for an account whose labels name them
  const merchantOwn = (r: { path: string }) => ['/finance/myBills', '/finance/myPayouts', '/finance/myWithdrawals'].includes(r.path);
  const routeSet = BUSINESS_ROUTES.filter((r) => (area === 'admin' ? !merchantOwn(r) : !r.adminOnly));
  // the labels no route carries go to the roles the contract names (GRANTED_LABELS: a payee's full account)
  if (answer.is_admin === 1 && answer.is_finance === 1) {
    const finance = BUSINESS_ROUTES.filter((r) => !r.adminOnly && !merchantOwn(r) && (FINANCE_GROUPS.some((g) => r.path.startsWith(`${g}/`)) || FINANCE_ROUTES.includes(r.path)));
    return new Set([...finance.map((r) => r.label), ...grantedLabels('finance')]);
  }
  if (answer.is_admin === 1) return new Set([...routeSet.filter((r) => !merchantOwn(r)).map((r) => r.label), ...grantedLabels('full')]);
  const allowed = new Set(routeSet.map((r) => r.label));
  return new Set(answer.permission.filter((l) => allowed.has(l)));
}

async function signIn(account: string, area: 'admin' | 'seller'): Promise<Signed> {
  let body: Record<string, unknown> = { account, password: '123456' };
  if (area === 'admin') {
    const captcha = await mock.call<{ key: string }>('GET', '/api/v2/admin/imgkey');
    const code = await mock.call<{ code: string }>('GET', `/__mock/captcha?key=${captcha.data.key}`);
    body = { ...body, key: captcha.data.key, code: code.data.code };
  }
  const answer = await mock.call<Loose>('POST', `/api/v2/${area}/login`, { body });
  if (answer.status !== 0) throw new Error(`login ${account}: ${answer.error}`);
  return { account, token: answer.data.token, labels: labelsOf(answer.data, area) };
}

// the five roles of docs/mock.md, "Demo accounts"
const accounts = [
  await signIn('admin', 'admin'),
  await signIn('operator', 'admin'),
  await signIn('finance', 'admin'),
  await signIn('seller', 'seller'),
  await signIn('merchant', 'seller'),
];
const [admin] = accounts;
const merchant = accounts[4];
// the merchant's shop: the one its own goods list shows (it sees no other)
merchant.merchantId = (await call('GET', '/api/v2/seller/goods?limit=1', merchant.token)).data.list[0]?.merchant_id;

const digest = async () => (await mock.call<Record<string, string>>('GET', '/__mock/digest')).data;

/** Which resource an endpoint belongs to, and its list call (to find records). */
const resourceOf = new Map<Endpoint, { def: ResourceDef; list: Endpoint }>();
for (const [name, endpoints] of Object.entries(RESOURCE_ENDPOINTS)) {
  for (const e of endpointsOf(endpoints)) resourceOf.set(e, { def: RESOURCES[name as keyof typeof RESOURCES], list: endpoints.list });
}

setFaker(faker);
seed(20240601);
const bodies = new Map<z.ZodType, unknown>();
/**
 * A body the schema accepts: an empty object when it does (an edit, an action without input), else a generated one;
 * `{}` when none is found in a few tries (the permission check comes before validation, so a refusal still shows).
 */
function validBody(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  if (!bodies.has(schema)) bodies.set(schema, generate(schema));
  return bodies.get(schema);
}

function generate(schema: z.ZodType): unknown {
  if (schema.safeParse({}).success) return {};
  for (let i = 0; i < 5; i++) {
    try {
      const candidate = fake(schema);
      if (schema.safeParse(candidate).success) return candidate;
    } catch {
      // some schemas (preprocessed, lazy) cannot be generated
    }
  }
  return {};
}

const rowsCache = new Map<string, Record<string, unknown>[]>();
/** The first records of a resource, read by the administrator (who sees every shop's). */
async function rowsOf(list: Endpoint, limit = 100): Promise<Record<string, unknown>[]> {
  const path = `${list.path}?limit=${limit}`;
  if (!rowsCache.has(path)) rowsCache.set(path, (await call('GET', path, admin.token)).data?.list ?? []);
  return rowsCache.get(path) ?? [];
}

const fill = (path: string, id: number | string) => path.replace(/\{\w+\}/g, String(id));
const isBatch = (e: Endpoint) => /\/batch\/\w+$/.test(e.path);
const WRITES = ENDPOINTS.filter((e) => e.method !== 'GET');

/** The shop field of a resource's records: a merchant writes only rows whose shop is its own. */
const shopFieldOf = (def: ResourceDef) => (def.name === 'merchants' ? 'id' : 'merchant_id');

const before = await digest();

t.test('the demo roles hold what the spec gives them', async (t) => {
  t.ok(admin.labels.has('marketingSection_groupSetting') && admin.labels.has('user_index'), 'the administrator holds every label');
  t.notOk(merchant.labels.has('marketingSection_groupSetting'), 'a merchant may not change the platform-wide group-buy settings');
  t.ok(merchant.merchantId !== undefined && merchant.merchantId > 0, 'the merchant has a shop');
  t.ok(WRITES.length > 400, `${WRITES.length} write calls`);
});

t.test('a write is refused with 无权限 exactly where the role holds none of its labels', async (t) => {
  let refused = 0;
  for (const e of WRITES) {
    const access = accessOf(e);
    if (access.kind === 'byKey') continue;
    const resource = resourceOf.get(e);
    // a real record and a valid body: were the check missing, the call would write and the digest would show it
    const id = resource ? Number((await rowsOf(resource.list, 1))[0]?.id ?? 1) : 1;
    let body = validBody(e.body);
    if (isBatch(e)) body = { ...(body as object), ids: [id] };
    for (const who of accounts) {
      const permitted = access.kind === 'open' || (access.kind === 'labels' && access.labels.some((l) => who.labels.has(l)));
      if (permitted) continue;
      const answer = await call(e.method, fill(e.path, id), who.token, body);
      if (answer.error !== DENIED) t.fail(`${who.account}: ${e.method} ${e.path} should be refused, got ${JSON.stringify(answer).slice(0, 200)}`);
      refused++;
    }
  }
  t.ok(refused > 500, `${refused} calls refused`);
  t.same(await digest(), before, 'the refused calls changed nothing');
});

t.test('the settings save: each key to the holders of its label, an unknown key to nobody', async (t) => {
  const keys = Object.keys(SETTINGS_KEYS);
  const current = (await call('POST', '/api/v2/common/config', admin.token, { keys })).data;
  let refused = 0;
  for (const key of keys) {
    for (const who of accounts) {
      if (who.labels.has(SETTINGS_KEYS[key].permission)) continue;
      const answer = await call('POST', '/api/v2/seller/config', who.token, { values: { [key]: current[key] } });
      if (answer.error !== DENIED) t.fail(`${who.account} saved ${key}: ${JSON.stringify(answer)}`);
      refused++;
    }
  }
  t.ok(refused > 50, `${refused} saves refused`);
  for (const key of ['groupbuy_setting', 'seckill_setting', 'cutprice_setting']) {
    t.equal((await call('POST', '/api/v2/seller/config', merchant.token, { values: { [key]: current[key] } })).error, DENIED, `a merchant may not save ${key}`);
  }
  for (const who of accounts) {
    const unknown = await call('POST', '/api/v2/seller/config', who.token, { values: { site_name: 'x' } });
    t.equal(unknown.error, '未知的配置项：site_name', `${who.account}: an unknown key is refused by name`);
  }
  const en = await call('POST', '/api/v2/seller/config', admin.token, { values: { [keys[0]]: current[keys[0]], not_a_setting: 'x' } }, 'en');
  t.equal(en.error, 'Unknown settings key: not_a_setting', 'and in English; a known key beside it is not saved either');
  t.same(await digest(), before, 'the refused saves changed nothing');
});

/** The merchant's writes on one record (or a batch of them) of a resource, where its labels let it write. */
function merchantRecordWrites() {
  return WRITES.flatMap((e) => {
    const access = accessOf(e);
    const resource = resourceOf.get(e);
    if (access.kind !== 'labels' || !access.labels.some((l) => merchant.labels.has(l)) || !resource) return [];
    return e.path.includes('{id}') || isBatch(e) ? [{ e, resource }] : [];
  });
}

t.test("a merchant's write on another shop's record finds no record", async (t) => {
  let checked = 0;
  for (const { e, resource } of merchantRecordWrites()) {
    const field = shopFieldOf(resource.def);
    if (!(field in resource.def.record.shape)) {
      t.fail(`${e.method} ${e.path}: a merchant may write ${resource.def.name}, whose records name no shop`);
      continue;
    }
    const other = (await rowsOf(resource.list)).find((r) => r[field] !== merchant.merchantId);
    if (!other) {
      t.fail(`${e.method} ${e.path}: no record of another shop among the first 100`);
      continue;
    }
    const notFound = `${resource.def.title.zh} ${other.id} 不存在`;
    const body = validBody(e.body);
    if (e.body && !e.body.safeParse(isBatch(e) ? { ...(body as object), ids: [other.id] } : body).success) {
      t.fail(`${e.method} ${e.path}: no valid body to try`);
      continue;
    }
    if (isBatch(e)) {
      const answer = await call(e.method, e.path, merchant.token, { ...(body as object), ids: [other.id] });
      t.same(answer.data, { succeeded: [], failed: [{ id: other.id, error: notFound }] }, `${e.method} ${e.path}: the other shop's record is not found`);
    } else {
      t.equal((await call(e.method, fill(e.path, Number(other.id)), merchant.token, body)).error, notFound, `${e.method} ${e.path}`);
    }
    checked++;
  }
  t.ok(checked >= 40, `${checked} calls`);
  t.same(await digest(), before, 'the refused calls changed nothing');
});

t.test('a write is let through the permission check wherever the role holds a label', async (t) => {
  let passed = 0;
  for (const e of WRITES) {
    const access = accessOf(e);
    for (const who of accounts) {
      if (access.kind === 'labels' && !access.labels.some((l) => who.labels.has(l))) continue;
      let answer: Answer<Loose>;
      if (access.kind === 'byKey') {
        // every key the account may save, with a value of the wrong shape: refused by validation, not by permission
        const mine = Object.keys(SETTINGS_KEYS).filter((key) => who.labels.has(SETTINGS_KEYS[key].permission));
        for (const key of mine) {
          answer = await call(e.method, e.path, who.token, { values: { [key]: 'not a setting' } });
          if (!String(answer.error).startsWith(`${key}: `)) t.fail(`${who.account} may save ${key}: ${JSON.stringify(answer)}`);
          passed++;
        }
        continue;
      }
      // a missing record, or a body no schema takes: past the permission check, then refused before any write
      answer = e.path.includes('{id}') ? await call(e.method, fill(e.path, MISSING_ID), who.token, validBody(e.body)) : await call(e.method, e.path, who.token, []);
      if (answer.status === 0 || answer.error === DENIED) t.fail(`${who.account}: ${e.method} ${e.path} ${JSON.stringify(answer).slice(0, 200)}`);
      passed++;
    }
  }
  t.ok(passed > 1000, `${passed} calls past the permission check`);
  t.same(await digest(), before, 'and none of them wrote anything');
});

t.test("a merchant's write on its own shop's record is not refused for its shop", async (t) => {
  let checked = 0;
  for (const { e, resource } of merchantRecordWrites()) {
    const own = (await rowsOf(resource.list)).find((r) => r[shopFieldOf(resource.def)] === merchant.merchantId);
    if (!own) continue;
    const body = isBatch(e) ? { ...(validBody(e.body) as object), ids: [own.id] } : validBody(e.body);
    const answer = await call(e.method, isBatch(e) ? e.path : fill(e.path, Number(own.id)), merchant.token, body);
    const notFound = `${resource.def.title.zh} ${own.id} 不存在`;
    // refused or not by the record's state, but never as someone else's record or for want of a label
    t.not(answer.error, DENIED, `${e.method} ${e.path}: permitted`);
    if (answer.error === notFound || answer.data?.failed?.[0]?.error === notFound) {
      // deleted by an earlier call of this loop (the goods' delete after its recycle): the record is really gone
      t.equal((await call('GET', `${resource.list.path}/${own.id}`, admin.token)).error, notFound, `${e.method} ${e.path}: only when it is gone`);
    }
    checked++;
  }
  t.ok(checked >= 40, `${checked} calls`);
});
