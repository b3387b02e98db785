/** The business resources of the money screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';

export const moneyResources = {} satisfies Record<string, ResourceDef>;
