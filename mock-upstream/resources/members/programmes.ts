/**
 * The member programmes: each is served from its own table. The behaviours say what the data cannot: a credit line is
 * never set below what is used and an unfrozen line returns to the state its bills give; granting a gratis order moves
 * the queue up; an advancement entry moves the member's row on its track.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import type { ADVANCE_TRACK } from '../../../contract/resources/members/programmes.ts';
import { type Behaviour, serveResource } from '../../engine/resource.ts';
import { Fail, MESSAGES } from '../../messages.ts';
import { cents, money } from '../../random.ts';
import type { Router } from '../../router.ts';
import { now } from '../../time.ts';
import type { AdvanceEntry, ProgrammeName, ProgrammeRow } from './tables.ts';

type Track = (typeof ADVANCE_TRACK.values)[number];
const TRACK_TABLE: Record<Track, ProgrammeName> = { grow: 'growVips', union: 'unionVips' };
export const TOP_LEVEL = 5;

/** The state of a credit line from its bills: overdue, due, or in good standing. */
export function creditState(row: Record<string, unknown>): 'normal' | 'due' | 'overdue' {
  if ((row.overdue_days as number) > 0) return 'overdue';
  return cents(row.credit_used as string) > 0 ? 'due' : 'normal';
}

const CREDIT_ACTIONS = {
  set_limit: (row: ProgrammeRow, body: { credit_limit: string }) => {
    const used = cents(row.credit_used as string);
    if (cents(body.credit_limit) < used) throw new Fail(MESSAGES.creditBelowUsed, { used: row.credit_used as string });
    return { credit_limit: body.credit_limit, credit_available: money(cents(body.credit_limit) - used) };
  },
  unfreeze_credit: (row: ProgrammeRow) => ({ credit_state: creditState(row) }),
};

export function servePrograms(router: Router): void {
  const plain = (name: ProgrammeName, actions?: Behaviour<ProgrammeRow>['actions']) =>
    serveResource<ProgrammeRow>(router, RESOURCES[name], RESOURCE_ENDPOINTS[name], { table: (s) => s.membersArea[name], actions });

  plain('repayMembers');
  plain('shegouVips', CREDIT_ACTIONS);
  plain('contributionShegouVips', CREDIT_ACTIONS);
  plain('contributionMembers');
  plain('storedMembers');
  plain('jibeMembers');
  plain('growVips');
  plain('unionVips');
  plain('gratisMembers', {
    grant: (row, _body, ctx) => {
      // everyone queuing behind the granted member moves up one place
      for (const other of ctx.state.membersArea.gratisMembers.where('gratis_state', 'queuing')) {
        if ((other.queue_no as number) > (row.queue_no as number)) ctx.state.membersArea.gratisMembers.update(other, { ahead: (other.ahead as number) - 1 });
      }
      return { granted_at: now(), ahead: 0 };
    },
  });

  serveResource<AdvanceEntry>(router, RESOURCES.advanceEntries, RESOURCE_ENDPOINTS.advanceEntries, {
    table: (s) => s.membersArea.advanceEntries,
    create: (input: { member_id: number; track: Track; to_level: AdvanceEntry['to_level']; remark: string }, ctx) => {
      const member = ctx.state.members.get(input.member_id);
      if (!member) throw new Fail(MESSAGES.recordNotFound, { resource: RESOURCES.members.title, id: String(input.member_id) });
      const table = ctx.state.membersArea[TRACK_TABLE[input.track]];
      const row = table.where('member_id', member.id)[0];
      const from = (row?.advance_level ?? 0) as AdvanceEntry['from_level'];
      if (from === input.to_level) throw new Fail(MESSAGES.advanceSameLevel);
      const time = now();
      const moved = { advance_level: input.to_level, advance_state: input.to_level === TOP_LEVEL ? 'top' : 'advancing', advanced_at: time };
      if (row) table.update(row, moved);
      else {
        table.insert({
          member_id: member.id, member_name: member.name, mobile: member.mobile, avatar: member.avatar, vip_level: member.vip_level,
          progress: 0, next_threshold: 0, ...(input.track === 'grow' ? { team_size: 0, direct_count: 0, team_sales: '0.00' } : { union_name: '', dues_paid: '0.00', recruited: 0 }),
          ...moved, joined_at: time,
        });
      }
      return {
        member_id: member.id, member_name: member.name, mobile: member.mobile, avatar: member.avatar, vip_level: member.vip_level,
        track: input.track, from_level: from, to_level: input.to_level, remark: input.remark, operator: ctx.caller?.user.name ?? '', created_at: time,
      };
    },
  });
}
