/** The business resources of the marketing screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';

export const marketingResources = {} satisfies Record<string, ResourceDef>;
