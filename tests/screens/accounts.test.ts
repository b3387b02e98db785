/**
 * One masking rule for payees' account numbers (contract/accounts.ts): every list column, drawer field and export
 * cell of an account shows it masked, whichever screen it is on.
 */
import t from 'tap';
import { maskAccount } from '../../contract/accounts.ts';
import { RESOURCES } from '../../contract/index.ts';
import { storePayouts } from '../../web/src/areas/stores/descriptions/money.ts';
import { partnerWithdrawList, withdrawList } from '../../web/src/areas/money/descriptions/withdrawals.ts';
import type { ColumnDesc, Row } from '../../web/src/screens/descriptions/types.ts';
import { cellKindOf, resolveColumns } from '../../web/src/screens/lib/columns.ts';

t.test('the rule: a card shows its first and last four digits, a phone-like account its first three and last four', async (t) => {
  t.equal(maskAccount('6222881379318974'), '6222 **** **** 8974');
  t.equal(maskAccount('6222 8813 7931 8974 123'), '6222 **** **** 4123', 'spaces ignored, 19 digits too');
  t.equal(maskAccount('13812345678'), '138****5678');
  t.equal(maskAccount('pay@shop.cn'), 'pay****p.cn', 'an e-mail Alipay account');
  t.equal(maskAccount('abc12'), '****bc12');
  t.equal(maskAccount('6222 **** **** 7106'), '6222 **** **** 7106', 'a masked value stays as it is');
});

t.test('every payee account field is an account cell, masked in the drawer and the export', async (t) => {
  for (const [name, key] of [['withdrawals', 'account'], ['sellerWithdrawals', 'account'], ['storePayouts', 'account_no']] as const) {
    const def = RESOURCES[name];
    t.equal(cellKindOf(def, key), 'account', `${name}.${key}`);
    const [field] = resolveColumns(def, [key]);
    t.equal(field.exportValue({ id: 1, [key]: '6222881379318974' }, 'zh'), '6222 **** **** 8974', `${name}.${key} exported masked`);
  }
});

t.test('the list columns show and export the account masked', async (t) => {
  const row: Row = { id: 1, account_name: '史国华', account_no: '6222881379318974', account: '6222881379318974' };
  const column = (columns: readonly (string | ColumnDesc)[]) => columns.find((c): c is ColumnDesc => typeof c !== 'string' && c.key === 'account');
  const payout = column(storePayouts().columns);
  t.equal(payout?.text?.(row, 'zh'), '史国华 · 6222 **** **** 8974', '店铺结算 收款账户');
  t.equal(resolveColumns(RESOURCES.storePayouts, [payout as ColumnDesc])[0].exportValue(row, 'zh'), '史国华 · 6222 **** **** 8974');
  for (const desc of [withdrawList(), partnerWithdrawList('seller')]) {
    const account = desc.columns.find((c) => (typeof c === 'string' ? c : c.key) === 'account');
    t.ok(account, `${desc.resource} shows the account`);
    const [resolved] = resolveColumns(RESOURCES[desc.resource as 'withdrawals'], [account as string | ColumnDesc]);
    t.equal(resolved.cell, 'account', `${desc.resource}: the account cell, masked`);
    t.equal(resolved.exportValue(row, 'zh'), '6222 **** **** 8974', `${desc.resource} exported masked`);
  }
});
