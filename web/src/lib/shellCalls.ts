/**
 * The shell's upstream calls as light descriptors of the contract's endpoints (contract/shell.ts). The login page
 * must stay under its size budget, and importing contract/shell.ts evaluates its zod schemas (zod with its locales
 * weighs about 94 KB compressed); these carry only method and path, typed by the endpoint. A unit test
 * (tests/web/shellCalls.test.ts) checks each one against the contract, so they cannot drift.
 */
import type * as Shell from '../../../contract/shell.ts';
import { callOf } from './api.ts';

export const shellCalls = {
  adminLogin: callOf<typeof Shell.adminLogin>('POST', '/api/v2/admin/login'),
  sellerLogin: callOf<typeof Shell.sellerLogin>('POST', '/api/v2/seller/login'),
  adminLogout: callOf<typeof Shell.adminLogout>('GET', '/api/v2/admin/logout'),
  userInfo: callOf<typeof Shell.userInfo>('GET', '/user/info'),
  menuDefinition: callOf<typeof Shell.menuDefinition>('GET', '/api/v2/seller/auth'),
  captchaKey: callOf<typeof Shell.captchaKey>('GET', '/api/v2/admin/imgkey'),
  mobileCode: callOf<typeof Shell.mobileCode>('POST', '/api/v2/common/mobilecode'),
  smsPassword: callOf<typeof Shell.smsPassword>('POST', '/api/v2/seller/smspassword'),
  adminPassword: callOf<typeof Shell.adminPassword>('POST', '/api/v2/admin/password'),
  sellerPassword: callOf<typeof Shell.sellerPassword>('POST', '/api/v2/seller/password'),
  demoAccounts: callOf<typeof Shell.demoAccounts>('GET', '/api/v2/common/demo'),
};
