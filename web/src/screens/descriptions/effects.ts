/**
 * Pieces the descriptions' `effects` share (docs/confirmations.md): where money goes, a payee's account and a phone
 * shown masked (`maskAccount`, the one rule).
 */
import { maskAccount } from '../../../../contract/accounts.ts';
import type { EnumDef } from '../../../../contract/enums.ts';
import type { Lang, Text } from '../../../../contract/i18n.ts';
import type { ColumnDesc, Row } from './types.ts';

/** The destinations money moves to, in the words of a title ("到{to}"). */
export const TO = {
  balance: { zh: '会员余额', en: "the member's balance" },
  points: { zh: '会员积分', en: "the member's points" },
  storeBalance: { zh: '店铺余额', en: 'the store balance' },
  originalPayment: { zh: '原支付方式', en: 'the original payment' },
} satisfies Record<string, Text>;

/** A fixed destination. */
export const toPlace = (place: Text) => (_row: Row, lang: Lang) => place[lang];

/** A destination the record names by an enum field (an after-sale's `refund_to`). */
export const toEnum = (field: string, def: EnumDef) => (row: Row, lang: Lang) => def.options[String(row[field])]?.[lang] ?? String(row[field]);

/** A payee: the method, the holder when the record names one, and the account masked ("银行卡 6222 **** **** 8974"). */
export const toPayee =
  (methods: EnumDef, account: string, holder?: string) =>
  (row: Row, lang: Lang): string =>
    [methods.options[String(row.method)]?.[lang] ?? String(row.method), holder ? String(row[holder]) : '', maskAccount(String(row[account] ?? ''))].filter(Boolean).join(' ');

/** A phone among the facts, masked as an account is (138****5678). */
export const maskedPhone = (field: string): ColumnDesc => ({ key: field, cell: 'account' });
