import t from 'tap';
import * as shell from '../../contract/shell.ts';
import { passwordApiFor, passwordRules } from '../../web/src/features/password/rules.ts';
import { shellCalls } from '../../web/src/lib/shellCalls.ts';

t.test('the shell call descriptors match the contract', async (t) => {
  const contract = new Map(Object.entries(shell));
  for (const [name, call] of Object.entries(shellCalls)) {
    const endpoint = contract.get(name) as { method: string; path: string };
    t.same({ method: call.method, path: call.path }, { method: endpoint.method, path: endpoint.path }, name);
  }
});

t.test('password rules: the exact messages (docs/console.md, "Change password")', async (t) => {
  const all = { new: 'abcdef', newAgain: 'abcdef', old: 'oldpass' };
  t.equal(passwordRules.new('', all), 'password.required');
  t.equal(passwordRules.new('abc', all), 'password.length');
  t.equal(passwordRules.new('a'.repeat(21), all), 'password.length');
  t.equal(passwordRules.new('a'.repeat(20), all), undefined);
  t.equal(passwordRules.new('abcdef', all), undefined);
  t.equal(passwordRules.newAgain('', all), 'password.againRequired');
  t.equal(passwordRules.newAgain('abcdeg', all), 'password.mismatch');
  t.equal(passwordRules.newAgain('abcdef', all), undefined);
  t.equal(passwordRules.old('', all), 'password.oldRequired');
  t.equal(passwordRules.old('12345', all), 'password.length');
  t.equal(passwordRules.old('123456', all), undefined);
});

t.test('password API by role; unparsable roles abort', async (t) => {
  t.equal(passwordApiFor(['goods', 'seller', 'admin'], 'admin'), 'admin');
  t.equal(passwordApiFor(['x', 'seller2', 'admin2'], 'admin'), 'admin');
  t.equal(passwordApiFor(['seller'], 'seller'), 'seller');
  t.equal(passwordApiFor(['x', 'seller2'], 'seller'), 'seller');
  t.equal(passwordApiFor(['caiwu'], 'admin'), 'admin');
  t.equal(passwordApiFor(['caiwu'], 'seller'), 'seller');
  t.equal(passwordApiFor(undefined, 'admin'), undefined);
});
