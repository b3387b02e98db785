/**
 * Service officers: approving an application appoints the member (a junior officer of the region applied for); every
 * decision writes a review record with the reviewer and the reason.
 */
import { RESOURCE_ENDPOINTS, RESOURCES } from '../../../contract/index.ts';
import { serveResource } from '../../engine/resource.ts';
import type { Ctx, Router } from '../../router.ts';
import { now } from '../../time.ts';
import type { ExamineRecord, ServiceApplication, ServiceOfficer } from './tables.ts';

function record(ctx: Ctx, app: ServiceApplication, decision: ExamineRecord['decision'], reason: string, time: string): void {
  ctx.state.membersArea.serviceExamineRecords.insert({
    application_id: app.id, member_id: app.member_id, member_name: app.member_name, mobile: app.mobile, avatar: app.avatar,
    vip_level: app.vip_level, province: app.province, city: app.city, decision, reason, reviewer: ctx.caller?.user.name ?? '', decided_at: time,
  });
}

export function serveServiceOfficers(router: Router): void {
  serveResource<ServiceOfficer>(router, RESOURCES.serviceOfficers, RESOURCE_ENDPOINTS.serviceOfficers, {
    table: (s) => s.membersArea.serviceOfficers,
    actions: { set_grade: (_row, body: { grade: ServiceOfficer['grade'] }) => ({ grade: body.grade }) },
  });
  serveResource<ServiceApplication>(router, RESOURCES.serviceApplications, RESOURCE_ENDPOINTS.serviceApplications, {
    table: (s) => s.membersArea.serviceApplications,
    actions: {
      approve: (app, _body, ctx) => {
        const time = now();
        ctx.state.membersArea.serviceOfficers.insert({
          member_id: app.member_id, member_name: app.member_name, mobile: app.mobile, avatar: app.avatar, vip_level: app.vip_level,
          province: app.province, city: app.city, grade: 'junior', served_members: 0, order_count: 0, commission: '0.00', status: 'active', appointed_at: time,
        });
        record(ctx, app, 'approved', '', time);
        return { reviewed_at: time };
      },
      reject: (app, body: { reason: string }, ctx) => {
        const time = now();
        record(ctx, app, 'rejected', body.reason, time);
        return { reason: body.reason, reviewed_at: time };
      },
    },
  });
  serveResource<ExamineRecord>(router, RESOURCES.serviceExamineRecords, RESOURCE_ENDPOINTS.serviceExamineRecords, {
    table: (s) => s.membersArea.serviceExamineRecords,
  });
}
