/** The onboarding steps applicants see, for online and offline stores. */
import type { GuideStep } from '../../../contract/resources/stores/guides.ts';
import type { MockState } from '../../state.ts';
import { formatTime } from '../../time.ts';
import { file } from '../files.ts';

const STEPS: Omit<GuideStep, 'id' | 'sort' | 'picture' | 'enabled' | 'updated_at'>[] = [
  { audience: 'online', title: '注册商家账号', content: '使用手机号注册商家账号并完成实名认证。', documents: '' },
  { audience: 'online', title: '提交入驻资料', content: '填写店铺名称、主营类目和经营地址，上传资质图片。', documents: '营业执照、法人身份证正反面、门店照片' },
  { audience: 'online', title: '等待平台审核', content: '平台将在 3 个工作日内完成审核，结果以短信通知。', documents: '' },
  { audience: 'online', title: '缴纳保证金', content: '审核通过后缴纳店铺保证金，退出时无违规可全额退还。', documents: '' },
  { audience: 'online', title: '上架商品开店', content: '发布商品并提交商品审核，审核通过即可开始销售。', documents: '商品图片、品牌授权（如有）' },
  { audience: 'offline', title: '选择入驻门店', content: '填写门店地址、营业时间和联系电话。', documents: '门头照、店内照片' },
  { audience: 'offline', title: '设置核销员', content: '至少添加一名核销员，用于核销到店订单。', documents: '核销员手机号' },
  { audience: 'offline', title: '门店审核', content: '平台核实门店信息后开通到店服务。', documents: '营业执照' },
  { audience: 'offline', title: '发布到店商品', content: '发布到店商品和服务，用户下单后凭核销码到店消费。', documents: '' },
];

export function seedGuideSteps(state: MockState, endMs: number): void {
  const sorts = { online: 0, offline: 0 };
  STEPS.forEach((step, i) => {
    sorts[step.audience]++;
    state.stores.guideSteps.insert({
      ...step,
      sort: sorts[step.audience],
      picture: file('logo', `1-guide${i + 1}`),
      enabled: true,
      updated_at: formatTime(endMs - (30 - i) * 86_400_000),
    });
  });
}
