/**
 * Role labels after login (docs/console.md, "Areas, logins and roles"):
 * - is_admin=1 and is_finance=1: [caiwu], in both areas;
 * - is_admin=1 otherwise: every label of the menu definition, plus seller, plus admin in the admin area;
 * - is_admin≠1: the server's permission list, plus seller2, plus admin2 in the admin area.
 */
import type { Area, LoginResult, MenuNode } from '../../../contract/shell.ts';

export type LoginFlags = Pick<LoginResult, 'is_admin' | 'is_finance' | 'permission'>;

export function isFinance(flags: LoginFlags): boolean {
  return flags.is_admin === 1 && flags.is_finance === 1;
}

/** Whether the role labels come from the menu definition (which must then be fetched). */
export function needsMenu(flags: LoginFlags): boolean {
  return flags.is_admin === 1 && !isFinance(flags);
}

export function loginLabels(flags: LoginFlags, area: Area, menu: readonly MenuNode[] = []): string[] {
  if (isFinance(flags)) return ['caiwu'];
  if (flags.is_admin === 1) return unique([...menuLabels(menu), 'seller', ...(area === 'admin' ? ['admin'] : [])]);
  return unique([...flags.permission, 'seller2', ...(area === 'admin' ? ['admin2'] : [])]);
}

/** Every label of the menu tree, depth first. */
export function menuLabels(menu: readonly MenuNode[]): string[] {
  return menu.flatMap((node) => [node.label, ...menuLabels(node.children ?? [])]);
}

function unique(labels: string[]): string[] {
  return [...new Set(labels)];
}
