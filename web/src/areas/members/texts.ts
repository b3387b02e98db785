/** Texts of the members screens, under `screens.members.`. */
import type { Texts } from '../../i18n/texts.ts';

export const zh = {
  openDetail: '打开会员详情',
  openTree: '查看推荐关系',
  search: {
    hint: '按姓名、昵称或手机号查找会员',
    placeholder: '姓名 / 昵称 / 手机号',
    empty: '请输入姓名、昵称或手机号',
    none: '没有找到匹配的会员',
    pick: '查看',
  },
  detail: {
    open: '查看',
    another: '查找其他会员',
    tabs: {
      profile: '基本资料',
      orders: '订单',
      balance: '余额明细',
      points: '积分明细',
      contribution: '贡献值明细',
      growth: '成长值明细',
      referrals: '直推会员',
      addresses: '收货地址',
    },
  },
  tree: {
    hint: '点击 + 展开下一级推荐会员，每次加载 100 人',
    expand: '展开',
    collapse: '收起',
    direct: '直推 {{count}} 人',
    more: '加载更多（已显示 {{shown}} / {{total}}）',
  },
  performance: {
    totals: '合计 {{count}} 条：业绩 {{sales}}，佣金 {{commission}}',
  },
};

export const en: Texts<typeof zh> = {
  openDetail: 'Open member details',
  openTree: 'Referral tree',
  search: {
    hint: 'Find a member by name, nickname or phone',
    placeholder: 'Name / nickname / phone',
    empty: 'Type a name, nickname or phone number',
    none: 'No member matches',
    pick: 'Open',
  },
  detail: {
    open: 'Open',
    another: 'Find another member',
    tabs: {
      profile: 'Profile',
      orders: 'Orders',
      balance: 'Balance flows',
      points: 'Points flows',
      contribution: 'Contribution flows',
      growth: 'Growth flows',
      referrals: 'Direct referrals',
      addresses: 'Addresses',
    },
  },
  tree: {
    hint: 'Click + to open the next level of referrals, 100 at a time',
    expand: 'Expand',
    collapse: 'Collapse',
    direct_one: '{{count}} direct referral',
    direct: '{{count}} direct referrals',
    more: 'Load more ({{shown}} of {{total}} shown)',
  },
  performance: {
    totals_one: 'Total of {{count}} row: sales {{sales}}, commission {{commission}}',
    totals: 'Total of {{count}} rows: sales {{sales}}, commission {{commission}}',
  },
};
