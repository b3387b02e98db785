/** Paths of the shell routes (docs/console.md, "Routes and the guard"). */
export const SHELL_PATHS = {
  login: '/login',
  authRedirect: '/authredirect',
  notFound: '/404',
  forbidden: '/401',
  home: '/home',
  /** The job centre (docs/jobs.md "In the console"): every account's own jobs, whatever its role. */
  jobs: '/jobs',
  /** The print view of orders' labels, packing slips and pick lists (docs/shipping.md "Print"), outside the layout. */
  print: '/print',
} as const;
