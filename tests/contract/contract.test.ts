import t from 'tap';
import { z } from 'zod';
import { ALL_COUNT, BUSINESS_ROUTES, ENDPOINTS, listQueryOf, RESOURCES, SERVICE_LABELS } from '../../contract/index.ts';
import { GRANTED_LABELS } from '../../contract/payee.ts';

// a service's label (the event feed's) names no route: declared in the contract, held by no person (docs/events.md);
// a granted label (revealing a payee's account) names no route either: given to roles by the contract (docs/money.md)
const labels = new Set([...BUSINESS_ROUTES.map((r) => r.label), ...SERVICE_LABELS, ...GRANTED_LABELS.map((g) => g.label)]);

t.test('every endpoint is unique, bilingual, and gated by a real route label, a granted label or a declared service label', async (t) => {
  const seen = new Set<string>();
  for (const e of ENDPOINTS) {
    const id = `${e.method} ${e.path}`;
    t.notOk(seen.has(id), `${id} once`);
    seen.add(id);
    t.ok(e.summary.zh && e.summary.en, `${id} has zh and en summaries`);
    if (e.permission) t.ok(labels.has(e.permission), `${id}: ${e.permission} is a route, granted or service label`);
    if (e.method === 'GET' || e.method === 'DELETE') t.equal(e.body, undefined, `${id} carries no body`);
  }
});

t.test('every shell call of docs/contract.md is in the contract', async (t) => {
  const spec = [
    'POST /api/v2/seller/login', 'POST /api/v2/admin/login', 'GET /api/v2/admin/logout', 'GET /user/info', 'GET /api/v2/seller/auth',
    'POST /api/v2/common/mobilecode', 'POST /api/v2/seller/smspassword', 'GET /api/v2/seller/storeinfo', 'GET /api/v2/admin/imgkey',
    'POST /api/v2/admin/password', 'POST /api/v2/seller/password', 'GET /api/v2/common/imgkeyqiniu', 'PUT /api/v2/seller/cutprice/setting',
    'PUT /api/v2/seller/groupbuy/setting', 'PUT /api/v2/seller/seckill/setting', 'GET /api/v3/seller/productClass',
    'POST /api/v3/seller/productClass', 'PUT /api/v3/seller/productClass/{id}', 'DELETE /api/v3/seller/productClass/{id}',
    'GET /api/v2/seller/informationclass/menu_option', 'GET /api/v2/seller/area', 'POST /api/v2/seller/informationclass/setting',
    'POST /api/v2/common/config', 'POST /api/v2/seller/config', 'PUT /api/v2/seller/firstorder/{id}',
    'PUT /api/v9/seller/ContributionCredit/update', 'POST /api/v8/seller/verification_import', 'GET /api/v8/seller/self_select_goods',
    'POST /api/v8/seller/self_select_goods', 'DELETE /api/v8/seller/self_select_goods/{id}', 'POST /api/v2/common/logistic',
    'GET /api/v8/seller/consumerPlate', 'GET /api/v2/admin/smscode', 'GET /api/v2/common/demo',
  ];
  const have = new Set(ENDPOINTS.map((e) => `${e.method} ${e.path}`));
  for (const call of spec) t.ok(have.has(call), call);
});

t.test('resources: fields, enums and tabs are bilingual and consistent with the record', async (t) => {
  for (const [name, def] of Object.entries(RESOURCES)) {
    const shape = def.record.shape as Record<string, z.ZodType>;
    for (const [field, title] of Object.entries(def.fields)) {
      t.ok(field in shape, `${name}.${field} is a record field`);
      t.ok(title.zh && title.en, `${name}.${field} titled in zh and en`);
    }
    for (const [field, e] of Object.entries(def.enums ?? {})) {
      t.ok(field in shape, `${name}.${field} enum is a record field`);
      for (const v of e.values) t.ok(e.options[v].zh && e.options[v].en, `${name}.${field}=${v} labelled`);
    }
    for (const s of def.sortable) t.ok(s in shape, `${name} sorts by a record field (${s})`);
    const query = listQueryOf(def);
    for (const tab of def.tabs ?? []) t.ok(query.safeParse(tab.where).success, `${name} tab ${tab.key} is a valid query`);
    // `counts.all` is the "all" tab's count, and `tab=all` names that tab in the console's URL
    for (const tab of def.tabs ?? []) t.not(tab.key, ALL_COUNT, `${name} has no tab keyed ${ALL_COUNT}`);
    for (const [action, a] of Object.entries(def.actions ?? {})) {
      for (const field of Object.keys(a.when ?? {})) t.ok(field in def.fields, `${name}.${action} guards a titled field (${field})`);
      if (a.permission) t.ok(labels.has(a.permission), `${name}.${action} permission is a label`);
    }
  }
});

t.test('list queries coerce query strings and refuse what they cannot read', async (t) => {
  const orders = listQueryOf(RESOURCES.orders);
  t.match(orders.parse({ page: '2', limit: '50', total_min: '9.5', status: 'to_ship' }), { page: 2, limit: 50, total_min: 9.5, status: 'to_ship' });
  t.notOk(orders.safeParse({ limit: '0' }).success);
  t.notOk(orders.safeParse({ sort: 'buyer_name' }).success, 'only sortable fields');
  const members = listQueryOf(RESOURCES.members);
  t.equal(members.parse({ vip_level: '3' }).vip_level, 3, 'numeric enums arrive as text');
  t.notOk(members.safeParse({ vip_level: '7' }).success);
  t.equal(listQueryOf(RESOURCES.merchants).parse({ open: 'false' }).open, false);
});

t.test('every schema converts to JSON Schema for the OpenAPI document', async (t) => {
  for (const e of ENDPOINTS) {
    for (const [part, schema] of [['query', e.query], ['body', e.body], ['response', e.response]] as const) {
      if (!schema) continue;
      t.doesNotThrow(() => z.toJSONSchema(schema, { io: part === 'response' ? 'output' : 'input', unrepresentable: 'any' }), `${e.method} ${e.path} ${part}`);
    }
  }
});
