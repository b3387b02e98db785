/** The pure rules of the governance screens, unit-tested: the password pair, an SMS code's state, who holds a whole route set. */
import type { z } from 'zod';
import type { Text } from '../../../../contract/i18n.ts';
import type { smsCodeEntry } from '../../../../contract/platform.ts';
import { SMS_CODE_RULES } from '../../../../contract/shell.ts';
import { passwordRules } from '../../features/password/rules.ts';
import type { Row } from '../../screens/cells/types.ts';

export interface PasswordPair {
  password: string;
  password2: string;
}

/** The pair's problems, worded as the change-password dialog words them (its rules: 6 to 20, typed twice). */
export function passwordErrors(pair: PasswordPair, t: (key: string) => string): Partial<Record<keyof PasswordPair, string>> {
  const all = { new: pair.password, newAgain: pair.password2, old: '' };
  const first = passwordRules.new(pair.password, all);
  const second = passwordRules.newAgain(pair.password2, all);
  return { ...(first && { password: t(first) }), ...(second && { password2: t(second) }) };
}

export type SmsEntry = z.infer<typeof smsCodeEntry>;
export type SmsState = 'used' | 'locked' | 'expired' | 'valid';

/**
 * Used wins over the rest: a used code is no longer a question of time; then a code killed by wrong tries
 * (`SMS_CODE_RULES`), which no time brings back. `now` is an upstream time (China time).
 */
export function smsStateOf(entry: SmsEntry, now: string): SmsState {
  if (entry.used) return 'used';
  if ((entry.wrong_tries ?? 0) >= SMS_CODE_RULES.max_wrong_tries) return 'locked';
  return entry.expires_at < now ? 'expired' : 'valid';
}

/** Super admins and finance hold their whole route set: they have no labels of their own to count. */
export const WHOLE_SET: Text = { zh: '全部菜单', en: 'Whole route set' };
export const isStaff = (row: Row) => row.role === 'admin2';
