/**
 * An operator's preferences, kept by the upstream per account (docs/views.md): the saved views of each list (its
 * filters, tab, sort, page size and columns under a name, optionally shared with a role), each list's column layout,
 * the pinned and recently visited pages, and whether to show desktop notifications. Every call reads or writes only
 * the caller's own account; a view shared with a role is read by the accounts of that role too, and changed by its
 * owner alone.
 */
import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import { recordVersion } from '../version.ts';
import { id } from './common.ts';

export const VIEW_NAME_MAX = 40;
/** Views one account keeps per screen: a bar of more would not be read. */
export const VIEWS_PER_SCREEN_MAX = 20;
export const PINS_MAX = 20;
export const RECENT_MAX = 10;
/** Roles a view may be shared with: the roles of the administrators screen and the two seller roles. */
export const VIEW_ROLES = ['admin', 'admin2', 'caiwu', 'seller', 'seller2'] as const;

/** How tall a list's rows are (docs/lists.md "Density"): default fits ten rows under a laptop's fold. */
export const DENSITIES = ['compact', 'default', 'comfortable'] as const;
export type Density = (typeof DENSITIES)[number];

/** A list's columns: shown, order, widths, pinned to the left (the console's `TableLayout`), and its rows' density. */
export const tableLayout = z.object({
  visibility: z.record(z.string().max(60), z.boolean()),
  order: z.array(z.string().max(60)).max(100),
  sizing: z.record(z.string().max(60), z.number().min(40).max(2000)),
  pinning: z.object({ left: z.array(z.string().max(60)).max(100) }),
  /** Absent: the default density (layouts saved before the switch). */
  density: z.enum(DENSITIES).optional(),
});

/** What a view restores: the list's URL state and, when saved with it, its columns. */
export const viewState = z.object({
  /** Filter values by URL parameter name. */
  filters: z.record(z.string().max(60), z.string().max(200)),
  tab: z.string().max(60),
  sort: z.string().max(60),
  limit: z.number().int().min(1).max(500),
  columns: tableLayout.optional(),
  /**
   * Filters counted back from the platform's clock when the view is opened (URL parameter → hours before now), so a
   * view made from "unshipped over 48 h" stays relative; a view saved without it (older ones) keeps its fixed values.
   */
  relative: z.record(z.string().max(60), z.object({ hoursAgo: z.number().int().min(1).max(24 * 366) })).optional(),
});

/** A route path of the catalogue (`/order/index`): checked by the upstream against its routes. */
const screen = z.string().min(1).max(120);

export const viewBody = z.object({
  screen,
  name: z.string().trim().min(1).max(VIEW_NAME_MAX),
  state: viewState,
  /** A role the view is shown to as well, or null: only an account that manages that role may share. */
  role: z.enum(VIEW_ROLES).nullable().optional(),
});

export const savedView = viewBody.extend({
  id,
  owner: z.string(),
  role: z.enum(VIEW_ROLES).nullable(),
  /** False for a view another account shared with the caller's role: the caller opens it, cannot change it. */
  mine: z.boolean(),
  updated_at: z.string(),
  /** Raised by every change: a change or delete sends the one it was read at (docs/concurrency.md, "Versions"). */
  version: recordVersion,
});
export type SavedView = z.output<typeof savedView>;
export type ViewState = z.output<typeof viewState>;

export const preferences = z.object({
  views: z.array(savedView),
  /** Screen path → its column layout. */
  layouts: z.record(z.string(), tableLayout),
  /** Route paths, in the order the operator pinned them. */
  pins: z.array(z.string()),
  /** Route paths, the most recent first. */
  recent: z.array(z.string()),
  /**
   * Whether the console shows a desktop notification for a new inbox item (docs/events.md "The inbox in the
   * console"): opt-in, so false until the account turns it on. The browser's own permission is asked besides.
   */
  desktop_notifications: z.boolean(),
});
export type Preferences = z.output<typeof preferences>;

const PREFS = '/api/v2/common/preferences';

export const preferencesRead = endpoint({
  method: 'GET',
  path: PREFS,
  auth: 'token',
  response: preferences,
  summary: { zh: '读取我的偏好（视图、列设置、置顶与最近页面）', en: 'Read my preferences (views, columns, pinned and recent pages)' },
});

/** Every account keeps its own preferences: no label needed, and another account's view is not found (docs/views.md). */
const OWN_PREFERENCES = { to: 'signedIn', why: "the caller's own preferences; another account's are out of reach" } as const;

export const viewCreate = endpoint({
  method: 'POST',
  path: `${PREFS}/views`,
  auth: 'token',
  open: OWN_PREFERENCES,
  body: viewBody,
  response: savedView,
  summary: { zh: '保存视图', en: 'Save a view' },
});

/** The version the change was made on: a view changed since (in another browser) is refused with HTTP 409, not merged. */
const baseVersion = z.object({ version: recordVersion.optional() });

export const viewUpdate = endpoint({
  method: 'PUT',
  path: `${PREFS}/views/{id}`,
  auth: 'token',
  open: OWN_PREFERENCES,
  body: viewBody.extend(baseVersion.shape),
  versioned: true,
  response: savedView,
  summary: { zh: '修改视图', en: 'Change a view' },
});

export const viewRemove = endpoint({
  method: 'DELETE',
  path: `${PREFS}/views/{id}`,
  auth: 'token',
  open: OWN_PREFERENCES,
  query: z.object({ version: z.coerce.number().int().min(1).optional() }),
  versioned: true,
  response: z.null(),
  summary: { zh: '删除视图', en: 'Delete a view' },
});

export const layoutSave = endpoint({
  method: 'PUT',
  path: `${PREFS}/layout`,
  auth: 'token',
  open: OWN_PREFERENCES,
  body: z.object({ screen, layout: tableLayout.nullable() }),
  response: z.null(),
  summary: { zh: '保存列表的列设置', en: "Save a list's columns" },
});

export const pagesSave = endpoint({
  method: 'PUT',
  path: `${PREFS}/pages`,
  auth: 'token',
  open: OWN_PREFERENCES,
  body: z.object({ pins: z.array(screen).max(PINS_MAX), recent: z.array(screen).max(RECENT_MAX) }),
  response: z.null(),
  summary: { zh: '保存置顶与最近访问的页面', en: 'Save pinned and recent pages' },
});

export const notificationsSave = endpoint({
  method: 'PUT',
  path: `${PREFS}/notifications`,
  auth: 'token',
  open: OWN_PREFERENCES,
  body: z.object({ desktop: z.boolean() }),
  response: z.null(),
  summary: { zh: '保存桌面通知设置', en: 'Save the desktop notification setting' },
});

/** Every call of the resource, for `ENDPOINTS`. */
export const VIEWS_ENDPOINTS = { preferencesRead, viewCreate, viewUpdate, viewRemove, layoutSave, pagesSave, notificationsSave };
