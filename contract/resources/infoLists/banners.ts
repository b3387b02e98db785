/**
 * Banners and icons: five routes, five slots of the app (carousel, activity banners, app icons, posters, recommended
 * slots). Each slot is a resource of its own (its route's permission label, its positions); the records share one
 * shape: picture, title, link, position, sort, display window and an on/off switch.
 */
import { z } from 'zod';
import { defineEnum, type EnumOption } from '../../enums.ts';
import type { Text } from '../../i18n.ts';
import { defineResource, patchOf } from '../../resource.ts';
import { dateTime, id, picture } from '../common.ts';
import { COMMON_TITLES, ON_OFF_ACTIONS, sortValue, timeWindow, WINDOW, WINDOW_RULE, windowInOrder } from './shared.ts';

export const LINK_TYPE = defineEnum({
  goods: { zh: '商品', en: 'Goods', color: 'blue' },
  class: { zh: '商品分类', en: 'Class', color: 'teal' },
  page: { zh: '站内页面', en: 'App page', color: 'violet' },
  url: { zh: '外部链接', en: 'Web link', color: 'orange' },
  none: { zh: '无跳转', en: 'No link', color: 'grey' },
});

export const BANNER_SLOTS = {
  banner: {
    name: 'bannerSlides', path: '/api/v2/seller/banner', label: 'infoManagement_banner', title: { zh: '轮播图', en: 'Banners' },
    positions: {
      home_top: { zh: '首页顶部轮播', en: 'Home carousel', color: 'blue' },
      mall_top: { zh: '商城页轮播', en: 'Mall carousel', color: 'teal' },
      category_top: { zh: '分类页顶部', en: 'Class page top', color: 'violet' },
      member_center: { zh: '会员中心', en: 'Member centre', color: 'purple' },
    },
  },
  activity: {
    name: 'activityBanners', path: '/api/v2/seller/activity_banner', label: 'infoManagement_activitiesBanner', title: { zh: '活动横幅', en: 'Activity banners' },
    positions: {
      home_middle: { zh: '首页腰封', en: 'Home mid-page strip', color: 'orange' },
      activity_page: { zh: '活动会场', en: 'Campaign hall', color: 'red' },
      goods_detail: { zh: '商品详情页', en: 'Goods page', color: 'blue' },
      checkout: { zh: '结算页', en: 'Checkout', color: 'teal' },
    },
  },
  icon: {
    name: 'appIcons', path: '/api/v2/seller/app_icon', label: 'infoManagement_appIcon', title: { zh: '应用图标', en: 'App icons' },
    positions: {
      home_grid: { zh: '首页金刚区', en: 'Home icon grid', color: 'blue' },
      me_grid: { zh: '我的页面', en: '"Me" page', color: 'violet' },
      service_grid: { zh: '服务中心', en: 'Service centre', color: 'teal' },
    },
  },
  poster: {
    name: 'posters', path: '/api/v2/seller/poster', label: 'infoManagement_poster', title: { zh: '海报', en: 'Posters' },
    positions: {
      invite: { zh: '邀请海报', en: 'Invitation poster', color: 'red' },
      goods_share: { zh: '商品分享海报', en: 'Goods share poster', color: 'orange' },
      launch: { zh: '启动页', en: 'Launch screen', color: 'blue' },
      popup: { zh: '首页弹窗', en: 'Home pop-up', color: 'purple' },
    },
  },
  recommend: {
    name: 'recommendSlots', path: '/api/v2/seller/recommend_slot', label: 'infoManagement_recommended', title: { zh: '推荐位', en: 'Recommended slots' },
    positions: {
      home_pick: { zh: '首页为你推荐', en: 'Home "for you"', color: 'green' },
      search_hot: { zh: '搜索热门', en: 'Search hot list', color: 'red' },
      cart_pick: { zh: '购物车推荐', en: 'Cart picks', color: 'blue' },
    },
  },
} as const satisfies Record<string, { name: string; path: string; label: string; title: Text; positions: Record<string, EnumOption> }>;
export type BannerSlot = keyof typeof BANNER_SLOTS;

export const bannerRecord = z.object({
  id,
  slot: z.string(),
  title: z.string(),
  picture,
  link_type: LINK_TYPE.schema,
  link: z.string(),
  position: z.string(),
  sort: z.number().int(),
  start_at: dateTime,
  end_at: dateTime,
  enabled: z.boolean(),
  /** Clicks counted by the app since the record was created. */
  clicks: z.number().int().min(0),
  created_at: dateTime,
});
export type Banner = z.infer<typeof bannerRecord>;

function bannerResource<S extends BannerSlot>(slot: S) {
  const spec = BANNER_SLOTS[slot];
  const position = defineEnum(spec.positions as Record<string, EnumOption>);
  const input = z.object({
    // plain text: the console shows it as text, never as markup
    title: z.string().trim().min(1).max(80),
    picture,
    link_type: LINK_TYPE.schema,
    link: z.string().trim().max(200).default(''),
    position: position.schema,
    sort: sortValue.default(0),
    ...timeWindow,
    enabled: z.boolean().default(true),
  });
  return defineResource({
    name: spec.name,
    title: spec.title,
    path: spec.path,
    record: bannerRecord,
    fields: {
      ...COMMON_TITLES,
      title: { zh: '标题', en: 'Title' },
      picture: { zh: '图片', en: 'Picture' },
      link_type: { zh: '跳转类型', en: 'Link type' },
      link: { zh: '跳转地址', en: 'Link' },
      position: { zh: '展示位置', en: 'Position' },
      clicks: { zh: '点击量', en: 'Clicks' },
    },
    enums: { link_type: LINK_TYPE, position },
    filters: [
      { kind: 'keyword', param: 'keyword', fields: ['title', 'link'], title: { zh: '标题/链接', en: 'Title or link' } },
      { kind: 'exact', field: 'position', schema: position.schema, title: { zh: '展示位置', en: 'Position' } },
      { kind: 'exact', field: 'link_type', schema: LINK_TYPE.schema, title: { zh: '跳转类型', en: 'Link type' } },
      { kind: 'exact', field: 'enabled', schema: z.boolean(), title: COMMON_TITLES.enabled },
      { kind: 'dateRange', field: 'start_at', title: { zh: '开始时间', en: 'Starts' } },
    ],
    tabs: [
      { key: 'on', title: { zh: '启用中', en: 'On' }, where: { enabled: 'true' } },
      { key: 'off', title: { zh: '已停用', en: 'Off' }, where: { enabled: 'false' } },
    ],
    sortable: ['id', 'sort', 'clicks', 'start_at', 'created_at'],
    defaultSort: 'sort',
    permission: { read: spec.label },
    create: input.refine(windowInOrder, WINDOW_RULE),
    update: patchOf(input, WINDOW),
    deletable: true,
    actions: ON_OFF_ACTIONS,
  });
}

export const bannerResources = {
  bannerSlides: bannerResource('banner'),
  activityBanners: bannerResource('activity'),
  appIcons: bannerResource('icon'),
  posters: bannerResource('poster'),
  recommendSlots: bannerResource('recommend'),
};
