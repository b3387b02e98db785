/**
 * The navigation guard (docs/console.md, "Routes and the guard"), as pure decisions the app applies (app/GuardedRoutes.tsx):
 * - the area is `seller` for pathnames under /seller/, else `admin`; entering another area than the last one clears
 *   the stored roles, state and token;
 * - with a token: /login goes to /, the empty path to /home; if the routes are not generated yet they are generated
 *   from the stored roles and the navigation retried; a permitted route opens, a business route the role may not
 *   see goes to /401, anything else to /404;
 * - without a token: /login and /authredirect open, everything else goes to /login (remembering where it was going).
 */
import type { Area } from '../../../contract/shell.ts';
import { SHELL_PATHS } from './paths.ts';

export function areaOf(pathname: string): Area {
  return pathname.startsWith('/seller/') ? 'seller' : 'admin';
}

/** True when the session must be cleared because the user entered another area than the last visited one. */
export function areaChanged(lastArea: string | undefined, area: Area): boolean {
  return lastArea !== undefined && lastArea !== area;
}

export interface GuardState {
  hasToken: boolean;
  /** Routes generated for the stored roles. */
  routesReady: boolean;
  /** Whether the current role may open a path (only asked when routesReady). */
  permitted(path: string): boolean;
  /** Whether a path is a route of the catalogue at all (a known route the role may not see is 401, not 404). */
  known(path: string): boolean;
  /**
   * The navigation is the login's own, to where the guard had sent the previous visitor: one this role may not see
   * goes home rather than to 401 (another account logged out there, or the link was meant for someone else).
   */
  afterLogin?: boolean;
}

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string }
  /** Generate the routes from the stored roles, then decide again. */
  | { action: 'generateRoutes' };

const PUBLIC_PATHS: readonly string[] = [SHELL_PATHS.login, SHELL_PATHS.authRedirect];
const ERROR_PAGES: readonly string[] = [SHELL_PATHS.notFound, SHELL_PATHS.forbidden];

export function decide(path: string, state: GuardState): GuardDecision {
  if (!state.hasToken) {
    if (PUBLIC_PATHS.includes(path)) return { action: 'allow' };
    const redirect = path === '' || path === '/' ? '' : `?redirect=${encodeURIComponent(path)}`;
    return { action: 'redirect', to: `${SHELL_PATHS.login}${redirect}` };
  }
  if (path === SHELL_PATHS.login) return { action: 'redirect', to: '/' };
  if (path === '' || path === '/') return { action: 'redirect', to: SHELL_PATHS.home };
  if (ERROR_PAGES.includes(path) || path === SHELL_PATHS.authRedirect) return { action: 'allow' };
  if (!state.routesReady) return { action: 'generateRoutes' };
  if (state.permitted(path)) return { action: 'allow' };
  if (state.known(path)) return { action: 'redirect', to: state.afterLogin ? SHELL_PATHS.home : SHELL_PATHS.forbidden };
  return { action: 'redirect', to: SHELL_PATHS.notFound };
}

/** Where to go after login: the remembered path when it is a console path, else home. */
export function afterLogin(redirect: string | null): string {
  if (redirect?.startsWith('/') && !redirect.startsWith('//') && redirect !== SHELL_PATHS.login) return redirect;
  return '/';
}
