/** The seeded rich texts: each page's documents, written as the editor would write them. */
import type { RichTextPage } from '../../../contract/resources/content/richTexts.ts';

interface SeedText {
  key: string;
  title: string;
  body: string;
}

const section = (heading: string, items: string[]) => `<h2>${heading}</h2><ul>${items.map((i) => `<li><p>${i}</p></li>`).join('')}</ul>`;
const para = (...lines: string[]) => lines.map((l) => `<p>${l}</p>`).join('');
const table = (head: string[], rows: string[][]) =>
  `<table><tbody><tr>${head.map((h) => `<th><p>${h}</p></th>`).join('')}</tr>${rows
    .map((r) => `<tr>${r.map((c) => `<td><p>${c}</p></td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;

export const SEED_TEXTS: Record<RichTextPage, SeedText[]> = {
  platform: [
    {
      key: 'register_notice',
      title: '注册须知',
      body: para('欢迎注册成为平台会员。注册前请仔细阅读以下须知。') + section('注册条件', ['年满 18 周岁的中国大陆居民', '使用本人实名认证的手机号', '一个手机号只能注册一个账号']),
    },
    {
      key: 'points_rules',
      title: '积分规则',
      body:
        para('积分可在积分商城兑换商品，也可在下单时抵扣现金。') +
        table(['行为', '获得积分', '每日上限'], [['每日签到', '5', '5'], ['完成订单（每消费 1 元）', '1', '不限'], ['发表评价', '10', '30']]) +
        section('使用规则', ['100 积分抵扣 1 元', '积分有效期为获得后的 12 个月', '退款订单返还已抵扣的积分']),
    },
    {
      key: 'withdraw_notice',
      title: '提现说明',
      body: para('余额提现在 1 到 3 个工作日内到账。') + section('提现规则', ['单笔最低 10 元，最高 50,000 元', '每日最多申请 3 次', '提现手续费按平台设置收取']),
    },
    {
      key: 'after_sale_policy',
      title: '售后政策',
      body: para('平台支持七天无理由退货（定制、生鲜等特殊商品除外）。') + section('退货流程', ['在订单详情申请售后', '商家同意后寄回商品并填写快递单号', '商家确认收货后原路退款']),
    },
    {
      key: 'shipping_notice',
      title: '配送说明',
      body: para('商品由各商家从所在地发货，一般在付款后 48 小时内发出。', '偏远地区（新疆、西藏等）可能需要额外运费。'),
    },
  ],
  agreement: [
    {
      key: 'user_agreement',
      title: '用户服务协议',
      body:
        para('本协议是您与平台之间关于使用平台服务所订立的协议。') +
        section('一、账号注册与使用', ['您应提供真实、准确的注册信息', '账号仅限本人使用，不得转让或出借', '如发现账号被盗用，请立即联系客服']) +
        section('二、用户行为规范', ['不得发布违法、侵权或虚假信息', '不得利用平台从事任何违法活动']) +
        para('<strong>请您务必审慎阅读、充分理解各条款内容。</strong>'),
    },
    {
      key: 'privacy_policy',
      title: '隐私政策',
      body:
        para('我们重视您的个人信息保护。本政策说明我们如何收集、使用和保护您的信息。') +
        table(['信息类型', '用途', '保存期限'], [['手机号', '登录与通知', '账号注销前'], ['收货地址', '配送商品', '账号注销前'], ['设备信息', '安全风控', '6 个月']]) +
        section('您的权利', ['查询、更正您的个人信息', '删除个人信息或注销账号', '撤回授权同意']),
    },
    {
      key: 'merchant_agreement',
      title: '商家入驻协议',
      body: para('商家入驻平台前应阅读并同意本协议。') + section('入驻资质', ['有效的营业执照', '法定代表人身份证明', '品牌授权书（经营品牌商品时）']),
    },
    {
      key: 'member_agreement',
      title: '会员服务协议',
      body: para('会员可享受专属价格、积分加速与生日礼包等权益。') + section('会员等级', ['VIP1 至 VIP4 按累计消费升级', '等级有效期为 12 个月']),
    },
    {
      key: 'recharge_agreement',
      title: '充值协议',
      body: para('充值金额仅可用于平台内消费，不可提现、不计利息。', '充值赠送的金额在退款时按比例扣回。'),
    },
  ],
  about: [
    {
      key: 'about_us',
      title: '关于我们',
      body:
        para('我们是一家专注于品质生活的多商户电商与会员服务平台，连接数万家优质商家与千万会员。') +
        section('我们的使命', ['让好商品被更多人看见', '让每一位会员买得放心、用得开心']) +
        table(['年份', '里程碑'], [['2019', '平台上线'], ['2021', '入驻商家突破 1 万家'], ['2023', '会员突破 1,000 万']]),
    },
    {
      key: 'contact_us',
      title: '联系我们',
      body: para('客服热线：400-800-1234（每天 9:00-21:00）', '商务邮箱：bd@example.com', '公司地址：浙江省杭州市西湖区文三路 90 号'),
    },
  ],
  attract: [
    {
      key: 'attract_intro',
      title: '招商介绍',
      body: para('诚邀优质品牌与商家入驻，共享千万会员流量。') + section('平台优势', ['千万级活跃会员', '多种营销工具免费使用', '专属运营顾问一对一扶持']),
    },
    {
      key: 'attract_policy',
      title: '入驻政策',
      body:
        table(['类目', '保证金（元）', '技术服务费率'], [['食品生鲜', '10,000', '3%'], ['美妆个护', '20,000', '5%'], ['家用电器', '30,000', '2%']]) +
        para('新入驻商家首 3 个月技术服务费减半。'),
    },
    {
      key: 'attract_process',
      title: '入驻流程',
      body: `<ol>${['提交入驻申请', '平台审核资质（3 个工作日）', '签署入驻协议并缴纳保证金', '店铺装修与商品上架', '正式开店'].map((s) => `<li><p>${s}</p></li>`).join('')}</ol>`,
    },
  ],
  attract2: [
    {
      key: 'supplier_recruit',
      title: '供应商招募',
      body: para('面向源头工厂与产地直供商家招募供应商。') + section('招募要求', ['具备稳定的生产与供货能力', '产品通过相关质量检测', '支持一件代发']),
    },
    {
      key: 'city_partner',
      title: '城市合伙人',
      body: para('成为城市合伙人，负责所在城市的商家拓展与服务，获得区域销售分成。') + section('合伙人权益', ['区域订单分成', '专属培训与物料支持']),
    },
  ],
  business: [
    {
      key: 'business_cooperation',
      title: '商务合作',
      body:
        para('欢迎品牌方、渠道方与广告主与我们洽谈合作。') +
        section('合作方式', ['供货合作：成为平台自营供应商', '渠道合作：线下门店与社群分销', '广告投放：首页广告位与专题活动']) +
        para('提交合作申请后，商务团队将在 2 个工作日内与您联系。'),
    },
  ],
};
