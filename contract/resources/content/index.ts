/** The business resources of the content screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';

export const contentResources = {} satisfies Record<string, ResourceDef>;
