/**
 * The contract as a job reads it, loaded when the first job is started: the gateway itself starts without the
 * contract's schemas (credential-limits.ts reads paths only). Loading them takes a few hundred milliseconds of the event
 * loop, so not at start-up, where it would read as lag to load shedding (load-shedding.ts), but once, when needed.
 */
import type { ActionDef, ResourceDef, ResourceEndpoints } from '../../contract/resource.ts';

export interface ResourceCalls {
  def: ResourceDef;
  endpoints: ResourceEndpoints;
}

let loaded: Promise<typeof import('../../contract/index.ts')> | undefined;

export async function resourceCalls(name: string): Promise<ResourceCalls | undefined> {
  loaded ??= import('../../contract/index.ts');
  const { RESOURCES, RESOURCE_ENDPOINTS } = await loaded;
  if (!Object.hasOwn(RESOURCES, name)) return undefined;
  const key = name as keyof typeof RESOURCES;
  return { def: RESOURCES[key], endpoints: RESOURCE_ENDPOINTS[key] };
}

export function actionOf(calls: ResourceCalls, action: string): ActionDef | undefined {
  return Object.hasOwn(calls.def.actions ?? {}, action) ? calls.def.actions?.[action] : undefined;
}
