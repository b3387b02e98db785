/** The business resources of the infoLists screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';

export const infoListsResources = {} satisfies Record<string, ResourceDef>;
