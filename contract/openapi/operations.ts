/**
 * How each call is named and filed in the OpenAPI document, so generated clients read well: a stable operationId from
 * its method and path, a tag for the menu group whose screens make it (by its permission label, contract/routes.ts),
 * and a description with the permission it needs.
 */
import type { Endpoint } from '../endpoint.ts';
import { type BusinessRoute, ROUTE_GROUPS, type RouteGroup } from '../routes.ts';

/** Capitalised, the rest as written: `productClass` → `ProductClass`. */
const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * `GET /api/v2/seller/orders/{id}/history` → `getV2SellerOrdersByIdHistory`. Made from the method and path alone, so
 * it stays the same as long as the call does (and the path is unique per method, so is the id).
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter((segment) => segment !== '')
    .flatMap((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      return param ? [`By${capital(param[1])}`] : segment.split(/[^A-Za-z0-9]+/).map(capital);
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

export interface Tag {
  name: string;
  description: string;
}

/** Calls no screen's permission covers: the logins and what every logged-in console asks. */
export const SESSION_TAG: Tag = {
  name: 'Session',
  description:
    'Sign-in and the calls every logged-in console makes: user, menu, settings, preferences, search, uploads, areas / 登录，以及所有已登录控制台都会调用的接口（用户、菜单、配置、偏好、搜索、上传、地区）',
};

const routeOf = new Map<string, { route: BusinessRoute; group: RouteGroup }>(
  ROUTE_GROUPS.flatMap((group) => group.children.map((route) => [route.label, { route, group }] as const)),
);

const tagOfGroup = (group: RouteGroup): Tag => ({
  name: group.title.en,
  description: `Calls made by the screens of the menu group ${group.title.en} (${group.path}) / 菜单「${group.title.zh}」下页面调用的接口`,
});

/** The label that decides where a call is filed: its permission, or the first other label that may call it. */
const labelOf = (e: Endpoint) => e.permission ?? e.alsoPermitted?.[0];

export function tagOf(e: Endpoint): Tag {
  const found = routeOf.get(labelOf(e) ?? '');
  return found ? tagOfGroup(found.group) : SESSION_TAG;
}

/** Every tag the calls use, the session's first, then the menu's order. */
export function tagsOf(endpoints: readonly Endpoint[]): Tag[] {
  const used = new Set(endpoints.map((e) => tagOf(e).name));
  return [SESSION_TAG, ...ROUTE_GROUPS.map(tagOfGroup)].filter((tag) => used.has(tag.name));
}

/** The zh summary, and who may call it: the permission label and its screen, and the other labels that may too. */
export function descriptionOf(e: Endpoint): string {
  const lines = [e.summary.zh];
  if (e.auth === 'public') lines.push('Public: no token needed / 无需登录');
  if (e.permission) {
    const route = routeOf.get(e.permission)?.route;
    const screen = route ? ` (screen ${route.title.en} / ${route.title.zh}, ${route.path})` : '';
    lines.push(`Permission: \`${e.permission}\`${screen}; a caller without it is refused with status 1`);
  }
  if (e.alsoPermitted?.length) lines.push(`Also permitted: ${e.alsoPermitted.map((label) => `\`${label}\``).join(', ')}`);
  return lines.join('\n\n');
}
