/** The tables of the members screens, kept together in `MockState.membersArea` (snapshotted like the others). */
import type { z } from 'zod';
import type { advanceEntries } from '../../../contract/resources/members/programmes.ts';
import type { Promoter } from '../../../contract/resources/members/promoters.ts';
import type { promoterPerformance } from '../../../contract/resources/members/promoters.ts';
import type { MemberAddress } from '../../../contract/resources/members/relations.ts';
import type { serviceApplications, serviceExamineRecords, serviceOfficers } from '../../../contract/resources/members/serviceOfficers.ts';
import type { tradeunionMembers, tradeunionPackages } from '../../../contract/resources/members/tradeUnion.ts';
import { Table } from '../../engine/table.ts';

type RecordOf<D extends { record: z.ZodType }> = z.infer<D['record']> & { id: number };

/** A programme member row: the member's identity, the programme's own fields and its state (see programmes.ts). */
export type ProgrammeRow = { id: number; member_id: number } & Record<string, unknown>;
export type AdvanceEntry = RecordOf<typeof advanceEntries>;
export type Performance = RecordOf<typeof promoterPerformance>;
export type ServiceOfficer = RecordOf<typeof serviceOfficers>;
export type ServiceApplication = RecordOf<typeof serviceApplications>;
export type ExamineRecord = RecordOf<typeof serviceExamineRecords>;
export type UnionPackage = RecordOf<typeof tradeunionPackages>;
export type UnionMember = RecordOf<typeof tradeunionMembers>;

export function membersAreaTables() {
  return {
    memberAddresses: new Table<MemberAddress>([]),
    repayMembers: new Table<ProgrammeRow>(['repay_state']),
    shegouVips: new Table<ProgrammeRow>(['credit_state']),
    contributionShegouVips: new Table<ProgrammeRow>(['credit_state']),
    gratisMembers: new Table<ProgrammeRow>(['gratis_state']),
    contributionMembers: new Table<ProgrammeRow>(['account_state']),
    storedMembers: new Table<ProgrammeRow>(['account_state']),
    jibeMembers: new Table<ProgrammeRow>(['account_state']),
    growVips: new Table<ProgrammeRow>(['advance_state', 'advance_level']),
    unionVips: new Table<ProgrammeRow>(['advance_state', 'advance_level']),
    advanceEntries: new Table<AdvanceEntry>(['track']),
    promoters: new Table<Promoter>(['review_state', 'kind', 'status']),
    promoterPerformance: new Table<Performance>(['month', 'kind']),
    serviceOfficers: new Table<ServiceOfficer>(['status', 'grade']),
    serviceApplications: new Table<ServiceApplication>(['review_state']),
    serviceExamineRecords: new Table<ExamineRecord>(['decision']),
    tradeunionPackages: new Table<UnionPackage>(['on_sale']),
    tradeunionMembers: new Table<UnionMember>(['status', 'package_id']),
  };
}
export type MembersAreaTables = ReturnType<typeof membersAreaTables>;
/** The programme tables, by the name of their resource. */
export type ProgrammeName = 'repayMembers' | 'shegouVips' | 'contributionShegouVips' | 'gratisMembers' | 'contributionMembers' | 'storedMembers' | 'jibeMembers' | 'growVips' | 'unionVips';
