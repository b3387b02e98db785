/** Word lists for realistic Chinese seed data: product classes with typical goods, shop names, streets. */
import type { Merchant } from '../../contract/resources/merchants.ts';
import type { GoodsDrawing } from '../drawings.ts';

type Category = Merchant['category'];

/**
 * Top-level classes, their second-level classes, and goods typical of each (name, base price in yuan); each second-level
 * class names the drawing its goods' pictures show (drawings.ts).
 */
export const CLASS_TREE: { name: string; category: Category; children: { name: string; drawing: GoodsDrawing; goods: [string, number][] }[] }[] = [
  {
    name: '食品生鲜', category: 'food', children: [
      { name: '新鲜水果', drawing: 'fruit', goods: [['赣南脐橙', 39.9], ['烟台红富士苹果', 49.9], ['海南贵妃芒', 59], ['丹东草莓', 89], ['阳光玫瑰葡萄', 69], ['佳沃蓝莓', 79]] },
      { name: '米面粮油', drawing: 'sack', goods: [['五常稻花香大米', 89], ['金龙鱼花生油', 119], ['东北黑木耳', 36], ['陕西手工挂面', 29.9], ['内蒙古燕麦片', 39]] },
      { name: '休闲零食', drawing: 'snack-bag', goods: [['三只松鼠坚果礼盒', 129], ['良品铺子猪肉脯', 35.9], ['新疆和田大枣', 45], ['云南鲜花饼', 29.9], ['重庆麻辣牛肉干', 49]] },
      { name: '茶叶冲饮', drawing: 'teacup', goods: [['西湖龙井明前茶', 268], ['云南普洱熟茶饼', 158], ['安溪铁观音', 128], ['福鼎白茶寿眉', 138]] },
    ],
  },
  {
    name: '家用电器', category: 'appliance', children: [
      { name: '厨房电器', drawing: 'air-fryer', goods: [['美的电饭煲', 299], ['九阳破壁料理机', 499], ['苏泊尔电压力锅', 399], ['小熊空气炸锅', 259]] },
      { name: '生活电器', drawing: 'fan', goods: [['戴森吹风机', 2999], ['科沃斯扫地机器人', 1899], ['格力电风扇', 269], ['飞利浦电动牙刷', 399]] },
    ],
  },
  {
    name: '服饰鞋包', category: 'apparel', children: [
      { name: '男装', drawing: 't-shirt', goods: [['纯棉短袖T恤', 79], ['商务休闲衬衫', 159], ['加厚羽绒服', 599], ['修身牛仔裤', 199]] },
      { name: '女装', drawing: 'dress', goods: [['真丝连衣裙', 399], ['羊绒针织开衫', 459], ['高腰阔腿裤', 169], ['法式碎花半身裙', 139]] },
      { name: '鞋靴箱包', drawing: 'shoe', goods: [['透气跑步鞋', 399], ['真皮通勤托特包', 699], ['轻便双肩背包', 189], ['防滑棉拖鞋', 49]] },
    ],
  },
  {
    name: '美妆个护', category: 'beauty', children: [
      { name: '面部护肤', drawing: 'jar', goods: [['玻尿酸补水面膜', 99], ['烟酰胺美白精华', 239], ['氨基酸洁面乳', 69], ['防晒霜SPF50', 129]] },
      { name: '洗护清洁', drawing: 'bottle', goods: [['无硅油洗发水', 59], ['沐浴露家庭装', 45], ['薄荷牙膏套装', 39.9]] },
    ],
  },
  {
    name: '母婴用品', category: 'baby', children: [
      { name: '奶粉辅食', drawing: 'tin', goods: [['婴幼儿配方奶粉', 268], ['有机米粉', 89], ['宝宝磨牙饼干', 32]] },
      { name: '尿裤湿巾', drawing: 'nappy', goods: [['超薄纸尿裤', 139], ['婴儿手口湿巾', 39.9]] },
    ],
  },
  {
    name: '家居日用', category: 'home', children: [
      { name: '床上用品', drawing: 'bed', goods: [['全棉四件套', 299], ['新疆长绒棉被', 499], ['乳胶枕头', 169]] },
      { name: '收纳清洁', drawing: 'box', goods: [['大容量收纳箱', 59], ['竹纤维抹布', 19.9], ['免手洗平板拖把', 89]] },
    ],
  },
  {
    name: '手机数码', category: 'digital', children: [
      { name: '手机配件', drawing: 'phone', goods: [['氮化镓快充充电器', 129], ['磁吸无线充电宝', 199], ['钢化玻璃膜', 29]] },
      { name: '智能设备', drawing: 'headphones', goods: [['运动智能手环', 249], ['降噪蓝牙耳机', 599], ['智能音箱', 299]] },
    ],
  },
  {
    name: '医药保健', category: 'health', children: [
      { name: '营养保健', drawing: 'capsule', goods: [['维生素C泡腾片', 59], ['深海鱼油软胶囊', 168], ['蛋白质粉', 298]] },
    ],
  },
];

/** What a goods name may end with, by class: a gift box of oranges, not "headphones, 5 jin". '' leaves it bare. */
export const SPECS: Record<Category, string[]> = {
  food: ['', '', '礼盒装', '家庭装', '2件装', '新品'],
  appliance: ['', '', '旗舰款', '升级款', '大容量', '新品'],
  apparel: ['', '', '新款', '经典款', '2件装', '加绒款'],
  beauty: ['', '', '礼盒装', '家庭装', '2件装', '旅行装'],
  baby: ['', '', '家庭装', '2件装', '新品', '量贩装'],
  home: ['', '', '升级款', '家庭装', '2件装', '经典款'],
  digital: ['', '', '旗舰款', '升级款', '新品', '经典款'],
  health: ['', '', '礼盒装', '家庭装', '2件装', '新品'],
};
export const SHOP_SUFFIX = ['旗舰店', '专营店', '官方店', '优选店', '生活馆', '直营店', '精品店'];
export const SHOP_WORDS = ['鑫源', '佳禾', '优品', '百味', '鸿福', '悦享', '安心', '乐购', '绿源', '金穗', '瑞丰', '嘉禾', '恒通', '华美', '好邻居', '小当家', '田园', '益生'];
export const ROADS = ['人民路', '解放路', '中山路', '建设路', '和平路', '新华路', '长江路', '黄河路', '文化路', '朝阳路', '胜利路', '光明路', '学府路', '滨江大道', '科技路'];
export const NICK_WORDS = ['快乐', '阳光', '小鱼', '星星', '晴天', '微笑', '清风', '木子', '小白', '橘子', '向日葵', '喵喵', '大雄', '糖果'];
export const INFO_CLASSES: { type: 'news' | 'case' | 'notice'; name: string }[] = [
  { type: 'news', name: '平台动态' }, { type: 'news', name: '行业资讯' }, { type: 'news', name: '商家学院' },
  { type: 'news', name: '健康生活' }, { type: 'case', name: '成功案例' }, { type: 'case', name: '门店风采' },
  { type: 'notice', name: '系统公告' }, { type: 'notice', name: '活动公告' },
];
export const PLATES = ['每日特惠', '产地直供', '家电焕新', '美妆专场', '母婴优选', '品质家居'];
