/**
 * The console's business routes as the menu lists them (docs/routes.md): 238 routes in 39 groups, in menu order, each
 * with its path, title and whether it is a platform governance screen. Data only: contract/routes.ts derives the
 * labels, the flat list and the route sets from it.
 *
 * - Groups keep the menu's order. Each single-screen route (/smsConfig/index, /richText/index, ...) is its own group
 *   with one child; /shipments/shipments is the group /shipments with one child.
 * - adminOnly: the platform governance screens left out of the seller route set (docs/routes.md, "Route sets").
 */
import type { Text } from './i18n.ts';

/** A route as the catalogue writes it: its label is not written, labelOf derives it. */
export interface RouteEntry {
  /** Full hash path, e.g. '/goods/index'. */
  path: string;
  title: Text;
  /** Platform governance screens hidden from the seller route set (docs/routes.md, "Route sets"). */
  adminOnly?: true;
}

export interface GroupEntry<Route> {
  /** '/goods' */
  path: string;
  title: Text;
  /**
   * A semantic-ui icon name (https://react.semantic-ui.com/elements/icon/) for the sidebar, e.g. 'shopping bag',
   * 'file alternate', 'truck'. Only names from Semantic UI 2.4's icon set.
   */
  icon: string;
  children: Route[];
}

export const CATALOGUE: GroupEntry<RouteEntry>[] = [
  {
    path: '/goods',
    title: { zh: '商品管理', en: 'Goods' },
    icon: 'shopping bag',
    children: [
      { path: '/goods/index', title: { zh: '商品列表', en: 'Goods list' } },
      { path: '/goods/activityRegistration', title: { zh: '活动报名', en: 'Activity registration' } },
      { path: '/goods/activeList', title: { zh: '活动商品', en: 'Activity goods' } },
      { path: '/goods/promotionGoods', title: { zh: '促销专区', en: 'Promotion zone' } },
      { path: '/goods/welfarePromotion', title: { zh: '福利专区', en: 'Welfare zone' } },
      { path: '/goods/gogoGoods', title: { zh: 'GOGO专区', en: 'GoGo zone' } },
      { path: '/goods/wholesaleGoods', title: { zh: '批发专区', en: 'Wholesale zone' } },
      { path: '/goods/quanping', title: { zh: '全品专区', en: 'All-category zone' } },
      { path: '/goods/purchasedGoods', title: { zh: '采购专区', en: 'Procurement zone' } },
      { path: '/goods/ElectricityReturn', title: { zh: '电费返还专区', en: 'Electricity rebate zone' } },
      { path: '/goods/instalment', title: { zh: '分期专区', en: 'Instalment zone' } },
      { path: '/goods/povertyGoods', title: { zh: '扶贫专区', en: 'Poverty relief zone' } },
      { path: '/goods/liveGoods', title: { zh: '直播专区', en: 'Live-stream zone' } },
      { path: '/goods/appreciation', title: { zh: '增值专区', en: 'Appreciation zone' } },
      { path: '/goods/Supplementary', title: { zh: '补充专区', en: 'Supplementary zone' } },
      { path: '/goods/tradeunionIncrement', title: { zh: '工会增值专区', en: 'Trade-union increment zone' } },
      { path: '/goods/queuingGratis', title: { zh: '排队免单专区', en: 'Queue-for-free zone' } },
      { path: '/goods/superlinkGoods', title: { zh: '超链专区', en: 'Superlink zone' } },
      { path: '/goods/newPeopleGoods', title: { zh: '新人专区', en: 'New-user zone' } },
      { path: '/goods/withdrawGoods', title: { zh: '提现专区', en: 'Withdrawal zone' } },
      { path: '/goods/repeatGoods', title: { zh: '复购专区', en: 'Repeat purchase zone' } },
      { path: '/goods/returnGoods', title: { zh: '全返兑换专区', en: 'Full-return exchange zone' } },
      { path: '/goods/systemSettings', title: { zh: '消费积分系统设置', en: 'Consumption points settings' } },
    ],
  },
  {
    path: '/other',
    title: { zh: '商品审核', en: 'Goods review' },
    icon: 'check square',
    children: [
      { path: '/other/preAuth', title: { zh: '商品预审', en: 'Pre-review' } },
      { path: '/other/auth', title: { zh: '商品审核', en: 'Product review' } },
      { path: '/other/authStore', title: { zh: '发货时间变更审核', en: 'Delivery-time change review' } },
      { path: '/other/expect', title: { zh: '预告商品', en: 'Upcoming goods' } },
      { path: '/other/allReturnGoods', title: { zh: '全返商品审核', en: 'Full-return goods review' } },
    ],
  },
  {
    path: '/shipments',
    title: { zh: '发货管理', en: 'Shipping' },
    icon: 'truck',
    children: [
      { path: '/shipments/shipments', title: { zh: '发货列表', en: 'Shipments' } },
    ],
  },
  {
    path: '/order',
    title: { zh: '订单管理', en: 'Orders' },
    icon: 'file alternate',
    children: [
      { path: '/order/searchOrder', title: { zh: '订单查询', en: 'Order search' } },
      { path: '/order/index', title: { zh: '普通订单', en: 'Normal orders' } },
      { path: '/order/superLinkOrder', title: { zh: '超链订单', en: 'Superlink orders' } },
      { path: '/order/activityRegistrationOrder', title: { zh: '活动报名订单', en: 'Activity registration orders' } },
      { path: '/order/gratisOrder', title: { zh: '免单订单', en: 'Gratis orders' } },
      { path: '/order/gratisOutOrder', title: { zh: '免单出局订单', en: 'Gratis exit orders' } },
      { path: '/order/promotion', title: { zh: '促销订单', en: 'Promotion orders' } },
      { path: '/order/porder', title: { zh: '批发订单', en: 'Wholesale orders' } },
      { path: '/order/gorder', title: { zh: '拼团订单', en: 'Group-buy orders' } },
      { path: '/order/corder', title: { zh: '秒杀订单', en: 'Seckill orders' } },
      { path: '/order/newOrder', title: { zh: '新人订单', en: 'New-user orders' } },
      { path: '/order/storeOrder', title: { zh: '门店订单', en: 'Store orders' } },
      { path: '/order/repayOrder', title: { zh: '返还订单', en: 'Cash-back orders' } },
      { path: '/order/shegouOrder', title: { zh: '赊购订单', en: 'Credit purchase orders' } },
      { path: '/order/instalmentOrder', title: { zh: '分期专区订单', en: 'Instalment zone orders' } },
      { path: '/order/allRetuen', title: { zh: '全返订单', en: 'Full-return orders' } },
      { path: '/order/ElectricityOrder', title: { zh: '电费返还订单', en: 'Electricity rebate orders' } },
      { path: '/order/dividendStockOrder', title: { zh: '分红股订单', en: 'Dividend stock orders' } },
      { path: '/order/bonusSharesOrder', title: { zh: '送股订单', en: 'Bonus share orders' } },
      { path: '/order/tradeunionOrder', title: { zh: '工会订单', en: 'Trade-union orders' } },
      { path: '/order/workpointsUseOrder', title: { zh: '工分消费订单', en: 'Work-points orders' } },
      { path: '/order/assortment', title: { zh: '组合订单', en: 'Assortment orders' } },
      { path: '/order/welfareOrder', title: { zh: '福利订单', en: 'Welfare orders' } },
      { path: '/order/activingOrder', title: { zh: '激活订单', en: 'Activation orders' } },
      { path: '/order/oneGoodsOrder', title: { zh: '单品订单', en: 'Single-item orders' } },
      { path: '/order/collectOrder', title: { zh: '集采订单', en: 'Collective purchase orders' } },
      { path: '/order/returnGoodsOrder', title: { zh: '全返兑换订单', en: 'Full-return exchange orders' } },
      { path: '/order/optionalOrder', title: { zh: '自选订单', en: 'Pick-your-own orders' } },
      { path: '/order/preStoredOrder', title: { zh: '预存订单', en: 'Prepaid orders' } },
      { path: '/order/InstallmentOrder', title: { zh: '分期付款订单', en: 'Instalment payment orders' } },
      { path: '/order/withdrawOrder', title: { zh: '提现专区订单', en: 'Withdrawal zone orders' } },
      { path: '/order/repeatGoodsOrder', title: { zh: '复购订单', en: 'Repeat purchase orders' } },
      { path: '/order/jibeOrder', title: { zh: '集贝订单', en: 'Jibe orders' } },
    ],
  },
  {
    path: '/afterSale',
    title: { zh: '售后管理', en: 'After-sales' },
    icon: 'undo',
    children: [
      { path: '/afterSale/index', title: { zh: '售后列表', en: 'After-sales list' } },
      { path: '/afterSale/storeAfterSale', title: { zh: '门店售后', en: 'Store after-sales' } },
    ],
  },
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
  {
    path: '/infoManagement',
    title: { zh: '运营管理', en: 'Operations' },
    icon: 'cog',
    children: [
      { path: '/infoManagement/newHomeSet', title: { zh: '新版首页设置', en: 'New home page settings' } },
      { path: '/infoManagement/growAdvance', title: { zh: '成长晋级设置', en: 'Growth advancement settings' } },
      { path: '/infoManagement/growDividend', title: { zh: '成长分红设置', en: 'Growth dividend settings' } },
      { path: '/infoManagement/unionAdvance', title: { zh: '工会晋级设置', en: 'Union advancement settings' } },
      { path: '/infoManagement/platformAptitude', title: { zh: '平台资质', en: 'Platform qualifications' }, adminOnly: true },
      { path: '/infoManagement/bonusSet', title: { zh: '奖金设置', en: 'Bonus settings' } },
      { path: '/infoManagement/propertySet', title: { zh: '资产设置', en: 'Asset settings' } },
      { path: '/infoManagement/marketingSet', title: { zh: '营销设置', en: 'Marketing settings' } },
      { path: '/infoManagement/videoSetting', title: { zh: '视频设置', en: 'Video settings' } },
      { path: '/infoManagement/logList', title: { zh: '日志列表', en: 'Logs' } },
      { path: '/infoManagement/shopSetting', title: { zh: '商城设置', en: 'Mall settings' } },
      { path: '/infoManagement/rewardsPenalties', title: { zh: '奖惩管理', en: 'Rewards and penalties' } },
      { path: '/infoManagement/miniClass', title: { zh: '微课堂', en: 'Mini classes' } },
      { path: '/infoManagement/manageList', title: { zh: '管理人员', en: 'Managers' } },
      { path: '/infoManagement/operatingList', title: { zh: '运营人员', en: 'Operators' } },
      { path: '/infoManagement/classify', title: { zh: '商品分类', en: 'Product categories' } },
      { path: '/infoManagement/customClass', title: { zh: '自定义分类', en: 'Custom categories' } },
      { path: '/infoManagement/modelClass', title: { zh: '模型分类', en: 'Model categories' } },
      { path: '/infoManagement/businessOpera', title: { zh: '业务运营', en: 'Business operations' } },
      { path: '/infoManagement/appIcon', title: { zh: '应用图标', en: 'App icons' } },
      { path: '/infoManagement/newsClass', title: { zh: '资讯分类', en: 'News categories' } },
      { path: '/infoManagement/freight', title: { zh: '运费模板', en: 'Freight templates' } },
      { path: '/infoManagement/special', title: { zh: '专题活动', en: 'Special topics' } },
      { path: '/infoManagement/read', title: { zh: '阅读奖励', en: 'Reading rewards' } },
      { path: '/infoManagement/rainPackage', title: { zh: '红包雨', en: 'Red packet rain' } },
      { path: '/infoManagement/rainPackageNew', title: { zh: '新版红包雨', en: 'Red packet rain (new)' } },
      { path: '/infoManagement/sign', title: { zh: '签到设置', en: 'Sign-in settings' } },
      { path: '/infoManagement/bargain', title: { zh: '砍价活动', en: 'Bargain campaigns' } },
      { path: '/infoManagement/recommended', title: { zh: '推荐位', en: 'Recommended slots' } },
      { path: '/infoManagement/banner', title: { zh: '轮播图', en: 'Banners' } },
      { path: '/infoManagement/activitiesBanner', title: { zh: '活动横幅', en: 'Activity banners' } },
      { path: '/infoManagement/attractMain', title: { zh: '招商主页', en: 'Merchant recruitment page' } },
      { path: '/infoManagement/attractMain2', title: { zh: '招商主页二', en: 'Merchant recruitment page 2' } },
      { path: '/infoManagement/about', title: { zh: '关于我们', en: 'About us' } },
      { path: '/infoManagement/address', title: { zh: '地址管理', en: 'Addresses' } },
      { path: '/infoManagement/business', title: { zh: '商务合作', en: 'Business cooperation' } },
      { path: '/infoManagement/home', title: { zh: '首页设置', en: 'Home page settings' } },
      { path: '/infoManagement/share', title: { zh: '分享设置', en: 'Share settings' } },
      { path: '/infoManagement/dScore', title: { zh: 'D积分设置', en: 'D-score settings' } },
      { path: '/infoManagement/setting', title: { zh: '参数设置', en: 'Parameter settings' } },
      { path: '/infoManagement/asset', title: { zh: '资金设置', en: 'Fund settings' } },
      { path: '/infoManagement/fullReturn', title: { zh: '全返设置', en: 'Full-return settings' } },
      { path: '/infoManagement/fullReturnZone', title: { zh: '全返专区', en: 'Full-return zone' } },
      { path: '/infoManagement/fullReturnGoods', title: { zh: '全返商品', en: 'Full-return goods' } },
      { path: '/infoManagement/award', title: { zh: '奖励设置', en: 'Reward settings' } },
      { path: '/infoManagement/poster', title: { zh: '海报管理', en: 'Posters' } },
      { path: '/infoManagement/rebate', title: { zh: '返利设置', en: 'Rebate settings' } },
      { path: '/infoManagement/LiveList', title: { zh: '直播列表', en: 'Live streams' } },
      { path: '/infoManagement/povertyReduction', title: { zh: '扶贫管理', en: 'Poverty relief' } },
      { path: '/infoManagement/feedback', title: { zh: '意见反馈', en: 'Feedback' } },
      { path: '/infoManagement/useRogout', title: { zh: '账号注销', en: 'Account cancellation' } },
      { path: '/infoManagement/agreement', title: { zh: '协议管理', en: 'Agreements' } },
      { path: '/infoManagement/operatingRecord', title: { zh: '操作记录', en: 'Operation records' }, adminOnly: true },
      { path: '/infoManagement/systemLog', title: { zh: '系统日志', en: 'System logs' }, adminOnly: true },
    ],
  },
  {
    path: '/lottery',
    title: { zh: '抽奖管理', en: 'Lottery' },
    icon: 'trophy',
    children: [
      { path: '/lottery/lotteryRecord', title: { zh: '抽奖记录', en: 'Draw records' } },
      { path: '/lottery/dslotteryRecord', title: { zh: 'D积分抽奖记录', en: 'D-score draw records' } },
      { path: '/lottery/shopMarketing', title: { zh: '商家营销', en: 'Merchant marketing' } },
      { path: '/lottery/activityList', title: { zh: '抽奖活动', en: 'Lottery campaigns' } },
      { path: '/lottery/globleSetting', title: { zh: '全局设置', en: 'Global settings' } },
    ],
  },
  {
    path: '/pyqyx',
    title: { zh: '朋友圈营销', en: 'Moments marketing' },
    icon: 'share alternate',
    children: [
      { path: '/pyqyx/pyqAward', title: { zh: '朋友圈奖励', en: 'Moments rewards' } },
      { path: '/pyqyx/putNews', title: { zh: '发布动态', en: 'Post updates' } },
    ],
  },
  {
    path: '/datacenter',
    title: { zh: '数据中心', en: 'Data centre' },
    icon: 'chart bar',
    children: [
      { path: '/datacenter/tradinfo', title: { zh: '交易数据', en: 'Trade data' } },
      { path: '/datacenter/goodsinfo', title: { zh: '商品数据', en: 'Goods data' } },
      { path: '/datacenter/storeinfo', title: { zh: '店铺数据', en: 'Store data' } },
    ],
  },
  {
    path: '/finance',
    title: { zh: '财务管理', en: 'Finance' },
    icon: 'yen sign',
    children: [
      { path: '/finance/bossAudit', title: { zh: '负责人审核', en: 'Owner approval' } },
      { path: '/finance/withdrawUseList', title: { zh: '提现使用记录', en: 'Withdrawal usage records' } },
      { path: '/finance/manualHandling', title: { zh: '人工调账', en: 'Manual adjustments' } },
      { path: '/finance/rechargeType', title: { zh: '充值类型', en: 'Recharge types' } },
      { path: '/finance/platformRecharge', title: { zh: '平台充值', en: 'Platform recharge' } },
      { path: '/finance/batchImport', title: { zh: '批量导入', en: 'Batch import' } },
      { path: '/finance/pdAssignConfig', title: { zh: '分配设置', en: 'Allocation settings' } },
      { path: '/finance/hedgingManage', title: { zh: '对冲管理', en: 'Hedging' } },
      { path: '/finance/hedgingbatchimport', title: { zh: '对冲批量导入', en: 'Hedging batch import' } },
      { path: '/finance/gxzShegou', title: { zh: '贡献值赊购', en: 'Contribution credit purchases' } },
      { path: '/finance/assetsgiroRecord', title: { zh: '资产转账记录', en: 'Asset transfer records' } },
      { path: '/finance/electricityData', title: { zh: '电费数据', en: 'Electricity data' } },
      { path: '/finance/deal', title: { zh: '交易明细', en: 'Transaction details' } },
      { path: '/finance/community', title: { zh: '社区明细', en: 'Community details' } },
      { path: '/finance/reward', title: { zh: '奖励明细', en: 'Reward details' } },
      { path: '/finance/repayment', title: { zh: '返还明细', en: 'Cash-back details' } },
      { path: '/finance/bonusShares', title: { zh: '送股明细', en: 'Bonus share details' } },
      { path: '/finance/makeAudit', title: { zh: '制单审核', en: 'Voucher approval' } },
      { path: '/finance/serviceCharge', title: { zh: '手续费明细', en: 'Service fee details' } },
      { path: '/finance/allRerurn', title: { zh: '全返明细', en: 'Full-return details' } },
      { path: '/finance/shegouDetail', title: { zh: '赊购明细', en: 'Credit purchase details' } },
      { path: '/finance/zengzhiList', title: { zh: '增值明细', en: 'Appreciation details' } },
    ],
  },
  {
    path: '/store',
    title: { zh: '店铺管理', en: 'Stores' },
    icon: 'building',
    children: [
      { path: '/store/alllist', title: { zh: '全部店铺', en: 'All stores' } },
      { path: '/store/check', title: { zh: '入驻审核', en: 'Onboarding review' } },
      { path: '/store/recommend', title: { zh: '推荐店铺', en: 'Recommended stores' } },
      { path: '/store/guide', title: { zh: '入驻指南', en: 'Onboarding guide' } },
      { path: '/store/newGuide', title: { zh: '新版入驻指南', en: 'Onboarding guide (new)' } },
      { path: '/store/storeReview', title: { zh: '店铺审核', en: 'Store review' } },
      { path: '/store/storePayout', title: { zh: '店铺结算', en: 'Store payouts' } },
      { path: '/store/newStoreList', title: { zh: '新入驻店铺', en: 'Newly joined stores' } },
      { path: '/store/payoutList', title: { zh: '结算列表', en: 'Payout list' } },
      { path: '/store/billList', title: { zh: '账单列表', en: 'Bills' } },
    ],
  },
  {
    path: '/offlineStore',
    title: { zh: '线下门店', en: 'Offline stores' },
    icon: 'map marker alternate',
    children: [
      { path: '/offlineStore/list', title: { zh: '门店列表', en: 'Store list' } },
      { path: '/offlineStore/check', title: { zh: '门店审核', en: 'Store review' } },
      { path: '/offlineStore/recommend', title: { zh: '推荐门店', en: 'Recommended stores' } },
      { path: '/offlineStore/server', title: { zh: '门店服务', en: 'Store services' } },
    ],
  },
  {
    path: '/offlineShop',
    title: { zh: '线下商城', en: 'Offline mall' },
    icon: 'shop',
    children: [
      { path: '/offlineShop/offline_settledConfig', title: { zh: '入驻设置', en: 'Onboarding settings' } },
      { path: '/offlineShop/offline_goodsReview', title: { zh: '商品审核', en: 'Goods review' } },
      { path: '/offlineShop/offline_goodsManage', title: { zh: '商品管理', en: 'Goods management' } },
      { path: '/offlineShop/offline_orderManage', title: { zh: '订单管理', en: 'Order management' } },
    ],
  },
  {
    path: '/businessCommunity',
    title: { zh: '商圈管理', en: 'Business circles' },
    icon: 'map',
    children: [
      { path: '/businessCommunity/index', title: { zh: '商圈列表', en: 'Business circle list' } },
      { path: '/businessCommunity/businessSetting', title: { zh: '商圈设置', en: 'Business circle settings' } },
    ],
  },
  {
    path: '/property',
    title: { zh: '资产管理', en: 'Assets' },
    icon: 'exchange',
    children: [
      { path: '/property/conversion', title: { zh: '资产转换', en: 'Asset conversion' } },
      { path: '/property/settings', title: { zh: '资产设置', en: 'Asset settings' } },
    ],
  },
];
