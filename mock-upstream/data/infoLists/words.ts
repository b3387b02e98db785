/** Word pools of the infoLists seed. */
export const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '胡', '朱', '高', '林', '何', '郭', '马', '罗'];
export const GIVEN = ['伟', '芳', '娜', '敏', '静', '磊', '强', '洋', '艳', '勇', '军', '杰', '娟', '涛', '明', '超', '秀英', '桂英', '建华', '晓东', '海燕', '志强'];

export const BANNER_TITLES: Record<string, string[]> = {
  banner: ['春季上新 全场满199减30', '家电焕新节 以旧换新补贴', '产地直供 新鲜水果次日达', '会员日 双倍积分', '品质家居 限时8折', '母婴好物 领券立减', '年货节 提前囤', '爆款直降 低至5折'],
  activity: ['限时秒杀 每日10点开抢', '拼团享低价 2人成团', '新人专享 首单1元购', '砍价免费拿', '满减叠加券 今日可领', '品牌特卖会'],
  icon: ['每日签到', '领券中心', '限时秒杀', '拼团', '积分商城', '充值中心', '我的订单', '客服中心', '邀请有礼', '附近门店'],
  poster: ['邀请好友 各得20元', '分享商品 赚佣金', '开屏 周年庆', '首页弹窗 新人礼包', '推广海报 扶贫助农', '会员招募'],
  recommend: ['猜你喜欢 精选茶叶', '热搜 有机大米', '购物车推荐 坚果礼盒', '为你推荐 蓝牙耳机', '热搜 空气炸锅', '为你推荐 纯棉四件套'],
};
export const PAGES = ['/pages/coupon/center', '/pages/seckill/index', '/pages/group/index', '/pages/sign/index', '/pages/member/vip', '/pages/shop/list'];
export const AGENTS = [
  'Chrome 120 / Windows 10', 'Chrome 119 / macOS 14', 'Edge 120 / Windows 11', 'Safari 17 / macOS 14', 'Firefox 121 / Ubuntu', 'Chrome 120 / Android 13',
];
export const HOSTS = ['app-01', 'app-02', 'job-01', 'pay-gw-01'];
export const SYSTEM_EVENTS: { action: string; target: string; ok: string; bad: string }[] = [
  { action: 'task', target: '订单自动关闭', ok: '关闭超时未支付订单 {n} 笔', bad: '任务执行超时，已重试' },
  { action: 'task', target: '自动确认收货', ok: '自动确认收货 {n} 笔', bad: '数据库连接中断，本轮跳过' },
  { action: 'settle', target: '商家结算', ok: '生成结算单 {n} 张', bad: '结算单生成失败：商家银行卡未绑定' },
  { action: 'sms', target: '短信通道', ok: '发送短信 {n} 条', bad: '短信通道返回错误：余额不足' },
  { action: 'payment', target: '微信支付回调', ok: '处理支付回调 {n} 次', bad: '签名校验失败，已拒绝' },
  { action: 'payment', target: '支付宝回调', ok: '处理支付回调 {n} 次', bad: '回调订单不存在' },
  { action: 'backup', target: '数据库备份', ok: '备份完成，{n} MB', bad: '备份空间不足' },
];
export const OPERATION_SAMPLES: { action: string; target: string; detail: string }[] = [
  { action: 'update', target: '商品 #{n} 有机大米 5斤装', detail: '修改 price, stock' },
  { action: 'approve', target: '商品审核 #{n}', detail: '审核通过' },
  { action: 'reject', target: '提现 #{n}', detail: '驳回：收款账户信息有误' },
  { action: 'create', target: '轮播图 #{n} 春季上新', detail: '新建' },
  { action: 'switch', target: '活动横幅 #{n} 限时秒杀', detail: '停用' },
  { action: 'delete', target: '自定义分类 #{n} 旧款清仓', detail: '删除' },
  { action: 'update', target: '运费模板 #{n} 全国包邮', detail: '修改 first_fee, regions' },
  { action: 'approve', target: '商家入驻 #{n}', detail: '审核通过' },
  { action: 'other', target: '订单导出', detail: '导出订单 {n} 条' },
];
export const CUSTOM_CLASSES: [string, string[]][] = [
  ['店长推荐', ['本周爆款', '回头客最爱', '新品尝鲜']],
  ['节日专区', ['春节年货', '中秋礼盒', '端午粽香']],
  ['清仓特卖', ['临期特价', '旧款清仓']],
  ['送礼佳品', ['长辈礼', '商务礼', '伴手礼', '儿童礼']],
];
export const MODEL_CLASSES: [string, [string, string][]][] = [
  ['服装鞋帽', [['上衣', '颜色,尺码'], ['裤装', '颜色,腰围,裤长'], ['鞋靴', '颜色,鞋码']]],
  ['数码家电', [['手机', '颜色,内存,版本'], ['大家电', '能效等级,容量'], ['耳机音箱', '颜色,连接方式']]],
  ['食品生鲜', [['零食', '规格,口味'], ['水果', '重量,产地'], ['茶叶', '规格,等级,年份']]],
];
export const COURSES: [string, string, string][] = [
  ['新手开店第一课', 'startup', '运营导师'], ['商品主图怎么拍', 'product', '视觉总监'], ['直播带货话术', 'sales', '主播培训师'],
  ['平台交易规则解读', 'policy', '规则专员'], ['私域社群运营', 'sales', '社群讲师'], ['茶叶品类知识', 'product', '茶艺师'],
  ['售后纠纷处理', 'policy', '客服主管'], ['爆款选品方法', 'sales', '采购经理'], ['店铺装修指南', 'startup', '设计师'],
  ['生鲜冷链发货', 'product', '物流顾问'], ['会员营销实操', 'sales', '营销总监'], ['扶贫商品上架规范', 'policy', '扶贫专员'],
];
export const TOPICS: [string, string][] = [
  ['年货节', '好物提前囤 满299减50'], ['助农专场', '产地直发 助力乡村振兴'], ['家电焕新', '以旧换新 至高补贴800'],
  ['开学季', '文具数码 一站购齐'], ['母婴节', '大牌奶粉 买二送一'], ['夏日清凉', '冰饮风扇 爆款直降'], ['中秋团圆', '月饼礼盒 企业团购'],
  ['双十一预热', '定金膨胀 叠加满减'],
];
export const LIVE_TITLES = ['源头好茶 现场冲泡', '工厂直播 清仓特价', '主播带你逛果园', '家电选购指南', '秋冬新款试穿', '美妆护肤课堂', '宝妈好物分享', '地方特产大放送'];
export const POVERTY: [string, string, string][] = [
  ['云南普洱茶产业帮扶', '云南省普洱市澜沧县', '普洱茶'], ['甘肃定西马铃薯助销', '甘肃省定西市安定区', '马铃薯'],
  ['贵州修文猕猴桃项目', '贵州省贵阳市修文县', '猕猴桃'], ['四川凉山苦荞帮扶', '四川省凉山州昭觉县', '苦荞茶'],
  ['陕西洛川苹果助农', '陕西省延安市洛川县', '苹果'], ['广西百色芒果直供', '广西百色市田阳区', '芒果'],
  ['新疆阿克苏红枣帮扶', '新疆阿克苏地区温宿县', '红枣'], ['湖南湘西腊肉项目', '湖南省湘西州花垣县', '腊肉'],
  ['宁夏盐池滩羊助销', '宁夏吴忠市盐池县', '滩羊肉'], ['江西赣南脐橙帮扶', '江西省赣州市寻乌县', '脐橙'],
];
export const FEEDBACK_TEXTS: [string, string][] = [
  ['bug', '支付成功后订单还显示待付款，刷新才正常'], ['bug', '安卓手机上传头像一直转圈'], ['suggestion', '希望增加按销量排序'],
  ['suggestion', '能不能支持发票抬头保存多个'], ['complaint', '客服回复太慢，等了一天'], ['complaint', '收到的商品和图片颜色差别很大'],
  ['logistics', '物流三天没有更新'], ['logistics', '快递放驿站没有通知'], ['other', '积分什么时候过期，页面上找不到说明'],
  ['suggestion', '希望夜间模式'], ['bug', '优惠券领取后在结算页看不到'], ['other', '想申请成为供应商，联系谁'],
];
export const CANCEL_NOTES = ['换了手机号，重新注册了', '不想再收到营销短信', '担心个人信息泄露', '买东西太少，不用了', '', '重复注册了两个账号'];
