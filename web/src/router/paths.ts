/** Paths of the shell routes (SPEC section 2, "Shell routes"). */
export const SHELL_PATHS = {
  login: '/login',
  authRedirect: '/authredirect',
  notFound: '/404',
  forbidden: '/401',
  home: '/home',
} as const;
