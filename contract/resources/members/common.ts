/** What every members-area record that belongs to one member repeats of it, so a row names its member. */
import { z } from 'zod';
import { VIP_LEVEL } from '../../enums.ts';
import type { Text } from '../../i18n.ts';
import type { FilterDef } from '../../resource.ts';
import { id, picture } from '../common.ts';

export const memberRef = {
  member_id: id,
  member_name: z.string(),
  mobile: z.string(),
  avatar: picture,
  vip_level: VIP_LEVEL.schema,
};

export const MEMBER_REF_FIELDS: Record<keyof typeof memberRef, Text> = {
  member_id: { zh: '会员ID', en: 'Member ID' },
  member_name: { zh: '会员', en: 'Member' },
  mobile: { zh: '手机号', en: 'Phone' },
  avatar: { zh: '头像', en: 'Avatar' },
  vip_level: { zh: '会员等级', en: 'VIP level' },
};

/** Search by the member's name or phone, and by the member's id (the member detail links here filtered). */
export const MEMBER_REF_FILTERS: FilterDef[] = [
  { kind: 'keyword', param: 'keyword', fields: ['member_name', 'mobile'], title: { zh: '会员姓名/手机', en: 'Member name or phone' } },
  { kind: 'exact', field: 'member_id', schema: id, title: { zh: '会员ID', en: 'Member ID' } },
];

export const MEMBER_REF_ENUMS = { vip_level: VIP_LEVEL };
