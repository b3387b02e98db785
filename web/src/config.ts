/** The shell's constants (docs/console.md, "Constants"). */
export const HTTP_TIMEOUT_MS = 200_000;
export const ERROR_TOAST_MS = 5_000;
/** Below this width (with MOBILE_TOLERANCE_PX) the device is mobile: `width - 3 < 1024`. */
export const MOBILE_WIDTH_PX = 1024;
export const MOBILE_TOLERANCE_PX = 3;
export const DEFAULT_THEME = '#409EFF';
/**
 * The zone the upstream's times are written in: its days, windows and expiries, and so the console's "today" and
 * "now" (lib/format.ts). An IANA name; China time, which has no daylight saving.
 */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';

export const COOKIE = {
  token: 'Admin-Token',
  roles: 'Admin-Roles',
  state: 'Admin-State',
  user: 'user',
  /** The login's `session` (idle time and end), JSON. */
  limits: 'Admin-Session',
  sidebar: 'sidebarStatus',
  language: 'language',
} as const;

/** Browser-storage keys that are not cookies. */
export const STORAGE = {
  /** localStorage: the area of the last visit (the guard clears the session when it changes). */
  area: 'console-area',
  /** localStorage: the theme colour. */
  theme: 'console-theme',
  /** sessionStorage: the tag bar, so it survives a reload within the browser session. */
  tags: 'console-tags',
} as const;
