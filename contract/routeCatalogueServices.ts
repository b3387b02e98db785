/**
 * The route catalogue's groups from SMS lookup to the trade union (content, administration, members, money and
 * marketing), in menu order; contract/routeCatalogue.ts joins the three parts.
 */
import type { GroupEntry, RouteEntry } from './routeEntry.ts';

export const SERVICE_GROUPS: GroupEntry<RouteEntry>[] = [
  {
    path: '/smsConfig',
    title: { zh: '验证码查询', en: 'SMS code lookup' },
    icon: 'mobile alternate',
    children: [
      { path: '/smsConfig/index', title: { zh: '验证码查询', en: 'SMS code lookup' }, adminOnly: true },
    ],
  },
  {
    path: '/richText',
    title: { zh: '图文内容', en: 'Rich text' },
    icon: 'edit',
    children: [
      { path: '/richText/index', title: { zh: '图文内容', en: 'Rich text' } },
    ],
  },
  {
    path: '/comment',
    title: { zh: '评价管理', en: 'Reviews' },
    icon: 'comments',
    children: [
      { path: '/comment/index', title: { zh: '评价管理', en: 'Reviews' } },
    ],
  },
  {
    path: '/recommendAward',
    title: { zh: '推荐奖励', en: 'Referral rewards' },
    icon: 'gift',
    children: [
      { path: '/recommendAward/index', title: { zh: '推荐奖励', en: 'Referral rewards' } },
    ],
  },
  {
    path: '/news',
    title: { zh: '资讯管理', en: 'News' },
    icon: 'newspaper',
    children: [
      { path: '/news/index', title: { zh: '资讯管理', en: 'News' } },
    ],
  },
  {
    path: '/case',
    title: { zh: '案例管理', en: 'Cases' },
    icon: 'briefcase',
    children: [
      { path: '/case/index', title: { zh: '案例管理', en: 'Cases' } },
    ],
  },
  {
    path: '/user',
    title: { zh: '管理员管理', en: 'Administrators' },
    icon: 'user secret',
    children: [
      { path: '/user/index', title: { zh: '管理员管理', en: 'Administrators' }, adminOnly: true },
    ],
  },
  {
    path: '/serviceSetting',
    title: { zh: '服务设置', en: 'Service settings' },
    icon: 'sliders horizontal',
    children: [
      { path: '/serviceSetting/index', title: { zh: '服务设置', en: 'Service settings' } },
    ],
  },
  {
    path: '/authority',
    title: { zh: '权限列表', en: 'Permissions' },
    icon: 'shield',
    children: [
      { path: '/authority/index', title: { zh: '权限列表', en: 'Permissions' }, adminOnly: true },
    ],
  },
  {
    path: '/fourModules',
    title: { zh: '四大模块', en: 'Four modules' },
    icon: 'th large',
    children: [
      { path: '/fourModules/index', title: { zh: '四大模块', en: 'Four modules' } },
    ],
  },
  {
    path: '/earningDraw',
    title: { zh: '收益提现', en: 'Earnings withdrawals' },
    icon: 'money bill alternate',
    children: [
      { path: '/earningDraw/index', title: { zh: '收益提现', en: 'Earnings withdrawals' } },
    ],
  },
  {
    path: '/promotionPerson',
    title: { zh: '推广员管理', en: 'Promoters' },
    icon: 'user plus',
    children: [
      { path: '/promotionPerson/temporary', title: { zh: '临时推广员', en: 'Temporary promoters' } },
      { path: '/promotionPerson/official', title: { zh: '正式推广员', en: 'Official promoters' } },
      { path: '/promotionPerson/personCheck', title: { zh: '推广员审核', en: 'Promoter review' } },
      { path: '/promotionPerson/Achievements', title: { zh: '推广业绩', en: 'Promoter performance' } },
    ],
  },
  {
    path: '/Jibe',
    title: { zh: '集贝管理', en: 'Jibe' },
    icon: 'gem',
    children: [
      { path: '/Jibe/JibeSpecial', title: { zh: '集贝专区', en: 'Jibe zone' } },
      { path: '/Jibe/JibeWriteOff', title: { zh: '集贝核销', en: 'Jibe write-off' } },
      { path: '/Jibe/JibeConfiguration', title: { zh: '集贝配置', en: 'Jibe configuration' } },
      { path: '/Jibe/JibeiSettings', title: { zh: '集贝设置', en: 'Jibe settings' } },
    ],
  },
  {
    path: '/withDraw',
    title: { zh: '提现管理', en: 'Withdrawal management' },
    icon: 'credit card',
    children: [
      { path: '/withDraw/index', title: { zh: '提现列表', en: 'Withdrawals' } },
      { path: '/withDraw/d_score', title: { zh: 'D积分提现', en: 'D-score withdrawals' } },
      { path: '/withDraw/seller', title: { zh: '商家提现', en: 'Merchant withdrawals' } },
      { path: '/withDraw/offlineMerchant', title: { zh: '线下商家提现', en: 'Offline merchant withdrawals' } },
    ],
  },
  {
    path: '/batches',
    title: { zh: '结算管理', en: 'Settlement' },
    icon: 'calculator',
    children: [
      { path: '/batches/index', title: { zh: '结算模板设置', en: 'Settlement templates' } },
      { path: '/batches/commoditySearch', title: { zh: '商品查询', en: 'Goods lookup' } },
    ],
  },
  {
    path: '/coupon',
    title: { zh: '优惠券管理', en: 'Coupons' },
    icon: 'ticket alternate',
    children: [
      { path: '/coupon/index', title: { zh: '优惠券列表', en: 'Coupon list' } },
      { path: '/coupon/newCoupon', title: { zh: '新人优惠券', en: 'New-user coupons' } },
    ],
  },
  {
    path: '/memberList',
    title: { zh: '会员管理', en: 'Members' },
    icon: 'users',
    children: [
      { path: '/memberList/list', title: { zh: '会员列表', en: 'Member list' } },
      { path: '/memberList/listItem', title: { zh: '会员明细', en: 'Member details' } },
      { path: '/memberList/relational', title: { zh: '推荐关系', en: 'Referral tree' } },
      { path: '/memberList/repay', title: { zh: '返还会员', en: 'Cash-back members' } },
      { path: '/memberList/shegouvip', title: { zh: '赊购会员', en: 'Credit purchase VIPs' } },
      { path: '/memberList/ContributionShegouVip', title: { zh: '贡献值赊购会员', en: 'Contribution credit VIPs' } },
      { path: '/memberList/gratisList', title: { zh: '免单会员', en: 'Gratis members' } },
      { path: '/memberList/contributionList', title: { zh: '贡献值会员', en: 'Contribution members' } },
      { path: '/memberList/storedMember', title: { zh: '储值会员', en: 'Stored-value members' } },
      { path: '/memberList/advanceGrowVip', title: { zh: '成长晋级会员', en: 'Growth advancement VIPs' } },
      { path: '/memberList/advanceUnionVip', title: { zh: '工会晋级会员', en: 'Union advancement VIPs' } },
      { path: '/memberList/jbUser', title: { zh: '集贝会员', en: 'Jibe members' } },
      { path: '/memberList/advanceEntry', title: { zh: '晋级录入', en: 'Advancement entry' } },
    ],
  },
  {
    path: '/consumeClock',
    title: { zh: '消费打卡', en: 'Consumption check-in' },
    icon: 'clock',
    children: [
      { path: '/consumeClock/consumeClockConfig', title: { zh: '打卡设置', en: 'Check-in settings' } },
      { path: '/consumeClock/consumeClockList', title: { zh: '打卡记录', en: 'Check-in records' } },
    ],
  },
  {
    path: '/signIn',
    title: { zh: '签到管理', en: 'Sign-in' },
    icon: 'calendar check',
    children: [
      { path: '/signIn/punchCheck', title: { zh: '打卡审核', en: 'Check-in review' } },
      { path: '/signIn/signinOrder', title: { zh: '签到订单', en: 'Sign-in orders' } },
      { path: '/signIn/SignInData', title: { zh: '签到数据', en: 'Sign-in data' } },
      { path: '/signIn/orderData', title: { zh: '订单数据', en: 'Order data' } },
      { path: '/signIn/performance', title: { zh: '业绩统计', en: 'Performance' } },
    ],
  },
  {
    path: '/signinSector',
    title: { zh: '门店签到', en: 'Store sign-in' },
    icon: 'calendar alternate',
    children: [
      { path: '/signinSector/storePunchCheck', title: { zh: '门店打卡审核', en: 'Store check-in review' } },
      { path: '/signinSector/studyClockin', title: { zh: '学习打卡', en: 'Study check-in' } },
      { path: '/signinSector/storeOrderList', title: { zh: '门店订单', en: 'Store orders' } },
      { path: '/signinSector/allList', title: { zh: '全部记录', en: 'All records' } },
      { path: '/signinSector/storePerformance', title: { zh: '门店业绩', en: 'Store performance' } },
    ],
  },
  {
    path: '/marketingSection',
    title: { zh: '营销活动', en: 'Marketing' },
    icon: 'bullhorn',
    children: [
      { path: '/marketingSection/groupBuying', title: { zh: '拼团活动', en: 'Group-buy campaigns' } },
      { path: '/marketingSection/groupSetting', title: { zh: '拼团设置', en: 'Group-buy settings' } },
      { path: '/marketingSection/limitedTimeShop', title: { zh: '限时抢购', en: 'Flash sales' } },
      { path: '/marketingSection/limitedTimeSetting', title: { zh: '限时抢购设置', en: 'Flash sale settings' } },
    ],
  },
  {
    path: '/contribution',
    title: { zh: '贡献值管理', en: 'Contribution' },
    icon: 'handshake',
    children: [
      { path: '/contribution/con_repayConfig', title: { zh: '返还设置', en: 'Cash-back settings' } },
      { path: '/contribution/con_repayList', title: { zh: '返还记录', en: 'Cash-back records' } },
      { path: '/contribution/rebateExchange', title: { zh: '返利兑换', en: 'Rebate exchange' } },
      { path: '/contribution/contributionYj', title: { zh: '贡献值业绩', en: 'Contribution performance' } },
    ],
  },
  {
    path: '/serviceOfficer',
    title: { zh: '服务官管理', en: 'Service officers' },
    icon: 'id badge',
    children: [
      { path: '/serviceOfficer/serviceOfficerConfig', title: { zh: '服务官设置', en: 'Service officer settings' } },
      { path: '/serviceOfficer/serviceOfficerList', title: { zh: '服务官列表', en: 'Service officer list' } },
      { path: '/serviceOfficer/serviceExamineList', title: { zh: '服务官审核', en: 'Service officer review' } },
      { path: '/serviceOfficer/serviceExamineRecord', title: { zh: '审核记录', en: 'Review records' } },
    ],
  },
  {
    path: '/tradeunionModule',
    title: { zh: '工会管理', en: 'Trade union' },
    icon: 'sitemap',
    children: [
      { path: '/tradeunionModule/tradeunionPackage', title: { zh: '工会礼包', en: 'Trade-union packages' } },
      { path: '/tradeunionModule/tradeunionList', title: { zh: '工会会员', en: 'Trade-union members' } },
    ],
  },
];
