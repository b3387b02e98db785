/**
 * Resources several screens share are read (and acted on) with any of those screens' labels, and no more: the
 * merchant reads the class tree its goods form needs and follows its activity registrations without deciding them.
 */
import t from 'tap';
import type { Goods } from '../../contract/index.ts';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;
const merchant = await login('merchant', 'seller');
const operator = await login('operator');
type Page<T> = { list: T[]; total: number };

t.test('the merchant reads the class tree but does not change it', async (t) => {
  const classes = await call<Page<{ id: number; parent_id: number }>>('GET', '/api/v3/seller/productClass?limit=500', { token: merchant });
  t.equal(classes.status, 0);
  t.ok(classes.data.list.some((c) => c.parent_id !== 0), 'with its leaf classes');
  const create = await call('POST', '/api/v3/seller/productClass', { token: merchant, body: { parent_id: 0, name: '新分类', sort: 1 } });
  t.equal(create.error, '无权限');
});

t.test('activity registrations: the merchant sees its own, the deciding is not its', async (t) => {
  const mine = await call<Page<Goods>>('GET', '/api/v2/seller/goods_review?zone=activity&limit=100', { token: merchant });
  t.equal(mine.status, 0);
  t.ok(mine.data.total > 0, 'its registrations');
  t.ok(mine.data.list.every((g) => g.merchant_id === 2), 'only its shop');
  const pending = mine.data.list.find((g) => g.audit_state === 'pending') ?? mine.data.list[0];
  t.equal((await call('PUT', `/api/v2/seller/goods_review/${pending.id}/approve`, { token: merchant, body: {} })).error, '无权限');
  t.equal((await call('PUT', `/api/v2/seller/goods/${pending.id}/approve`, { token: merchant, body: {} })).error, '无权限', 'nor through the goods list');
});

t.test('the operator, who holds the pre-review label, decides in the review queue', async (t) => {
  const queue = await call<Page<Goods>>('GET', '/api/v2/seller/goods_review?audit_state=pending&zone=normal&limit=1', { token: operator });
  t.equal(queue.status, 0);
  const decided = await call<Goods>('PUT', `/api/v2/seller/goods_review/${queue.data.list[0].id}/approve`, { token: operator, body: {} });
  t.equal(decided.data.audit_state, 'approved');
});
