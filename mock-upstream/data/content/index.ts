/** Seeded demo data of the content screens (after the core tables: members, merchants, goods, orders). */
import type { Article, ArticleKind } from '../../../contract/resources/content/articles.ts';
import type { Comment } from '../../../contract/resources/content/comments.ts';
import type { BusinessApplication } from '../../../contract/resources/content/business.ts';
import { Random } from '../../random.ts';
import type { MockState } from '../../state.ts';
import { formatTime, parseTime } from '../../time.ts';
import { waitingSince } from '../causes.ts';
import { file } from '../files.ts';
import { SEED_TEXTS } from './texts.ts';

const DAY = 86_400_000;

const NEWS_TITLES = [
  '平台春季焕新节即将开启', '新版会员权益上线，积分可抵现', '商家学院第 12 期：如何做好店铺首页', '五一假期物流安排通知',
  '产地直供专区新增 200 款时令水果', '健康生活：夏季饮食的五个建议', '平台开通企业采购通道', '关于打击虚假交易的公告',
  '直播带货新规解读', '双十一备货指南', '会员日专属优惠汇总', '行业观察：社区团购的下一步',
  '商家学院：售后处理的三个原则', '冬季家电焕新补贴说明', '平台年度商家大会回顾', '健康生活：办公室里的简单运动',
];
const CASE_TITLES = [
  '从 0 到月销百万：一家茶叶店的成长', '县域农产品上行的实践', '连锁门店线上线下一体化', '老字号品牌的年轻化之路',
  '社群分销带来 40% 复购', '工厂直供店的选品方法', '一家母婴店的会员运营',
];
const NEWS_COMMENTS = ['内容很实用，已收藏', '期待活动开始', '讲得很清楚，谢谢', '什么时候还有类似的分享？', '学到了', '希望多出这样的文章'];
const GOODS_COMMENTS: [number, string][] = [
  [5, '质量很好，和描述一致，物流也快'], [5, '第二次回购了，家里人都喜欢'], [4, '整体不错，包装可以再结实一点'],
  [4, '性价比高，推荐'], [3, '一般般，没有想象中好'], [2, '发货太慢，等了一周'], [1, '收到有破损，客服处理得慢'],
  [5, '味道正宗，下次还买'], [3, '尺码偏小，建议买大一号'],
];
const COMPANIES = ['杭州云栖供应链有限公司', '上海优选品牌管理有限公司', '成都天府农业科技有限公司', '深圳星河数码有限公司', '广州岭南食品有限公司', '北京京华传媒有限公司', '苏州姑苏家纺有限公司', '厦门海峡茶业有限公司'];
const MESSAGES = ['希望成为平台自营供应商，主营时令水果', '我们有 300 家线下门店，想洽谈分销合作', '计划在首页投放新品广告，请联系报价', '想了解城市合伙人的加入条件', '有自有品牌家纺，希望合作'];

const paragraph = (text: string) => `<p>${text}</p>`;

export function seedContent(state: MockState, seed: number, endMs: number): void {
  const rnd = new Random(seed + 7_700_001);
  const at = (maxDays: number) => formatTime(endMs - Math.floor(rnd.next() * maxDays * DAY));
  const tables = state.content;
  for (const table of Object.values(tables)) table.clear();

  let minute = 0;
  for (const [page, texts] of Object.entries(SEED_TEXTS)) {
    for (const text of texts) {
      tables.richTexts.insert({ page: page as keyof typeof SEED_TEXTS, ...text, updated_at: formatTime(endMs - 30 * DAY + minute++ * 60_000), updated_by: 'admin' });
    }
  }

  const members = state.members.all();
  const member = () => rnd.pick(members);
  const seedArticles = (kind: ArticleKind, titles: string[]) => {
    const classes = state.infoClasses.filter((c) => c.type === kind);
    titles.forEach((title, i) => {
      // a title naming a category ("商家学院：...") is filed under it
      const infoClass = classes.find((c) => title.startsWith(c.name)) ?? rnd.pick(classes);
      const created = at(90);
      const status = rnd.weighted<Article['status']>([['published', 7], ['draft', 2], ['offline', 1]]);
      const article = tables.articles.insert({
        kind, info_class_id: infoClass.id, info_class_name: infoClass.name, title,
        cover: `/api/v2/common/files/seed/plate/${(i % 6) + 1}-${kind}${i}.png`,
        summary: `${title}。${kind === 'news' ? '平台最新动态' : '商家实践分享'}，点击查看全文。`,
        body: `<h2>${title}</h2>${paragraph('本文介绍相关背景与具体做法。')}<ul><li><p>要点一：明确目标</p></li><li><p>要点二：分步实施</p></li><li><p>要点三：持续复盘</p></li></ul>`,
        author: rnd.pick(['平台运营', '商家学院', '编辑部']),
        status, published_at: status === 'draft' ? null : created, sort: rnd.int(0, 20) * 10,
        views: status === 'draft' ? 0 : rnd.int(50, 20_000), comment_count: 0, created_at: created, updated_at: created,
      });
      if (status === 'draft') return;
      for (let c = rnd.int(0, 4); c > 0; c--) seedComment({ target_type: kind, target_id: article.id, target_title: title, merchant_id: null, rating: 5, content: rnd.pick(NEWS_COMMENTS) });
    });
  };
  const seedComment = (on: Pick<Comment, 'target_type' | 'target_id' | 'target_title' | 'merchant_id' | 'rating' | 'content'>) => {
    const who = member();
    const replied = rnd.chance(0.3);
    const created = at(60);
    tables.comments.insert({
      ...on, member_id: who.id, member_name: who.nickname, member_avatar: who.avatar,
      pictures: on.target_type === 'goods' && rnd.chance(0.2) ? [state.goods.get(on.target_id)?.picture ?? file('goods', on.target_id)] : [],
      status: rnd.chance(0.1) ? 'hidden' : 'visible',
      reply: replied ? '感谢您的反馈，我们会继续努力！' : '', replied, replied_at: replied ? created : null, created_at: created,
    });
  };
  seedArticles('news', NEWS_TITLES);
  seedArticles('case', CASE_TITLES);
  const goods = state.goods.all();
  // the demo merchant account moderates its own goods' reviews: make sure it has some
  const demoShop = state.accounts.find((a) => a.account === 'merchant')?.merchant_id;
  const demoShopGoods = goods.filter((g) => g.merchant_id === demoShop);
  for (let i = 0; i < 80 && goods.length > 0; i++) {
    const item = i % 8 === 0 && demoShopGoods.length > 0 ? rnd.pick(demoShopGoods) : rnd.pick(goods);
    const [rating, content] = rnd.pick(GOODS_COMMENTS);
    seedComment({ target_type: 'goods', target_id: item.id, target_title: item.name, merchant_id: item.merchant_id, rating: rating as Comment['rating'], content });
  }

  for (let i = 0; i < 18; i++) {
    const status = rnd.weighted<BusinessApplication['status']>([['pending', 5], ['contacted', 3], ['closed', 2]]);
    const created = formatTime(waitingSince(parseTime(at(45)), endMs, status === 'pending'));
    tables.businessApplications.insert({
      company: rnd.pick(COMPANIES), contact: member().name, mobile: `1${rnd.pick(['3', '5', '8'])}${rnd.digits(9)}`,
      cooperation_type: rnd.pick(['supply', 'channel', 'advertising', 'other'] as const), message: rnd.pick(MESSAGES), status,
      remark: status === 'pending' ? '' : '已电话沟通，待寄样品', created_at: created, handled_at: status === 'pending' ? null : created,
    });
  }
}

/** Default config keys of the content settings screens (none: the content pages are records, not settings). */
export function contentConfig(): Record<string, unknown> {
  return {};
}
