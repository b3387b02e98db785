/** The platform's managers (regional managers, directors) and operators (content, campaigns, service, merchants). */
import { z } from 'zod';
import { defineEnum } from '../../enums.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { mobile } from '../../shell.ts';
import { dateTime, id, money } from '../common.ts';

export const STAFF_STATUS = defineEnum({
  active: { zh: '在职', en: 'Active', color: 'green' },
  disabled: { zh: '已停用', en: 'Disabled', color: 'grey' },
});
export const MANAGER_DUTY = defineEnum({
  director: { zh: '运营总监', en: 'Director', color: 'red' },
  province: { zh: '省级经理', en: 'Province manager', color: 'orange' },
  city: { zh: '城市经理', en: 'City manager', color: 'blue' },
});
export const OPERATOR_DUTY = defineEnum({
  content: { zh: '内容运营', en: 'Content', color: 'violet' },
  campaign: { zh: '活动运营', en: 'Campaigns', color: 'orange' },
  service: { zh: '客服', en: 'Customer service', color: 'teal' },
  merchant: { zh: '商家运营', en: 'Merchant relations', color: 'blue' },
});

export const staffRecord = z.object({
  id,
  role: z.enum(['manager', 'operator']),
  name: z.string(),
  mobile: z.string(),
  duty: z.string(),
  /** Province the person is responsible for; 全国 for the whole country. */
  region: z.string(),
  /** Managers: people in the team; operators: tasks handled this month. */
  workload: z.number().int().min(0),
  /** Managers: sales of their region this month; operators: 0. */
  monthly_sales: money,
  status: STAFF_STATUS.schema,
  remark: z.string(),
  joined_at: dateTime,
});
export type Staff = z.infer<typeof staffRecord>;

function staffResource(role: 'manager' | 'operator') {
  const duty = role === 'manager' ? MANAGER_DUTY : OPERATOR_DUTY;
  const input = z.object({
    name: z.string().trim().min(2).max(20),
    mobile,
    duty: duty.schema,
    region: z.string().trim().min(2).max(20),
    remark: z.string().trim().max(200).default(''),
  });
  const manager = role === 'manager';
  return defineResource({
    name: manager ? 'managers' : 'operators',
    title: manager ? { zh: '管理人员', en: 'Managers' } : { zh: '运营人员', en: 'Operators' },
    path: manager ? '/api/v2/seller/staff/manager' : '/api/v2/seller/staff/operator',
    record: staffRecord,
    fields: {
      name: { zh: '姓名', en: 'Name' },
      mobile: { zh: '手机号', en: 'Phone' },
      duty: manager ? { zh: '职务', en: 'Position' } : { zh: '岗位', en: 'Duty' },
      region: { zh: '负责区域', en: 'Region' },
      workload: manager ? { zh: '团队人数', en: 'Team size' } : { zh: '本月处理工单', en: 'Tasks this month' },
      monthly_sales: { zh: '本月区域销售额', en: 'Region sales this month' },
      status: { zh: '状态', en: 'Status' },
      remark: { zh: '备注', en: 'Note' },
      joined_at: { zh: '入职时间', en: 'Joined' },
    },
    enums: { duty, status: STAFF_STATUS },
    filters: [
      { kind: 'keyword', param: 'keyword', fields: ['name', 'mobile', 'region'], title: { zh: '姓名/手机/区域', en: 'Name, phone or region' } },
      { kind: 'exact', field: 'duty', schema: duty.schema, title: manager ? { zh: '职务', en: 'Position' } : { zh: '岗位', en: 'Duty' } },
      { kind: 'exact', field: 'status', schema: STAFF_STATUS.schema, title: { zh: '状态', en: 'Status' } },
      { kind: 'dateRange', field: 'joined_at', title: { zh: '入职时间', en: 'Joined' } },
    ],
    tabs: STAFF_STATUS.values.map((s) => ({ key: s, title: STAFF_STATUS.options[s], where: { status: s } })),
    sortable: manager ? ['id', 'workload', 'monthly_sales', 'joined_at'] : ['id', 'workload', 'joined_at'],
    defaultSort: '-joined_at',
    permission: { read: manager ? 'infoManagement_manageList' : 'infoManagement_operatingList' },
    create: input,
    update: patchOf(input),
    actions: {
      disable: { title: { zh: '停用', en: 'Disable' }, when: { status: ['active'] }, set: { status: 'disabled' }, confirm: true },
      enable: { title: { zh: '启用', en: 'Enable' }, when: { status: ['disabled'] }, set: { status: 'active' } },
    },
  });
}

export const managers = staffResource('manager');
export const operators = staffResource('operator');
