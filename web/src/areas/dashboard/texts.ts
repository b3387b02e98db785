/**
 * The dashboards' texts (under `dashboard.`), added to i18next when the dashboard chunk loads so no other page
 * downloads them. The `en` type makes a key missing in one language a compile error.
 */
import type { i18n as I18n } from 'i18next';

export const zh = {
  dashboard: {
    figure: {
      sales: '销售额',
      orders: '订单数',
      buyers: '下单人数',
      average_order: '客单价',
      after_sales: '售后申请',
      goods_amount: '商品销售额',
      units: '销售件数',
      goods_sold: '动销商品数',
      new_goods: '新增商品',
      active_stores: '动销店铺数',
      new_stores: '新入驻申请',
      new_members: '新增会员',
      visits: '访问量',
    },
    breakdown: {
      sales_by_pay_method: '支付方式销售额占比',
      orders_by_type: '订单类型分布',
      amount_by_class: '商品类目销售额',
      amount_by_zone: '商品专区销售额',
      sales_by_category: '店铺主营类目销售额',
      sales_by_region: '店铺地区销售额',
    },
    ranking: {
      top_regions: '地区排行',
      top_goods: '商品销售排行',
      top_stores: '店铺销售排行',
      rank: '排名',
      name: {
        top_regions: '地区（买家所在省份）',
        top_goods: '商品',
        top_stores: '店铺',
      },
    },
    todo: {
      title: '待办事项',
      to_ship: '待发货订单',
      refunds: '待处理售后',
      withdrawals: '待审核提现',
      goods_review: '待审核商品',
      merchant_review: '待审核商家',
      open: '去处理',
    },
    range: {
      today: '今天',
      yesterday: '昨天',
      '7d': '近7天',
      '30d': '近30天',
      from: '开始日期',
      to: '结束日期',
      apply: '查询',
      current: '统计区间 {{start}} 至 {{end}}，对比 {{previousStart}} 至 {{previousEnd}}',
      asOf: '（今日截至 {{time}}，与上期同时段对比）',
      incomplete: '请选择开始和结束日期',
      reversed: '开始日期不能晚于结束日期',
      tooLong: '统计区间最长 {{days}} 天',
    },
    kpi: {
      previous: '上期 {{value}}',
      yesterday: '昨日 {{value}}',
      yesterdaySameTime: '昨日同时段 {{value}}',
      previousSameTime: '上期同时段 {{value}}',
      noComparison: '无对比数据',
      up: '较上期上升',
      down: '较上期下降',
    },
    home: {
      today: '今日数据（{{day}}）',
      sameTime: '截至 {{time}}，较昨日同时段（00:00–{{time}}）',
      trend: '近30天趋势',
    },
    trend: '趋势',
    soFar: {
      day: '今日（截至 {{time}}）',
      hour: '本小时（截至 {{time}}）',
    },
    empty: '该时段暂无数据',
    refresh: '刷新',
    chartFailed: '图表加载失败',
    other: '其他',
    export: {
      button: '导出',
      done: '已导出',
      failed: '导出失败：{{message}}',
      kpis: '指标',
      value: '本期',
      previous: '上期',
      change: '变化(%)',
      period: '统计区间',
      previousPeriod: '对比区间',
      time: '时间',
      item: '项目',
      share: '数值',
    },
  },
};

type Texts<T> = { [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export const en: Texts<typeof zh> = {
  dashboard: {
    figure: {
      sales: 'Sales',
      orders: 'Orders',
      buyers: 'Buyers',
      average_order: 'Average order',
      after_sales: 'After-sales requests',
      goods_amount: 'Goods sales',
      units: 'Units sold',
      goods_sold: 'Goods with sales',
      new_goods: 'New goods',
      active_stores: 'Stores with sales',
      new_stores: 'New applications',
      new_members: 'New members',
      visits: 'Visits',
    },
    breakdown: {
      sales_by_pay_method: 'Sales by payment method',
      orders_by_type: 'Orders by type',
      amount_by_class: 'Goods sales by category',
      amount_by_zone: 'Goods sales by zone',
      sales_by_category: 'Sales by store category',
      sales_by_region: 'Sales by store region',
    },
    ranking: {
      top_regions: 'Top regions',
      top_goods: 'Top goods',
      top_stores: 'Top stores',
      rank: 'Rank',
      name: {
        top_regions: "Region (buyer's province)",
        top_goods: 'Goods',
        top_stores: 'Store',
      },
    },
    todo: {
      title: 'To do',
      to_ship: 'Orders to ship',
      refunds: 'Refunds pending',
      withdrawals: 'Withdrawals pending',
      goods_review: 'Goods to review',
      merchant_review: 'Merchants to review',
      open: 'Open',
    },
    range: {
      today: 'Today',
      yesterday: 'Yesterday',
      '7d': 'Last 7 days',
      '30d': 'Last 30 days',
      from: 'From',
      to: 'To',
      apply: 'Apply',
      current: 'Period {{start}} to {{end}}, compared with {{previousStart}} to {{previousEnd}}',
      asOf: ' (today so far, to {{time}}, against the previous period up to the same time)',
      incomplete: 'Choose a start and an end date',
      reversed: 'The start date cannot be after the end date',
      tooLong: 'The period is at most {{days}} days',
    },
    kpi: {
      previous: 'Previous {{value}}',
      yesterday: 'Yesterday {{value}}',
      yesterdaySameTime: 'Yesterday, same time {{value}}',
      previousSameTime: 'Previous, same time {{value}}',
      noComparison: 'Nothing to compare with',
      up: 'Up on the previous period',
      down: 'Down on the previous period',
    },
    home: {
      today: 'Today ({{day}})',
      sameTime: 'As of {{time}}, vs yesterday, same time (00:00–{{time}})',
      trend: 'Last 30 days',
    },
    trend: 'Trend',
    soFar: {
      day: 'Today (so far, {{time}})',
      hour: 'This hour (so far, {{time}})',
    },
    empty: 'No data in this period',
    refresh: 'Refresh',
    chartFailed: 'The chart could not be loaded',
    other: 'Other',
    export: {
      button: 'Export',
      done: 'Exported',
      failed: 'Export failed: {{message}}',
      kpis: 'Figures',
      value: 'This period',
      previous: 'Previous period',
      change: 'Change (%)',
      period: 'Period',
      previousPeriod: 'Compared with',
      time: 'Time',
      item: 'Item',
      share: 'Value',
    },
  },
};

/** Adds the dashboard texts once (a second call, after a hot reload or from another dashboard, changes nothing). */
export function addDashboardTexts(i18n: I18n): void {
  if (i18n.exists('dashboard.figure.sales', { lng: 'zh' })) return;
  i18n.addResourceBundle('zh', 'translation', zh, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
}
