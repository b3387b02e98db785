/** The money screens' tables (besides the core members, ledger and withdrawals); saved as `money.<name>`. */
import type { Conversion, ElectricityBill, Transfer, WithdrawUsage } from '../../../contract/resources/money/assets.ts';
import type { Hedging, Performance, RebateExchange, RepayRecord } from '../../../contract/resources/money/contribution.ts';
import type { ImportRecord } from '../../../contract/resources/money/imports.ts';
import type { Recharge, RechargeType } from '../../../contract/resources/money/recharges.ts';
import { Table } from '../../engine/table.ts';
import type { StoredPartnerWithdrawal } from './payees.ts';

export function moneyTables() {
  return {
    partnerWithdrawals: new Table<StoredPartnerWithdrawal>(['kind', 'status', 'method', 'source']),
    rechargeTypes: new Table<RechargeType>(['enabled']),
    recharges: new Table<Recharge>(['stage']),
    conversions: new Table<Conversion>(['from_asset']),
    transfers: new Table<Transfer>(['asset']),
    withdrawUsage: new Table<WithdrawUsage>(),
    electricity: new Table<ElectricityBill>(['status']),
    repayRecords: new Table<RepayRecord>(['status']),
    rebateExchanges: new Table<RebateExchange>(['status']),
    performance: new Table<Performance>(['month', 'vip_level']),
    hedgings: new Table<Hedging>(['status']),
    creditImports: new Table<ImportRecord>(),
    hedgingImports: new Table<ImportRecord>(),
  };
}
export type MoneyTables = ReturnType<typeof moneyTables>;
