/** Paths of the shell routes (docs/console.md, "Routes and the guard"). */
export const SHELL_PATHS = {
  login: '/login',
  authRedirect: '/authredirect',
  notFound: '/404',
  forbidden: '/401',
  home: '/home',
} as const;
