/**
 * Catalogue of the console's business routes (SPEC.md section 2, "Business routes"): 238 routes in menu order.
 * The shell routes (/login, /authredirect, /404, /401) and /home are not part of it.
 *
 * - Groups follow the order of the spec. Each single-screen route (/smsConfig/index, /richText/index, ...) is its own
 *   group with one child; /shipments/shipments is the group /shipments with one child.
 * - label: the spec's label where it gives one (SPEC_LABELS), else the two path segments joined by '_' (PRODUCT.md).
 * - adminOnly: the platform governance screens left out of the seller route set (PRODUCT.md, "Route sets and labels").
 * - sharedScreen: routes the spec says share one screen carry the same key; the path picks the variant.
 */

import type { Text } from './i18n.ts';

export interface BusinessRoute {
  /** Full hash path, e.g. '/goods/index'. */
  path: string;
  /** Permission label: the spec's label where SPEC.md gives one, else `${group}_${name}` (e.g. 'order_index'). */
  label: string;
  title: Text;
  /** Platform governance screens hidden from the seller route set (PRODUCT.md). */
  adminOnly?: true;
  /**
   * Set for routes sharing one screen with others (spec: "the last three share one screen", "(shared)"): the same
   * string on every member, e.g. 'withDraw/shared', 'finance/detailList', 'store/checkRecommend',
   * 'infoManagement/shareDScore', 'infoManagement/settingAsset'.
   */
  sharedScreen?: string;
}

export interface RouteGroup {
  /** '/goods' */
  path: string;
  title: Text;
  /**
   * A semantic-ui icon name (https://react.semantic-ui.com/elements/icon/) for the sidebar, e.g. 'shopping bag',
   * 'file alternate', 'truck'. Only names from Semantic UI 2.4's icon set.
   */
  icon: string;
  children: BusinessRoute[];
}

/** Labels the spec assigns explicitly; every other route's label is its two path segments joined by '_'. */
export const SPEC_LABELS: Record<string, string> = {
  '/goods/index': 'goods_list',
  '/goods/promotionGoods': 'goods_promotion',
  '/goods/gogoGoods': 'goods_gogo',
  '/goods/ElectricityReturn': 'goods_instalment',
  '/goods/instalment': 'goods_instalment',
  '/other/preAuth': 'goods_pre_auth',
  '/other/auth': 'goods_auth',
  '/other/expect': 'goods_expect',
  '/shipments/shipments': 'shipments_list',
};

/** The permission label of a business route path: the spec's label, else its path segments joined by '_'. */
export function labelOf(path: string): string {
  const spec = SPEC_LABELS[path];
  if (spec !== undefined) return spec;
  return path.split('/').filter((segment) => segment !== '').join('_');
}

export const ROUTE_GROUPS: RouteGroup[] = [
  {
    path: '/goods',
    title: { zh: '商品管理', en: 'Goods' },
    icon: 'shopping bag',
    children: [
      { path: '/goods/index', label: 'goods_list', title: { zh: '商品列表', en: 'Goods list' } },
      { path: '/goods/activityRegistration', label: 'goods_activityRegistration', title: { zh: '活动报名', en: 'Activity registration' } },
      { path: '/goods/activeList', label: 'goods_activeList', title: { zh: '活动商品', en: 'Activity goods' } },
      { path: '/goods/promotionGoods', label: 'goods_promotion', title: { zh: '促销专区', en: 'Promotion zone' } },
      { path: '/goods/welfarePromotion', label: 'goods_welfarePromotion', title: { zh: '福利专区', en: 'Welfare zone' } },
      { path: '/goods/gogoGoods', label: 'goods_gogo', title: { zh: 'GOGO专区', en: 'GoGo zone' } },
      { path: '/goods/wholesaleGoods', label: 'goods_wholesaleGoods', title: { zh: '批发专区', en: 'Wholesale zone' } },
      { path: '/goods/quanping', label: 'goods_quanping', title: { zh: '全品专区', en: 'All-category zone' } },
      { path: '/goods/purchasedGoods', label: 'goods_purchasedGoods', title: { zh: '采购专区', en: 'Procurement zone' } },
      { path: '/goods/ElectricityReturn', label: 'goods_instalment', title: { zh: '电费返还专区', en: 'Electricity rebate zone' } },
      { path: '/goods/instalment', label: 'goods_instalment', title: { zh: '分期专区', en: 'Instalment zone' } },
      { path: '/goods/povertyGoods', label: 'goods_povertyGoods', title: { zh: '扶贫专区', en: 'Poverty relief zone' } },
      { path: '/goods/liveGoods', label: 'goods_liveGoods', title: { zh: '直播专区', en: 'Live-stream zone' } },
      { path: '/goods/appreciation', label: 'goods_appreciation', title: { zh: '增值专区', en: 'Appreciation zone' } },
      { path: '/goods/Supplementary', label: 'goods_Supplementary', title: { zh: '补充专区', en: 'Supplementary zone' } },
      { path: '/goods/tradeunionIncrement', label: 'goods_tradeunionIncrement', title: { zh: '工会增值专区', en: 'Trade-union increment zone' } },
      { path: '/goods/queuingGratis', label: 'goods_queuingGratis', title: { zh: '排队免单专区', en: 'Queue-for-free zone' } },
      { path: '/goods/superlinkGoods', label: 'goods_superlinkGoods', title: { zh: '超链专区', en: 'Superlink zone' } },
      { path: '/goods/newPeopleGoods', label: 'goods_newPeopleGoods', title: { zh: '新人专区', en: 'New-user zone' } },
      { path: '/goods/withdrawGoods', label: 'goods_withdrawGoods', title: { zh: '提现专区', en: 'Withdrawal zone' } },
      { path: '/goods/repeatGoods', label: 'goods_repeatGoods', title: { zh: '复购专区', en: 'Repeat purchase zone' } },
      { path: '/goods/returnGoods', label: 'goods_returnGoods', title: { zh: '全返兑换专区', en: 'Full-return exchange zone' } },
      { path: '/goods/systemSettings', label: 'goods_systemSettings', title: { zh: '消费积分系统设置', en: 'Consumption points settings' } },
    ],
  },
  {
    path: '/other',
    title: { zh: '商品审核', en: 'Goods review' },
    icon: 'check square',
    children: [
      { path: '/other/preAuth', label: 'goods_pre_auth', title: { zh: '商品预审', en: 'Pre-review' } },
      { path: '/other/auth', label: 'goods_auth', title: { zh: '商品审核', en: 'Product review' } },
      { path: '/other/authStore', label: 'other_authStore', title: { zh: '发货时间变更审核', en: 'Delivery-time change review' } },
      { path: '/other/expect', label: 'goods_expect', title: { zh: '预告商品', en: 'Upcoming goods' } },
      { path: '/other/allReturnGoods', label: 'other_allReturnGoods', title: { zh: '全返商品审核', en: 'Full-return goods review' } },
    ],
  },
  {
    path: '/shipments',
    title: { zh: '发货管理', en: 'Shipping' },
    icon: 'truck',
    children: [
      { path: '/shipments/shipments', label: 'shipments_list', title: { zh: '发货列表', en: 'Shipments' } },
    ],
  },
  {
    path: '/order',
    title: { zh: '订单管理', en: 'Orders' },
    icon: 'file alternate',
    children: [
      { path: '/order/searchOrder', label: 'order_searchOrder', title: { zh: '订单查询', en: 'Order search' } },
      { path: '/order/index', label: 'order_index', title: { zh: '普通订单', en: 'Normal orders' } },
      { path: '/order/superLinkOrder', label: 'order_superLinkOrder', title: { zh: '超链订单', en: 'Superlink orders' } },
      { path: '/order/activityRegistrationOrder', label: 'order_activityRegistrationOrder', title: { zh: '活动报名订单', en: 'Activity registration orders' } },
      { path: '/order/gratisOrder', label: 'order_gratisOrder', title: { zh: '免单订单', en: 'Gratis orders' } },
      { path: '/order/gratisOutOrder', label: 'order_gratisOutOrder', title: { zh: '免单出局订单', en: 'Gratis exit orders' } },
      { path: '/order/promotion', label: 'order_promotion', title: { zh: '促销订单', en: 'Promotion orders' } },
      { path: '/order/porder', label: 'order_porder', title: { zh: '批发订单', en: 'Wholesale orders' } },
      { path: '/order/gorder', label: 'order_gorder', title: { zh: '拼团订单', en: 'Group-buy orders' } },
      { path: '/order/corder', label: 'order_corder', title: { zh: '秒杀订单', en: 'Seckill orders' } },
      { path: '/order/newOrder', label: 'order_newOrder', title: { zh: '新人订单', en: 'New-user orders' } },
      { path: '/order/storeOrder', label: 'order_storeOrder', title: { zh: '门店订单', en: 'Store orders' } },
      { path: '/order/repayOrder', label: 'order_repayOrder', title: { zh: '返还订单', en: 'Cash-back orders' } },
      { path: '/order/shegouOrder', label: 'order_shegouOrder', title: { zh: '赊购订单', en: 'Credit purchase orders' } },
      { path: '/order/instalmentOrder', label: 'order_instalmentOrder', title: { zh: '分期专区订单', en: 'Instalment zone orders' } },
      { path: '/order/allRetuen', label: 'order_allRetuen', title: { zh: '全返订单', en: 'Full-return orders' } },
      { path: '/order/ElectricityOrder', label: 'order_ElectricityOrder', title: { zh: '电费返还订单', en: 'Electricity rebate orders' } },
      { path: '/order/dividendStockOrder', label: 'order_dividendStockOrder', title: { zh: '分红股订单', en: 'Dividend stock orders' } },
      { path: '/order/bonusSharesOrder', label: 'order_bonusSharesOrder', title: { zh: '送股订单', en: 'Bonus share orders' } },
      { path: '/order/tradeunionOrder', label: 'order_tradeunionOrder', title: { zh: '工会订单', en: 'Trade-union orders' } },
      { path: '/order/workpointsUseOrder', label: 'order_workpointsUseOrder', title: { zh: '工分消费订单', en: 'Work-points orders' } },
      { path: '/order/assortment', label: 'order_assortment', title: { zh: '组合订单', en: 'Assortment orders' } },
      { path: '/order/welfareOrder', label: 'order_welfareOrder', title: { zh: '福利订单', en: 'Welfare orders' } },
      { path: '/order/activingOrder', label: 'order_activingOrder', title: { zh: '激活订单', en: 'Activation orders' } },
      { path: '/order/oneGoodsOrder', label: 'order_oneGoodsOrder', title: { zh: '单品订单', en: 'Single-item orders' } },
      { path: '/order/collectOrder', label: 'order_collectOrder', title: { zh: '集采订单', en: 'Collective purchase orders' } },
      { path: '/order/returnGoodsOrder', label: 'order_returnGoodsOrder', title: { zh: '全返兑换订单', en: 'Full-return exchange orders' } },
      { path: '/order/optionalOrder', label: 'order_optionalOrder', title: { zh: '自选订单', en: 'Pick-your-own orders' } },
      { path: '/order/preStoredOrder', label: 'order_preStoredOrder', title: { zh: '预存订单', en: 'Prepaid orders' } },
      { path: '/order/InstallmentOrder', label: 'order_InstallmentOrder', title: { zh: '分期付款订单', en: 'Instalment payment orders' } },
      { path: '/order/withdrawOrder', label: 'order_withdrawOrder', title: { zh: '提现专区订单', en: 'Withdrawal zone orders' } },
      { path: '/order/repeatGoodsOrder', label: 'order_repeatGoodsOrder', title: { zh: '复购订单', en: 'Repeat purchase orders' } },
      { path: '/order/jibeOrder', label: 'order_jibeOrder', title: { zh: '集贝订单', en: 'Jibe orders' } },
    ],
  },
  {
    path: '/afterSale',
    title: { zh: '售后管理', en: 'After-sales' },
    icon: 'undo',
    children: [
      { path: '/afterSale/index', label: 'afterSale_index', title: { zh: '售后列表', en: 'After-sales list' } },
      { path: '/afterSale/storeAfterSale', label: 'afterSale_storeAfterSale', title: { zh: '门店售后', en: 'Store after-sales' } },
    ],
  },
  {
    path: '/smsConfig',
    title: { zh: '验证码查询', en: 'SMS code lookup' },
    icon: 'mobile alternate',
    children: [
      { path: '/smsConfig/index', label: 'smsConfig_index', title: { zh: '验证码查询', en: 'SMS code lookup' }, adminOnly: true },
    ],
  },
  {
    path: '/richText',
    title: { zh: '图文内容', en: 'Rich text' },
    icon: 'edit',
    children: [
      { path: '/richText/index', label: 'richText_index', title: { zh: '图文内容', en: 'Rich text' } },
    ],
  },
  {
    path: '/comment',
    title: { zh: '评价管理', en: 'Reviews' },
    icon: 'comments',
    children: [
      { path: '/comment/index', label: 'comment_index', title: { zh: '评价管理', en: 'Reviews' } },
    ],
  },
  {
    path: '/recommendAward',
    title: { zh: '推荐奖励', en: 'Referral rewards' },
    icon: 'gift',
    children: [
      { path: '/recommendAward/index', label: 'recommendAward_index', title: { zh: '推荐奖励', en: 'Referral rewards' } },
    ],
  },
  {
    path: '/news',
    title: { zh: '资讯管理', en: 'News' },
    icon: 'newspaper',
    children: [
      { path: '/news/index', label: 'news_index', title: { zh: '资讯管理', en: 'News' } },
    ],
  },
  {
    path: '/case',
    title: { zh: '案例管理', en: 'Cases' },
    icon: 'briefcase',
    children: [
      { path: '/case/index', label: 'case_index', title: { zh: '案例管理', en: 'Cases' } },
    ],
  },
  {
    path: '/user',
    title: { zh: '管理员管理', en: 'Administrators' },
    icon: 'user secret',
    children: [
      { path: '/user/index', label: 'user_index', title: { zh: '管理员管理', en: 'Administrators' }, adminOnly: true },
    ],
  },
  {
    path: '/serviceSetting',
    title: { zh: '服务设置', en: 'Service settings' },
    icon: 'sliders horizontal',
    children: [
      { path: '/serviceSetting/index', label: 'serviceSetting_index', title: { zh: '服务设置', en: 'Service settings' } },
    ],
  },
  {
    path: '/authority',
    title: { zh: '权限列表', en: 'Permissions' },
    icon: 'shield',
    children: [
      { path: '/authority/index', label: 'authority_index', title: { zh: '权限列表', en: 'Permissions' }, adminOnly: true },
    ],
  },
  {
    path: '/fourModules',
    title: { zh: '四大模块', en: 'Four modules' },
    icon: 'th large',
    children: [
      { path: '/fourModules/index', label: 'fourModules_index', title: { zh: '四大模块', en: 'Four modules' } },
    ],
  },
  {
    path: '/earningDraw',
    title: { zh: '收益提现', en: 'Earnings withdrawals' },
    icon: 'money bill alternate',
    children: [
      { path: '/earningDraw/index', label: 'earningDraw_index', title: { zh: '收益提现', en: 'Earnings withdrawals' } },
    ],
  },
  {
    path: '/promotionPerson',
    title: { zh: '推广员管理', en: 'Promoters' },
    icon: 'user plus',
    children: [
      { path: '/promotionPerson/temporary', label: 'promotionPerson_temporary', title: { zh: '临时推广员', en: 'Temporary promoters' } },
      { path: '/promotionPerson/official', label: 'promotionPerson_official', title: { zh: '正式推广员', en: 'Official promoters' } },
      { path: '/promotionPerson/personCheck', label: 'promotionPerson_personCheck', title: { zh: '推广员审核', en: 'Promoter review' } },
      { path: '/promotionPerson/Achievements', label: 'promotionPerson_Achievements', title: { zh: '推广业绩', en: 'Promoter performance' } },
    ],
  },
  {
    path: '/Jibe',
    title: { zh: '集贝管理', en: 'Jibe' },
    icon: 'gem',
    children: [
      { path: '/Jibe/JibeSpecial', label: 'Jibe_JibeSpecial', title: { zh: '集贝专区', en: 'Jibe zone' } },
      { path: '/Jibe/JibeWriteOff', label: 'Jibe_JibeWriteOff', title: { zh: '集贝核销', en: 'Jibe write-off' } },
      { path: '/Jibe/JibeConfiguration', label: 'Jibe_JibeConfiguration', title: { zh: '集贝配置', en: 'Jibe configuration' } },
      { path: '/Jibe/JibeiSettings', label: 'Jibe_JibeiSettings', title: { zh: '集贝设置', en: 'Jibe settings' } },
    ],
  },
  {
    path: '/withDraw',
    title: { zh: '提现管理', en: 'Withdrawal management' },
    icon: 'credit card',
    children: [
      { path: '/withDraw/index', label: 'withDraw_index', title: { zh: '提现列表', en: 'Withdrawals' } },
      { path: '/withDraw/d_score', label: 'withDraw_d_score', title: { zh: 'D积分提现', en: 'D-score withdrawals' }, sharedScreen: 'withDraw/shared' },
      { path: '/withDraw/seller', label: 'withDraw_seller', title: { zh: '商家提现', en: 'Merchant withdrawals' }, sharedScreen: 'withDraw/shared' },
      { path: '/withDraw/offlineMerchant', label: 'withDraw_offlineMerchant', title: { zh: '线下商家提现', en: 'Offline merchant withdrawals' }, sharedScreen: 'withDraw/shared' },
    ],
  },
  {
    path: '/batches',
    title: { zh: '结算管理', en: 'Settlement' },
    icon: 'calculator',
    children: [
      { path: '/batches/index', label: 'batches_index', title: { zh: '结算模板设置', en: 'Settlement templates' } },
      { path: '/batches/commoditySearch', label: 'batches_commoditySearch', title: { zh: '商品查询', en: 'Goods lookup' } },
    ],
  },
  {
    path: '/coupon',
    title: { zh: '优惠券管理', en: 'Coupons' },
    icon: 'ticket alternate',
    children: [
      { path: '/coupon/index', label: 'coupon_index', title: { zh: '优惠券列表', en: 'Coupon list' } },
      { path: '/coupon/newCoupon', label: 'coupon_newCoupon', title: { zh: '新人优惠券', en: 'New-user coupons' } },
    ],
  },
  {
    path: '/memberList',
    title: { zh: '会员管理', en: 'Members' },
    icon: 'users',
    children: [
      { path: '/memberList/list', label: 'memberList_list', title: { zh: '会员列表', en: 'Member list' } },
      { path: '/memberList/listItem', label: 'memberList_listItem', title: { zh: '会员明细', en: 'Member details' } },
      { path: '/memberList/relational', label: 'memberList_relational', title: { zh: '推荐关系', en: 'Referral tree' } },
      { path: '/memberList/repay', label: 'memberList_repay', title: { zh: '返还会员', en: 'Cash-back members' } },
      { path: '/memberList/shegouvip', label: 'memberList_shegouvip', title: { zh: '赊购会员', en: 'Credit purchase VIPs' } },
      { path: '/memberList/ContributionShegouVip', label: 'memberList_ContributionShegouVip', title: { zh: '贡献值赊购会员', en: 'Contribution credit VIPs' } },
      { path: '/memberList/gratisList', label: 'memberList_gratisList', title: { zh: '免单会员', en: 'Gratis members' } },
      { path: '/memberList/contributionList', label: 'memberList_contributionList', title: { zh: '贡献值会员', en: 'Contribution members' } },
      { path: '/memberList/storedMember', label: 'memberList_storedMember', title: { zh: '储值会员', en: 'Stored-value members' } },
      { path: '/memberList/advanceGrowVip', label: 'memberList_advanceGrowVip', title: { zh: '成长晋级会员', en: 'Growth advancement VIPs' } },
      { path: '/memberList/advanceUnionVip', label: 'memberList_advanceUnionVip', title: { zh: '工会晋级会员', en: 'Union advancement VIPs' } },
      { path: '/memberList/jbUser', label: 'memberList_jbUser', title: { zh: '集贝会员', en: 'Jibe members' } },
      { path: '/memberList/advanceEntry', label: 'memberList_advanceEntry', title: { zh: '晋级录入', en: 'Advancement entry' } },
    ],
  },
  {
    path: '/consumeClock',
    title: { zh: '消费打卡', en: 'Consumption check-in' },
    icon: 'clock',
    children: [
      { path: '/consumeClock/consumeClockConfig', label: 'consumeClock_consumeClockConfig', title: { zh: '打卡设置', en: 'Check-in settings' } },
      { path: '/consumeClock/consumeClockList', label: 'consumeClock_consumeClockList', title: { zh: '打卡记录', en: 'Check-in records' } },
    ],
  },
  {
    path: '/signIn',
    title: { zh: '签到管理', en: 'Sign-in' },
    icon: 'calendar check',
    children: [
      { path: '/signIn/punchCheck', label: 'signIn_punchCheck', title: { zh: '打卡审核', en: 'Check-in review' } },
      { path: '/signIn/signinOrder', label: 'signIn_signinOrder', title: { zh: '签到订单', en: 'Sign-in orders' } },
      { path: '/signIn/SignInData', label: 'signIn_SignInData', title: { zh: '签到数据', en: 'Sign-in data' } },
      { path: '/signIn/orderData', label: 'signIn_orderData', title: { zh: '订单数据', en: 'Order data' } },
      { path: '/signIn/performance', label: 'signIn_performance', title: { zh: '业绩统计', en: 'Performance' } },
    ],
  },
  {
    path: '/signinSector',
    title: { zh: '门店签到', en: 'Store sign-in' },
    icon: 'calendar alternate',
    children: [
      { path: '/signinSector/storePunchCheck', label: 'signinSector_storePunchCheck', title: { zh: '门店打卡审核', en: 'Store check-in review' } },
      { path: '/signinSector/studyClockin', label: 'signinSector_studyClockin', title: { zh: '学习打卡', en: 'Study check-in' } },
      { path: '/signinSector/storeOrderList', label: 'signinSector_storeOrderList', title: { zh: '门店订单', en: 'Store orders' } },
      { path: '/signinSector/allList', label: 'signinSector_allList', title: { zh: '全部记录', en: 'All records' } },
      { path: '/signinSector/storePerformance', label: 'signinSector_storePerformance', title: { zh: '门店业绩', en: 'Store performance' } },
    ],
  },
  {
    path: '/marketingSection',
    title: { zh: '营销活动', en: 'Marketing' },
    icon: 'bullhorn',
    children: [
      { path: '/marketingSection/groupBuying', label: 'marketingSection_groupBuying', title: { zh: '拼团活动', en: 'Group-buy campaigns' } },
      { path: '/marketingSection/groupSetting', label: 'marketingSection_groupSetting', title: { zh: '拼团设置', en: 'Group-buy settings' } },
      { path: '/marketingSection/limitedTimeShop', label: 'marketingSection_limitedTimeShop', title: { zh: '限时抢购', en: 'Flash sales' } },
      { path: '/marketingSection/limitedTimeSetting', label: 'marketingSection_limitedTimeSetting', title: { zh: '限时抢购设置', en: 'Flash sale settings' } },
    ],
  },
  {
    path: '/contribution',
    title: { zh: '贡献值管理', en: 'Contribution' },
    icon: 'handshake',
    children: [
      { path: '/contribution/con_repayConfig', label: 'contribution_con_repayConfig', title: { zh: '返还设置', en: 'Cash-back settings' } },
      { path: '/contribution/con_repayList', label: 'contribution_con_repayList', title: { zh: '返还记录', en: 'Cash-back records' } },
      { path: '/contribution/rebateExchange', label: 'contribution_rebateExchange', title: { zh: '返利兑换', en: 'Rebate exchange' } },
      { path: '/contribution/contributionYj', label: 'contribution_contributionYj', title: { zh: '贡献值业绩', en: 'Contribution performance' } },
    ],
  },
  {
    path: '/serviceOfficer',
    title: { zh: '服务官管理', en: 'Service officers' },
    icon: 'id badge',
    children: [
      { path: '/serviceOfficer/serviceOfficerConfig', label: 'serviceOfficer_serviceOfficerConfig', title: { zh: '服务官设置', en: 'Service officer settings' } },
      { path: '/serviceOfficer/serviceOfficerList', label: 'serviceOfficer_serviceOfficerList', title: { zh: '服务官列表', en: 'Service officer list' } },
      { path: '/serviceOfficer/serviceExamineList', label: 'serviceOfficer_serviceExamineList', title: { zh: '服务官审核', en: 'Service officer review' } },
      { path: '/serviceOfficer/serviceExamineRecord', label: 'serviceOfficer_serviceExamineRecord', title: { zh: '审核记录', en: 'Review records' } },
    ],
  },
  {
    path: '/tradeunionModule',
    title: { zh: '工会管理', en: 'Trade union' },
    icon: 'sitemap',
    children: [
      { path: '/tradeunionModule/tradeunionPackage', label: 'tradeunionModule_tradeunionPackage', title: { zh: '工会礼包', en: 'Trade-union packages' } },
      { path: '/tradeunionModule/tradeunionList', label: 'tradeunionModule_tradeunionList', title: { zh: '工会会员', en: 'Trade-union members' } },
    ],
  },
  {
    path: '/infoManagement',
    title: { zh: '运营管理', en: 'Operations' },
    icon: 'cog',
    children: [
      { path: '/infoManagement/newHomeSet', label: 'infoManagement_newHomeSet', title: { zh: '新版首页设置', en: 'New home page settings' } },
      { path: '/infoManagement/growAdvance', label: 'infoManagement_growAdvance', title: { zh: '成长晋级设置', en: 'Growth advancement settings' } },
      { path: '/infoManagement/growDividend', label: 'infoManagement_growDividend', title: { zh: '成长分红设置', en: 'Growth dividend settings' } },
      { path: '/infoManagement/unionAdvance', label: 'infoManagement_unionAdvance', title: { zh: '工会晋级设置', en: 'Union advancement settings' } },
      { path: '/infoManagement/platformAptitude', label: 'infoManagement_platformAptitude', title: { zh: '平台资质', en: 'Platform qualifications' }, adminOnly: true },
      { path: '/infoManagement/bonusSet', label: 'infoManagement_bonusSet', title: { zh: '奖金设置', en: 'Bonus settings' } },
      { path: '/infoManagement/propertySet', label: 'infoManagement_propertySet', title: { zh: '资产设置', en: 'Asset settings' } },
      { path: '/infoManagement/marketingSet', label: 'infoManagement_marketingSet', title: { zh: '营销设置', en: 'Marketing settings' } },
      { path: '/infoManagement/videoSetting', label: 'infoManagement_videoSetting', title: { zh: '视频设置', en: 'Video settings' } },
      { path: '/infoManagement/logList', label: 'infoManagement_logList', title: { zh: '日志列表', en: 'Logs' } },
      { path: '/infoManagement/shopSetting', label: 'infoManagement_shopSetting', title: { zh: '商城设置', en: 'Mall settings' } },
      { path: '/infoManagement/rewardsPenalties', label: 'infoManagement_rewardsPenalties', title: { zh: '奖惩管理', en: 'Rewards and penalties' } },
      { path: '/infoManagement/miniClass', label: 'infoManagement_miniClass', title: { zh: '微课堂', en: 'Mini classes' } },
      { path: '/infoManagement/manageList', label: 'infoManagement_manageList', title: { zh: '管理人员', en: 'Managers' } },
      { path: '/infoManagement/operatingList', label: 'infoManagement_operatingList', title: { zh: '运营人员', en: 'Operators' } },
      { path: '/infoManagement/classify', label: 'infoManagement_classify', title: { zh: '商品分类', en: 'Product categories' } },
      { path: '/infoManagement/customClass', label: 'infoManagement_customClass', title: { zh: '自定义分类', en: 'Custom categories' } },
      { path: '/infoManagement/modelClass', label: 'infoManagement_modelClass', title: { zh: '模型分类', en: 'Model categories' } },
      { path: '/infoManagement/businessOpera', label: 'infoManagement_businessOpera', title: { zh: '业务运营', en: 'Business operations' } },
      { path: '/infoManagement/appIcon', label: 'infoManagement_appIcon', title: { zh: '应用图标', en: 'App icons' } },
      { path: '/infoManagement/newsClass', label: 'infoManagement_newsClass', title: { zh: '资讯分类', en: 'News categories' } },
      { path: '/infoManagement/freight', label: 'infoManagement_freight', title: { zh: '运费模板', en: 'Freight templates' } },
      { path: '/infoManagement/special', label: 'infoManagement_special', title: { zh: '专题活动', en: 'Special topics' } },
      { path: '/infoManagement/read', label: 'infoManagement_read', title: { zh: '阅读奖励', en: 'Reading rewards' } },
      { path: '/infoManagement/rainPackage', label: 'infoManagement_rainPackage', title: { zh: '红包雨', en: 'Red packet rain' } },
      { path: '/infoManagement/rainPackageNew', label: 'infoManagement_rainPackageNew', title: { zh: '新版红包雨', en: 'Red packet rain (new)' } },
      { path: '/infoManagement/sign', label: 'infoManagement_sign', title: { zh: '签到设置', en: 'Sign-in settings' } },
      { path: '/infoManagement/bargain', label: 'infoManagement_bargain', title: { zh: '砍价活动', en: 'Bargain campaigns' } },
      { path: '/infoManagement/recommended', label: 'infoManagement_recommended', title: { zh: '推荐位', en: 'Recommended slots' } },
      { path: '/infoManagement/banner', label: 'infoManagement_banner', title: { zh: '轮播图', en: 'Banners' } },
      { path: '/infoManagement/activitiesBanner', label: 'infoManagement_activitiesBanner', title: { zh: '活动横幅', en: 'Activity banners' } },
      { path: '/infoManagement/attractMain', label: 'infoManagement_attractMain', title: { zh: '招商主页', en: 'Merchant recruitment page' } },
      { path: '/infoManagement/attractMain2', label: 'infoManagement_attractMain2', title: { zh: '招商主页二', en: 'Merchant recruitment page 2' } },
      { path: '/infoManagement/about', label: 'infoManagement_about', title: { zh: '关于我们', en: 'About us' } },
      { path: '/infoManagement/address', label: 'infoManagement_address', title: { zh: '地址管理', en: 'Addresses' } },
      { path: '/infoManagement/business', label: 'infoManagement_business', title: { zh: '商务合作', en: 'Business cooperation' } },
      { path: '/infoManagement/home', label: 'infoManagement_home', title: { zh: '首页设置', en: 'Home page settings' } },
      { path: '/infoManagement/share', label: 'infoManagement_share', title: { zh: '分享设置', en: 'Share settings' }, sharedScreen: 'infoManagement/shareDScore' },
      { path: '/infoManagement/dScore', label: 'infoManagement_dScore', title: { zh: 'D积分设置', en: 'D-score settings' }, sharedScreen: 'infoManagement/shareDScore' },
      { path: '/infoManagement/setting', label: 'infoManagement_setting', title: { zh: '参数设置', en: 'Parameter settings' }, sharedScreen: 'infoManagement/settingAsset' },
      { path: '/infoManagement/asset', label: 'infoManagement_asset', title: { zh: '资金设置', en: 'Fund settings' }, sharedScreen: 'infoManagement/settingAsset' },
      { path: '/infoManagement/fullReturn', label: 'infoManagement_fullReturn', title: { zh: '全返设置', en: 'Full-return settings' } },
      { path: '/infoManagement/fullReturnZone', label: 'infoManagement_fullReturnZone', title: { zh: '全返专区', en: 'Full-return zone' } },
      { path: '/infoManagement/fullReturnGoods', label: 'infoManagement_fullReturnGoods', title: { zh: '全返商品', en: 'Full-return goods' } },
      { path: '/infoManagement/award', label: 'infoManagement_award', title: { zh: '奖励设置', en: 'Reward settings' } },
      { path: '/infoManagement/poster', label: 'infoManagement_poster', title: { zh: '海报管理', en: 'Posters' } },
      { path: '/infoManagement/rebate', label: 'infoManagement_rebate', title: { zh: '返利设置', en: 'Rebate settings' } },
      { path: '/infoManagement/LiveList', label: 'infoManagement_LiveList', title: { zh: '直播列表', en: 'Live streams' } },
      { path: '/infoManagement/povertyReduction', label: 'infoManagement_povertyReduction', title: { zh: '扶贫管理', en: 'Poverty relief' } },
      { path: '/infoManagement/feedback', label: 'infoManagement_feedback', title: { zh: '意见反馈', en: 'Feedback' } },
      { path: '/infoManagement/useRogout', label: 'infoManagement_useRogout', title: { zh: '账号注销', en: 'Account cancellation' } },
      { path: '/infoManagement/agreement', label: 'infoManagement_agreement', title: { zh: '协议管理', en: 'Agreements' } },
      { path: '/infoManagement/operatingRecord', label: 'infoManagement_operatingRecord', title: { zh: '操作记录', en: 'Operation records' }, adminOnly: true },
      { path: '/infoManagement/systemLog', label: 'infoManagement_systemLog', title: { zh: '系统日志', en: 'System logs' }, adminOnly: true },
    ],
  },
  {
    path: '/lottery',
    title: { zh: '抽奖管理', en: 'Lottery' },
    icon: 'trophy',
    children: [
      { path: '/lottery/lotteryRecord', label: 'lottery_lotteryRecord', title: { zh: '抽奖记录', en: 'Draw records' } },
      { path: '/lottery/dslotteryRecord', label: 'lottery_dslotteryRecord', title: { zh: 'D积分抽奖记录', en: 'D-score draw records' } },
      { path: '/lottery/shopMarketing', label: 'lottery_shopMarketing', title: { zh: '商家营销', en: 'Merchant marketing' } },
      { path: '/lottery/activityList', label: 'lottery_activityList', title: { zh: '抽奖活动', en: 'Lottery campaigns' } },
      { path: '/lottery/globleSetting', label: 'lottery_globleSetting', title: { zh: '全局设置', en: 'Global settings' } },
    ],
  },
  {
    path: '/pyqyx',
    title: { zh: '朋友圈营销', en: 'Moments marketing' },
    icon: 'share alternate',
    children: [
      { path: '/pyqyx/pyqAward', label: 'pyqyx_pyqAward', title: { zh: '朋友圈奖励', en: 'Moments rewards' } },
      { path: '/pyqyx/putNews', label: 'pyqyx_putNews', title: { zh: '发布动态', en: 'Post updates' } },
    ],
  },
  {
    path: '/datacenter',
    title: { zh: '数据中心', en: 'Data centre' },
    icon: 'chart bar',
    children: [
      { path: '/datacenter/tradinfo', label: 'datacenter_tradinfo', title: { zh: '交易数据', en: 'Trade data' } },
      { path: '/datacenter/goodsinfo', label: 'datacenter_goodsinfo', title: { zh: '商品数据', en: 'Goods data' } },
      { path: '/datacenter/storeinfo', label: 'datacenter_storeinfo', title: { zh: '店铺数据', en: 'Store data' } },
    ],
  },
  {
    path: '/finance',
    title: { zh: '财务管理', en: 'Finance' },
    icon: 'yen sign',
    children: [
      { path: '/finance/bossAudit', label: 'finance_bossAudit', title: { zh: '负责人审核', en: 'Owner approval' } },
      { path: '/finance/withdrawUseList', label: 'finance_withdrawUseList', title: { zh: '提现使用记录', en: 'Withdrawal usage records' } },
      { path: '/finance/manualHandling', label: 'finance_manualHandling', title: { zh: '人工调账', en: 'Manual adjustments' } },
      { path: '/finance/rechargeType', label: 'finance_rechargeType', title: { zh: '充值类型', en: 'Recharge types' } },
      { path: '/finance/platformRecharge', label: 'finance_platformRecharge', title: { zh: '平台充值', en: 'Platform recharge' } },
      { path: '/finance/batchImport', label: 'finance_batchImport', title: { zh: '批量导入', en: 'Batch import' } },
      { path: '/finance/pdAssignConfig', label: 'finance_pdAssignConfig', title: { zh: '分配设置', en: 'Allocation settings' } },
      { path: '/finance/hedgingManage', label: 'finance_hedgingManage', title: { zh: '对冲管理', en: 'Hedging' } },
      { path: '/finance/hedgingbatchimport', label: 'finance_hedgingbatchimport', title: { zh: '对冲批量导入', en: 'Hedging batch import' } },
      { path: '/finance/gxzShegou', label: 'finance_gxzShegou', title: { zh: '贡献值赊购', en: 'Contribution credit purchases' } },
      { path: '/finance/assetsgiroRecord', label: 'finance_assetsgiroRecord', title: { zh: '资产转账记录', en: 'Asset transfer records' } },
      { path: '/finance/electricityData', label: 'finance_electricityData', title: { zh: '电费数据', en: 'Electricity data' } },
      { path: '/finance/deal', label: 'finance_deal', title: { zh: '交易明细', en: 'Transaction details' }, sharedScreen: 'finance/detailList' },
      { path: '/finance/community', label: 'finance_community', title: { zh: '社区明细', en: 'Community details' }, sharedScreen: 'finance/detailList' },
      { path: '/finance/reward', label: 'finance_reward', title: { zh: '奖励明细', en: 'Reward details' }, sharedScreen: 'finance/detailList' },
      { path: '/finance/repayment', label: 'finance_repayment', title: { zh: '返还明细', en: 'Cash-back details' }, sharedScreen: 'finance/detailList' },
      { path: '/finance/bonusShares', label: 'finance_bonusShares', title: { zh: '送股明细', en: 'Bonus share details' }, sharedScreen: 'finance/detailList' },
      { path: '/finance/makeAudit', label: 'finance_makeAudit', title: { zh: '制单审核', en: 'Voucher approval' }, sharedScreen: 'finance/detailList' },
      { path: '/finance/serviceCharge', label: 'finance_serviceCharge', title: { zh: '手续费明细', en: 'Service fee details' }, sharedScreen: 'finance/detailList' },
      { path: '/finance/allRerurn', label: 'finance_allRerurn', title: { zh: '全返明细', en: 'Full-return details' }, sharedScreen: 'finance/detailList' },
      { path: '/finance/shegouDetail', label: 'finance_shegouDetail', title: { zh: '赊购明细', en: 'Credit purchase details' }, sharedScreen: 'finance/detailList' },
      { path: '/finance/zengzhiList', label: 'finance_zengzhiList', title: { zh: '增值明细', en: 'Appreciation details' }, sharedScreen: 'finance/detailList' },
    ],
  },
  {
    path: '/store',
    title: { zh: '店铺管理', en: 'Stores' },
    icon: 'building',
    children: [
      { path: '/store/alllist', label: 'store_alllist', title: { zh: '全部店铺', en: 'All stores' } },
      { path: '/store/check', label: 'store_check', title: { zh: '入驻审核', en: 'Onboarding review' }, sharedScreen: 'store/checkRecommend' },
      { path: '/store/recommend', label: 'store_recommend', title: { zh: '推荐店铺', en: 'Recommended stores' }, sharedScreen: 'store/checkRecommend' },
      { path: '/store/guide', label: 'store_guide', title: { zh: '入驻指南', en: 'Onboarding guide' } },
      { path: '/store/newGuide', label: 'store_newGuide', title: { zh: '新版入驻指南', en: 'Onboarding guide (new)' } },
      { path: '/store/storeReview', label: 'store_storeReview', title: { zh: '店铺审核', en: 'Store review' } },
      { path: '/store/storePayout', label: 'store_storePayout', title: { zh: '店铺结算', en: 'Store payouts' } },
      { path: '/store/newStoreList', label: 'store_newStoreList', title: { zh: '新入驻店铺', en: 'Newly joined stores' } },
      { path: '/store/payoutList', label: 'store_payoutList', title: { zh: '结算列表', en: 'Payout list' } },
      { path: '/store/billList', label: 'store_billList', title: { zh: '账单列表', en: 'Bills' } },
    ],
  },
  {
    path: '/offlineStore',
    title: { zh: '线下门店', en: 'Offline stores' },
    icon: 'map marker alternate',
    children: [
      { path: '/offlineStore/list', label: 'offlineStore_list', title: { zh: '门店列表', en: 'Store list' } },
      { path: '/offlineStore/check', label: 'offlineStore_check', title: { zh: '门店审核', en: 'Store review' }, sharedScreen: 'offlineStore/checkRecommend' },
      { path: '/offlineStore/recommend', label: 'offlineStore_recommend', title: { zh: '推荐门店', en: 'Recommended stores' }, sharedScreen: 'offlineStore/checkRecommend' },
      { path: '/offlineStore/server', label: 'offlineStore_server', title: { zh: '门店服务', en: 'Store services' } },
    ],
  },
  {
    path: '/offlineShop',
    title: { zh: '线下商城', en: 'Offline mall' },
    icon: 'shop',
    children: [
      { path: '/offlineShop/offline_settledConfig', label: 'offlineShop_offline_settledConfig', title: { zh: '入驻设置', en: 'Onboarding settings' } },
      { path: '/offlineShop/offline_goodsReview', label: 'offlineShop_offline_goodsReview', title: { zh: '商品审核', en: 'Goods review' } },
      { path: '/offlineShop/offline_goodsManage', label: 'offlineShop_offline_goodsManage', title: { zh: '商品管理', en: 'Goods management' } },
      { path: '/offlineShop/offline_orderManage', label: 'offlineShop_offline_orderManage', title: { zh: '订单管理', en: 'Order management' } },
    ],
  },
  {
    path: '/businessCommunity',
    title: { zh: '商圈管理', en: 'Business circles' },
    icon: 'map',
    children: [
      { path: '/businessCommunity/index', label: 'businessCommunity_index', title: { zh: '商圈列表', en: 'Business circle list' } },
      { path: '/businessCommunity/businessSetting', label: 'businessCommunity_businessSetting', title: { zh: '商圈设置', en: 'Business circle settings' } },
    ],
  },
  {
    path: '/property',
    title: { zh: '资产管理', en: 'Assets' },
    icon: 'exchange',
    children: [
      { path: '/property/conversion', label: 'property_conversion', title: { zh: '资产转换', en: 'Asset conversion' } },
      { path: '/property/settings', label: 'property_settings', title: { zh: '资产设置', en: 'Asset settings' } },
    ],
  },
];

/** Every business route, flat, in menu order. */
export const BUSINESS_ROUTES: BusinessRoute[] = ROUTE_GROUPS.flatMap((g) => g.children);

/** The labels of the routes under some path prefixes, except some paths: who may read a resource those screens share. */
export function labelsUnder(prefixes: readonly string[], except: readonly string[] = []): string[] {
  return BUSINESS_ROUTES.filter((r) => prefixes.some((p) => r.path.startsWith(p)) && !except.includes(r.path)).map((r) => r.label);
}
