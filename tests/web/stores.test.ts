import t from 'tap';
import { memoryStorage } from '../../web/src/lib/storage.ts';
import { routeByPath } from '../../web/src/router/routes.ts';
import { AppStore, deviceOf } from '../../web/src/stores/app.ts';
import { ERROR_LOG_LIMIT, ErrorLogStore, entryOf } from '../../web/src/stores/errorLog.ts';
import { TagsStore } from '../../web/src/stores/tags.ts';
import { ThemeStore, themeVariables } from '../../web/src/stores/theme.ts';
import { contrast, PAGE_BACKGROUND } from '../../web/src/styles/contrast.ts';

t.test('app: mobile below 1024 px with 3 px tolerance', async (t) => {
  t.equal(deviceOf(1026), 'mobile');
  t.equal(deviceOf(1027), 'desktop');
  t.equal(deviceOf(375), 'mobile');
  t.equal(deviceOf(1920), 'desktop');
});

t.test('app: the sidebar and the language persist; zh by default', async (t) => {
  const cookies = memoryStorage();
  const app = new AppStore(cookies);
  t.equal(app.language, 'zh');
  t.equal(app.sidebarOpened, true);
  app.toggleSidebar();
  app.setLanguage('en');
  const again = new AppStore(cookies);
  t.equal(again.sidebarOpened, false);
  t.equal(again.language, 'en');
  t.equal(new AppStore(memoryStorage({ language: 'fr' })).language, 'zh', 'an unknown language falls back to zh');
});

t.test('app: a mobile device closes the sidebar by itself, without animation', async (t) => {
  const app = new AppStore(memoryStorage());
  app.updateDevice(1366);
  t.equal(app.sidebarOpened, true);
  app.updateDevice(800);
  t.equal(app.device, 'mobile');
  t.equal(app.sidebarOpened, false);
  t.equal(app.withoutAnimation, true);
  app.toggleSidebar();
  t.equal(app.sidebarOpened, true);
  t.equal(app.withoutAnimation, false);
});

const route = (path: string) => routeByPath(path)!;

t.test('tags: one per visited route, persisted for the browser session', async (t) => {
  const session = memoryStorage();
  const tags = new TagsStore(session);
  tags.addView(route('/home'), '/home');
  tags.addView(route('/goods/index'), '/goods/index');
  tags.addView(route('/goods/index'), '/goods/index?page=2');
  tags.addView(route('/order/index'), '/order/index');
  t.same(tags.visited.map((v) => v.fullPath), ['/home', '/goods/index?page=2', '/order/index']);
  t.same(tags.cached, ['goods_index', 'order_index'], 'home is noCache');
  const reloaded = new TagsStore(session);
  t.same(reloaded.visited, tags.visited);
  t.same(new TagsStore(memoryStorage({ 'console-tags': '{oops' })).visited, [], 'a corrupt entry is dropped');
});

t.test('tags: closing the active tag goes to the last remaining one, or to /', async (t) => {
  const tags = new TagsStore(memoryStorage());
  for (const p of ['/home', '/goods/index', '/order/index']) tags.addView(route(p), p);
  t.equal(tags.close('/goods/index', '/order/index'), undefined, 'closing another tag stays');
  t.equal(tags.close('/order/index', '/order/index'), '/home');
  t.equal(tags.close('/home', '/home'), '/');
  t.same(tags.visited, []);
});

t.test('tags: close others, close all, refresh', async (t) => {
  const tags = new TagsStore(memoryStorage());
  for (const p of ['/home', '/goods/index', '/order/index']) tags.addView(route(p), p);
  tags.closeOthers('/goods/index');
  t.same(tags.visited.map((v) => v.path), ['/home', '/goods/index'], 'the home tag stays (docs/views.md)');
  t.equal(tags.generation['/goods/index'] ?? 0, 0);
  tags.refresh('/goods/index');
  tags.refresh('/goods/index');
  t.equal(tags.generation['/goods/index'], 2);
  tags.closeAll();
  t.same(tags.visited, []);
});

t.test('tags: the views holding unsaved changes are known, so dropping them can ask first', async (t) => {
  const tags = new TagsStore(memoryStorage());
  for (const p of ['/home', '/goods/systemSettings', '/batches/index']) tags.addView(route(p), p);
  tags.markUnsaved('/goods/systemSettings', true);
  tags.markUnsaved('/batches/index', true);
  t.same(
    tags.unsavedAmong(['/home', '/goods/systemSettings']).map((v) => v.path),
    ['/goods/systemSettings'],
  );
  tags.markUnsaved('/goods/systemSettings', false);
  t.same(
    tags.unsavedAmong(tags.visited.map((v) => v.path)).map((v) => v.path),
    ['/batches/index'],
  );
});

t.test('theme: #409EFF by default, applied at once, persisted; anything else refused', async (t) => {
  const local = memoryStorage();
  const applied: Record<string, string>[] = [];
  const theme = new ThemeStore(local, (v) => applied.push(v));
  t.equal(theme.color, '#409EFF');
  t.equal(applied[0]['--theme'], '#409EFF');
  t.equal(theme.setColor('#11A983'), true);
  t.equal(applied.at(-1)?.['--theme'], '#11a983');
  t.equal(new ThemeStore(local, () => {}).color, '#11a983');
  t.equal(theme.setColor('red; background: url(x)'), false);
  t.equal(theme.setColor('#12345'), false);
  t.equal(theme.color, '#11a983');
  t.equal(new ThemeStore(memoryStorage({ 'console-theme': 'javascript:1' }), () => {}).color, '#409EFF');
});

t.test('theme variables: a readable shade (4.5:1 on the page grey), a darker hover shade and light tints', async (t) => {
  t.same(themeVariables('#409eff'), { '--theme': '#409eff', '--theme-strong': '#2d6fb3', '--theme-dark': '#265e98', '--theme-light': '#ecf5ff', '--theme-focus': '#a0cfff' });
  t.ok(contrast(themeVariables('#fa8c16')['--theme-strong'], PAGE_BACKGROUND) >= 4.5, 'an orange theme darkened until it reads');
  t.equal(themeVariables('#304156')['--theme-strong'], '#304156', 'a dark theme kept as it is');
  t.same(themeVariables('#000000')['--theme-light'], '#e6e6e6');
});

t.test('error log: entries with error, component, info, url; bounded', async (t) => {
  const log = new ErrorLogStore();
  log.add(entryOf(new TypeError('x is undefined'), 'goods_index', 'render', 'http://h/#/goods/index'));
  log.add(entryOf('plain string', 'window', 'unhandledrejection', 'http://h/'));
  t.equal(log.logs[0].error, 'x is undefined');
  t.match(log.logs[0].stack, /TypeError: x is undefined/);
  t.same({ ...log.logs[1], stack: '' }, { error: 'plain string', stack: '', component: 'window', info: 'unhandledrejection', url: 'http://h/' });
  for (let i = 0; i < ERROR_LOG_LIMIT + 5; i++) log.add(entryOf(new Error(`e${i}`), 'w', 'error', 'u'));
  t.equal(log.logs.length, ERROR_LOG_LIMIT);
  t.equal(log.logs.at(-1)?.error, `e${ERROR_LOG_LIMIT + 4}`);
  log.clear();
  t.same(log.logs, []);
});
