/**
 * A member's referral tree and addresses. The tree is read one level at a time: `member_referrals?referrer_id=N`
 * pages through N's direct referrals, each with the number of its own, so a member with thousands of descendants
 * opens with one small call and each level loads when it is expanded.
 */
import { z } from 'zod';
import { VIP_LEVEL } from '../../enums.ts';
import { defineResource } from '../../resource.ts';
import { dateTime, id, picture } from '../common.ts';
import { MEMBER_STATUS } from '../members.ts';

export const referralRecord = z.object({
  id,
  name: z.string(),
  nickname: z.string(),
  mobile: z.string(),
  avatar: picture,
  vip_level: VIP_LEVEL.schema,
  status: MEMBER_STATUS.schema,
  referrer_id: id.nullable(),
  /** Direct referrals of this member: how many children expanding it shows. */
  referral_count: z.number().int().min(0),
  created_at: dateTime,
});
export type ReferralNode = z.infer<typeof referralRecord>;

export const referrals = defineResource({
  name: 'referrals',
  title: { zh: '推荐关系', en: 'Referrals' },
  path: '/api/v2/seller/member_referrals',
  record: referralRecord,
  fields: {
    id: { zh: '会员ID', en: 'ID' },
    avatar: { zh: '头像', en: 'Avatar' },
    name: { zh: '姓名', en: 'Name' },
    nickname: { zh: '昵称', en: 'Nickname' },
    mobile: { zh: '手机号', en: 'Phone' },
    vip_level: { zh: '会员等级', en: 'VIP level' },
    status: { zh: '状态', en: 'Status' },
    referral_count: { zh: '直推人数', en: 'Direct referrals' },
    created_at: { zh: '注册时间', en: 'Registered' },
  },
  enums: { vip_level: VIP_LEVEL, status: MEMBER_STATUS },
  filters: [
    { kind: 'exact', field: 'referrer_id', schema: id, title: { zh: '推荐人ID', en: 'Referrer ID' } },
    { kind: 'keyword', param: 'keyword', fields: ['name', 'nickname', 'mobile'], title: { zh: '姓名/昵称/手机', en: 'Name, nickname or phone' } },
  ],
  sortable: ['id', 'created_at'],
  defaultSort: 'id',
  permission: { read: 'memberList_relational' },
});

export const memberAddressRecord = z.object({
  id,
  member_id: id,
  receiver: z.string(),
  mobile: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  address: z.string(),
  is_default: z.boolean(),
  created_at: dateTime,
});
export type MemberAddress = z.infer<typeof memberAddressRecord>;

/** Members' delivery addresses (read only here: members keep them in the app). */
export const memberAddresses = defineResource({
  name: 'memberAddresses',
  title: { zh: '收货地址', en: 'Addresses' },
  path: '/api/v2/seller/member_addresses',
  record: memberAddressRecord,
  fields: {
    receiver: { zh: '收货人', en: 'Receiver' },
    mobile: { zh: '联系电话', en: 'Phone' },
    province: { zh: '省份', en: 'Province' },
    city: { zh: '城市', en: 'City' },
    district: { zh: '区县', en: 'District' },
    address: { zh: '详细地址', en: 'Street address' },
    is_default: { zh: '默认地址', en: 'Default' },
    created_at: { zh: '添加时间', en: 'Added' },
  },
  filters: [{ kind: 'exact', field: 'member_id', schema: id, title: { zh: '会员ID', en: 'Member ID' } }],
  sortable: ['id', 'created_at'],
  defaultSort: '-created_at',
  permission: { read: 'memberList_listItem' },
});
