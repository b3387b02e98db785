/**
 * The credential calls (docs/gateway.md, "Credential calls"): the calls that take a password or an SMS code, or send
 * one. The gateway limits each per client address and per account or phone, and the OpenAPI document declares their
 * 429. Paths only, so the gateway reads this list without loading the contract's schemas.
 */
export const CREDENTIAL_PATHS = [
  '/api/v2/admin/login',
  '/api/v2/seller/login',
  '/api/v2/common/mobilecode',
  '/api/v2/seller/smspassword',
  '/api/v2/admin/password',
  '/api/v2/seller/password',
] as const;

export type CredentialPath = (typeof CREDENTIAL_PATHS)[number];
