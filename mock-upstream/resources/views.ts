/**
 * The preferences resource (docs/views.md): each account reads and writes only its own views, layouts and pages; a
 * view shared with a role is listed to that role's accounts too, read-only. Sharing needs the administrators
 * screen's label (MANAGE_ACCOUNTS_LABEL): that screen gives accounts their roles, so whoever holds it manages them.
 */
import type { Text } from '../../contract/i18n.ts';
import { BUSINESS_ROUTES } from '../../contract/routes.ts';
import { MANAGE_ACCOUNTS_LABEL } from '../../contract/resources/governance/adminUsers.ts';
import { PINS_MAX, type SavedView, VIEWS_ENDPOINTS, VIEWS_PER_SCREEN_MAX } from '../../contract/resources/views.ts';
import { CONFLICT_HTTP } from '../../contract/version.ts';
import { Fail, MESSAGES } from '../messages.ts';
import type { AccountPages, StoredView } from '../preferencesStore.ts';
import type { Caller, Ctx, Router } from '../router.ts';
import { now } from '../time.ts';

const TEXT = {
  unknownScreen: { zh: '页面 {screen} 不存在或你无权打开', en: 'The page {screen} does not exist or you may not open it' },
  tooMany: { zh: '每个页面最多保存 {max} 个视图', en: 'At most {max} views can be saved per page' },
  nameTaken: { zh: '此页面已有名为「{name}」的视图', en: 'This page already has a view named "{name}"' },
  shareDenied: { zh: '只有能管理角色的账号（管理员管理）可以把视图共享给角色', en: 'Only an account that manages roles (Administrators screen) may share a view with a role' },
  notFound: { zh: '视图 {id} 不存在', en: 'View {id} not found' },
  notOwner: { zh: '这是他人共享的视图，只有创建者可以修改或删除', en: 'This view was shared by someone else: only its owner may change or delete it' },
  stale: {
    zh: '视图「{name}」已于 {time} 在别处被修改（另一个浏览器或窗口），你的修改未保存；已显示最新内容，请确认后再改',
    en: 'The view "{name}" was changed elsewhere (another browser or window) at {time}; your change was not saved. The newer version is shown: check it, then change it again',
  },
  duplicatePage: { zh: '页面列表中有重复：{screen}', en: 'A page is listed twice: {screen}' },
} satisfies Record<string, Text>;

const ROUTE_LABEL = new Map(BUSINESS_ROUTES.map((r) => [r.path, r.label]));

function mustOpen(caller: Caller, screen: string): void {
  const label = ROUTE_LABEL.get(screen);
  if (!label || !caller.labels.has(label)) throw new Fail(TEXT.unknownScreen, { screen });
}

function pagesOf(ctx: Ctx, account: string): AccountPages {
  const store = ctx.state.preferences.accounts;
  store[account] ??= { layouts: {}, pins: [], recent: [] };
  return store[account];
}

const shown = (view: StoredView, caller: Caller): SavedView => ({ ...view, mine: view.owner === caller.account });
const visible = (view: StoredView, caller: Caller) =>
  view.owner === caller.account || (view.role !== null && caller.user.roles.includes(view.role) && ROUTE_LABEL.has(view.screen) && caller.labels.has(ROUTE_LABEL.get(view.screen) ?? ''));

function ownView(ctx: Ctx, caller: Caller): StoredView {
  const view = ctx.state.preferences.views.find((v) => v.id === Number(ctx.params.id));
  if (!view || !visible(view, caller)) throw new Fail(TEXT.notFound, { id: ctx.params.id });
  if (view.owner !== caller.account) throw new Fail(TEXT.notOwner);
  return view;
}

/**
 * A change made on an older version of the view (read before another browser changed it) is refused with the view as
 * it is now, never merged (docs/concurrency.md); a call naming no version is applied as it comes, as elsewhere.
 */
function mustBeCurrent(view: StoredView, caller: Caller, version: number | undefined): void {
  if (version === undefined || version === view.version) return;
  throw new Fail(TEXT.stale, { name: view.name, time: view.updated_at }, { http: CONFLICT_HTTP, data: { current: shown(view, caller), version: view.version } });
}

type ViewInput = Pick<StoredView, 'screen' | 'name' | 'state'> & { role?: StoredView['role'] };

function checkView(ctx: Ctx, caller: Caller, body: ViewInput, self?: StoredView): void {
  mustOpen(caller, body.screen);
  const mine = ctx.state.preferences.views.filter((v) => v.owner === caller.account && v.screen === body.screen && v !== self);
  if (mine.some((v) => v.name === body.name)) throw new Fail(TEXT.nameTaken, { name: body.name });
  if (mine.length >= VIEWS_PER_SCREEN_MAX) throw new Fail(TEXT.tooMany, { max: VIEWS_PER_SCREEN_MAX });
  if (body.role && body.role !== self?.role && !caller.labels.has(MANAGE_ACCOUNTS_LABEL)) throw new Fail(TEXT.shareDenied);
}

export function serveViews(router: Router): void {
  const caller = (ctx: Ctx) => {
    if (!ctx.caller) throw new Fail(MESSAGES.permissionDenied);
    return ctx.caller;
  };
  router.on(VIEWS_ENDPOINTS.preferencesRead, (ctx) => {
    const who = caller(ctx);
    const pages = pagesOf(ctx, who.account);
    // a page the account may no longer open (labels taken away) is left out, not shown as a dead link
    const opens = (path: string) => who.labels.has(ROUTE_LABEL.get(path) ?? '');
    return {
      views: ctx.state.preferences.views.filter((v) => visible(v, who)).map((v) => shown(v, who)),
      layouts: pages.layouts,
      pins: pages.pins.filter(opens),
      recent: pages.recent.filter(opens),
      desktop_notifications: pages.desktop_notifications ?? false,
    };
  });
  router.on(VIEWS_ENDPOINTS.viewCreate, (ctx) => {
    const who = caller(ctx);
    checkView(ctx, who, ctx.body);
    const prefs = ctx.state.preferences;
    const view: StoredView = { ...ctx.body, role: ctx.body.role ?? null, id: prefs.nextViewId++, owner: who.account, updated_at: now(), version: 1 };
    prefs.views.push(view);
    ctx.state.changed();
    return shown(view, who);
  });
  router.on(VIEWS_ENDPOINTS.viewUpdate, (ctx) => {
    const who = caller(ctx);
    const view = ownView(ctx, who);
    const { version, ...body } = ctx.body;
    mustBeCurrent(view, who, version);
    checkView(ctx, who, body, view);
    Object.assign(view, { ...body, role: body.role === undefined ? view.role : body.role, updated_at: now(), version: view.version + 1 });
    ctx.state.changed();
    return shown(view, who);
  });
  router.on(VIEWS_ENDPOINTS.viewRemove, (ctx) => {
    const who = caller(ctx);
    const view = ownView(ctx, who);
    mustBeCurrent(view, who, ctx.query.version);
    ctx.state.preferences.views = ctx.state.preferences.views.filter((v) => v !== view);
    ctx.state.changed();
    return null;
  });
  router.on(VIEWS_ENDPOINTS.layoutSave, (ctx) => {
    const who = caller(ctx);
    mustOpen(who, ctx.body.screen);
    const pages = pagesOf(ctx, who.account);
    if (ctx.body.layout) pages.layouts[ctx.body.screen] = ctx.body.layout;
    else delete pages.layouts[ctx.body.screen];
    ctx.state.changed();
    return null;
  });
  router.on(VIEWS_ENDPOINTS.pagesSave, (ctx) => {
    const who = caller(ctx);
    for (const list of [ctx.body.pins, ctx.body.recent]) {
      const seen = new Set<string>();
      for (const screen of list) {
        mustOpen(who, screen);
        if (seen.has(screen)) throw new Fail(TEXT.duplicatePage, { screen });
        seen.add(screen);
      }
    }
    const pages = pagesOf(ctx, who.account);
    pages.pins = ctx.body.pins.slice(0, PINS_MAX);
    pages.recent = ctx.body.recent;
    ctx.state.changed();
    return null;
  });
  router.on(VIEWS_ENDPOINTS.notificationsSave, (ctx) => {
    const who = caller(ctx);
    pagesOf(ctx, who.account).desktop_notifications = ctx.body.desktop;
    ctx.state.changed();
    return null;
  });
}
