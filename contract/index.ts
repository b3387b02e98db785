/**
 * The upstream contract: every call the console makes, with its request and response shapes, record types and
 * enums with zh/en labels. The console's API layer and the mock upstream both import it; the mock publishes it as
 * OpenAPI at /__mock/openapi.json.
 */
import type { Endpoint } from './endpoint.ts';
import * as shell from './shell.ts';

export * from './endpoint.ts';
export * from './envelope.ts';
export * from './enums.ts';
export * from './i18n.ts';
export * from './list.ts';
export * as shell from './shell.ts';
export * from './routes.ts';

/** Every endpoint of the contract, for the mock's router and the OpenAPI document. */
export const ENDPOINTS: Endpoint[] = Object.values(shell as Record<string, unknown>).filter(isEndpoint);

function isEndpoint(value: unknown): value is Endpoint {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
}
