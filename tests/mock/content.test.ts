/** The content resources of the mock through real calls: rich texts per page, news and cases, comments, applications. */
import t from 'tap';
import { startMock } from './helpers.ts';

const mock = await startMock();
t.teardown(() => mock.close());
const { call, login } = mock;

interface Page<R> {
  list: R[];
  total: number;
  counts?: Record<string, number>;
}
type RichText = { id: number; page: string; key: string; title: string; body: string; updated_by: string };
type Article = { id: number; kind: string; info_class_id: number; info_class_name: string; title: string; status: string; published_at: string | null; comment_count: number };
type Comment = { id: number; target_type: string; target_id: number; status: string; reply: string; replied: boolean };
type InfoClass = { id: number; type: string; name: string };

const admin = await login('admin');

t.test('rich texts: each route reads its own page, keeps the HTML as given, keys stay unique', async (t) => {
  const agreements = await call<Page<RichText>>('GET', '/api/v2/seller/agreements', { token: admin });
  t.ok(agreements.data.total >= 5, 'agreements are seeded');
  t.ok(agreements.data.list.every((r) => r.page === 'agreement'), 'only agreements');
  const user = agreements.data.list.find((r) => r.key === 'user_agreement')!;
  const about = await call<Page<RichText>>('GET', '/api/v2/seller/about_pages', { token: admin });
  t.notOk(about.data.list.some((r) => r.id === user.id), 'another page does not list it');
  t.match((await call('GET', `/api/v2/seller/about_pages/${user.id}`, { token: admin })).status, 1, 'nor opens it');

  const body = '<h2>条款</h2><ul><li><p>一</p></li></ul><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>';
  const saved = await call<RichText>('PUT', `/api/v2/seller/agreements/${user.id}`, { token: admin, body: { title: '用户服务协议', body } });
  t.equal(saved.status, 0);
  t.equal(saved.data.body, body, 'the mock keeps what it is given (the console sanitises)');
  t.equal(saved.data.updated_by, 'admin');
  t.equal((await call('POST', '/api/v2/seller/agreements', { token: admin, body: { key: 'x_y', title: '新协议', body: '' } })).http, 404, 'agreements are a fixed set');

  const taken = await call('POST', '/api/v2/seller/rich_texts', { token: admin, body: { key: 'user_agreement', title: '重复', body: '<p>x</p>' }, lang: 'en' });
  t.equal(taken.error, 'key "user_agreement" is already in use');
  const badKey = await call('POST', '/api/v2/seller/rich_texts', { token: admin, body: { key: 'Bad Key', title: '坏标识', body: '' } });
  t.equal(badKey.status, 1);
  const created = await call<RichText>('POST', '/api/v2/seller/rich_texts', { token: admin, body: { key: 'vip_notice', title: '会员须知', body: '<p>须知</p>' } });
  t.match(created.data, { page: 'platform', key: 'vip_notice' });
  t.equal((await call('DELETE', `/api/v2/seller/rich_texts/${created.data.id}`, { token: admin })).status, 0);
  const operator = await login('operator');
  t.equal((await call('GET', '/api/v2/seller/agreements', { token: operator, lang: 'en' })).error, 'Permission denied');
});

t.test('news and cases: a category of their own type, publish state and time', async (t) => {
  const classes = (await call<InfoClass[]>('GET', '/api/v2/seller/informationclass/menu_option', { token: admin })).data;
  const newsClass = classes.find((c) => c.type === 'news')!;
  const caseClass = classes.find((c) => c.type === 'case')!;
  const item = { info_class_id: newsClass.id, title: '测试资讯', cover: '/api/v2/common/files/seed/plate/1.svg', summary: '摘要', body: '<p>正文</p>' };
  const wrong = await call('POST', '/api/v2/seller/news', { token: admin, body: { ...item, info_class_id: caseClass.id }, lang: 'en' });
  t.equal(wrong.error, `The category "${caseClass.name}" is not a news category`);
  const draft = await call<Article>('POST', '/api/v2/seller/news', { token: admin, body: item });
  t.match(draft.data, { kind: 'news', status: 'draft', published_at: null, info_class_name: newsClass.name });
  t.equal((await call('GET', `/api/v2/seller/cases/${draft.data.id}`, { token: admin })).status, 1, 'a news item is not a case');
  const published = await call<Article>('PUT', `/api/v2/seller/news/${draft.data.id}/publish`, { token: admin, body: {} });
  t.match(published.data, { status: 'published', published_at: /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/ });
  t.equal((await call('PUT', `/api/v2/seller/news/${draft.data.id}/publish`, { token: admin, body: {} })).status, 1, 'published once');
  const offline = await call<Article>('PUT', `/api/v2/seller/news/${draft.data.id}/unpublish`, { token: admin, body: {} });
  t.equal(offline.data.status, 'offline');
  const again = await call<Article>('PUT', `/api/v2/seller/news/${draft.data.id}/publish`, { token: admin, body: {} });
  t.equal(again.data.published_at, published.data.published_at, 'the first publication time stays');
  const byClass = await call<Page<Article>>(`GET`, `/api/v2/seller/news?info_class_id=${newsClass.id}&limit=100`, { token: admin });
  t.ok(byClass.data.list.every((a) => a.info_class_id === newsClass.id && a.kind === 'news'));
  t.same(Object.keys(byClass.data.counts ?? {}).sort(), ['all', 'draft', 'offline', 'published'], 'counts per publish state');
  const edited = await call<Article>('PUT', `/api/v2/seller/news/${draft.data.id}`, { token: admin, body: { title: '改过的标题' } });
  t.match(edited.data, { title: '改过的标题', summary: '摘要', status: 'published' }, 'a partial edit keeps the rest');
  t.equal((await call('DELETE', `/api/v2/seller/news/${draft.data.id}`, { token: admin })).status, 0);
});

t.test('comments: hide and show, reply, delete; articles count their visible comments', async (t) => {
  const list = await call<Page<Comment>>('GET', '/api/v2/seller/comments?target_type=news&status=visible&limit=500', { token: admin });
  const comment = list.data.list[0];
  const articleBefore = (await call<Article>('GET', `/api/v2/seller/news/${comment.target_id}`, { token: admin })).data;
  const hidden = await call<Comment>('PUT', `/api/v2/seller/comments/${comment.id}/hide`, { token: admin, body: {} });
  t.equal(hidden.data.status, 'hidden');
  const articleAfter = (await call<Article>('GET', `/api/v2/seller/news/${comment.target_id}`, { token: admin })).data;
  t.equal(articleAfter.comment_count, articleBefore.comment_count - 1, 'a hidden comment is not counted');
  t.equal((await call('PUT', `/api/v2/seller/comments/${comment.id}/hide`, { token: admin, body: {} })).status, 1, 'hidden once');
  const short = await call('PUT', `/api/v2/seller/comments/${comment.id}/reply`, { token: admin, body: { reply: 'x' } });
  t.equal(short.status, 1, 'a reply of one character is refused');
  const replied = await call<Comment>('PUT', `/api/v2/seller/comments/${comment.id}/reply`, { token: admin, body: { reply: '感谢支持' } });
  t.match(replied.data, { reply: '感谢支持', replied: true });
  const unreplied = await call<Page<Comment>>('GET', '/api/v2/seller/comments?replied=false&limit=500', { token: admin });
  t.ok(unreplied.data.list.every((c) => !c.replied), 'filter by reply state');
  const batch = await call<{ succeeded: number[]; failed: unknown[] }>('PUT', '/api/v2/seller/comments/batch/show', { token: admin, body: { ids: [comment.id, unreplied.data.list[0].id] } });
  t.same(batch.data.succeeded, [comment.id]);
  t.equal(batch.data.failed.length, 1, 'a visible comment cannot be shown again');
  t.equal((await call('DELETE', `/api/v2/seller/comments/${comment.id}`, { token: admin })).status, 0);
});

t.test('a merchant moderates only its own goods\' reviews', async (t) => {
  const merchant = await login('merchant', 'seller');
  const own = await call<Page<Comment & { merchant_id: number | null }>>('GET', '/api/v2/seller/comments?limit=500', { token: merchant });
  t.ok(own.data.total >= 5, 'its goods have reviews');
  const shops = new Set(own.data.list.map((c) => c.merchant_id));
  t.equal(shops.size, 1, 'all of one shop');
  t.ok(own.data.list.every((c) => c.target_type === 'goods'), 'no article comments');
  const other = await call<Page<Comment & { merchant_id: number | null }>>('GET', '/api/v2/seller/comments?target_type=goods&limit=500', { token: admin });
  const foreign = other.data.list.find((c) => !shops.has(c.merchant_id))!;
  t.equal((await call('PUT', `/api/v2/seller/comments/${foreign.id}/hide`, { token: merchant, body: {} })).status, 1, 'nor hides another shop\'s');
});

t.test('cooperation applications: follow up with a note, then close', async (t) => {
  const pending = await call<Page<{ id: number; status: string }>>('GET', '/api/v2/seller/business_applications?status=pending', { token: admin });
  t.ok(pending.data.total > 0);
  const id = pending.data.list[0].id;
  const contacted = await call<{ status: string; remark: string; handled_at: string }>('PUT', `/api/v2/seller/business_applications/${id}/contact`, { token: admin, body: { remark: '已约下周面谈' } });
  t.match(contacted.data, { status: 'contacted', remark: '已约下周面谈' });
  t.equal((await call<{ status: string }>('PUT', `/api/v2/seller/business_applications/${id}/close`, { token: admin, body: {} })).data.status, 'closed');
  t.equal((await call('PUT', `/api/v2/seller/business_applications/${id}/contact`, { token: admin, body: { remark: '再次' } })).status, 1);
});
