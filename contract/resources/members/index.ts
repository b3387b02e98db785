/** The business resources of the members screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';

export const membersResources = {} satisfies Record<string, ResourceDef>;
