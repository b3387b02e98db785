/**
 * The change-password rules (docs/console.md, "Change password"): each field is checked on blur; the answer is the i18n key of
 * the message to show, or undefined when the value is fine.
 */
import type { Area } from '../../../../contract/shell.ts';
import { password } from '../../../../contract/shell.ts';

export interface PasswordFields {
  new: string;
  newAgain: string;
  old: string;
}

export type PasswordMessage = 'password.required' | 'password.length' | 'password.againRequired' | 'password.mismatch' | 'password.oldRequired';

const lengthOk = (value: string) => password.safeParse(value).success;

export const passwordRules: { [K in keyof PasswordFields]: (value: string, all: PasswordFields) => PasswordMessage | undefined } = {
  new: (value) => (!value ? 'password.required' : lengthOk(value) ? undefined : 'password.length'),
  newAgain: (value, all) => (!value ? 'password.againRequired' : value === all.new ? undefined : 'password.mismatch'),
  old: (value) => (!value ? 'password.oldRequired' : lengthOk(value) ? undefined : 'password.length'),
};

/**
 * Which password call the roles use: the administrator API for admin or admin2, the seller API for seller or
 * seller2; any other role list (caiwu) uses its area's API. Undefined when the stored roles could not be parsed:
 * the submit then aborts silently.
 */
export function passwordApiFor(roles: readonly string[] | undefined, area: Area): 'admin' | 'seller' | undefined {
  if (!roles) return undefined;
  if (roles.includes('admin') || roles.includes('admin2')) return 'admin';
  if (roles.includes('seller') || roles.includes('seller2')) return 'seller';
  return area;
}
