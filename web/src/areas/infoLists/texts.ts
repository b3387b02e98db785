/** Texts of the infoLists screens, under `screens.infoLists.`. */
import type { Texts } from '../../i18n/texts.ts';

export const zh = {
  classes: { newIn: '新建{{type}}分类' },
  special: { badIds: '请填写商品ID，用逗号分隔' },
  freight: {
    rules: '计费规则',
    regions: '指定地区运费',
    addRegion: '添加指定地区',
    provinces: '省份',
    pickProvinces: '请至少选择一个省份',
    fixRegions: '请修正标红的指定地区运费',
    remove: '移除',
    none: '未设置指定地区运费：全国按默认运费计算',
    freeOver: '满额包邮',
    piece: '件',
  },
};

export const en: Texts<typeof zh> = {
  classes: { newIn: 'New {{type}} class' },
  special: { badIds: 'Type goods ids separated by commas' },
  freight: {
    rules: 'Charges',
    regions: 'Regional fees',
    addRegion: 'Add regional fee',
    provinces: 'Provinces',
    pickProvinces: 'Choose at least one province',
    fixRegions: 'Fix the regional fees marked in red',
    remove: 'Remove',
    none: 'No regional fees: the default fees apply everywhere',
    freeOver: 'Free shipping over',
    piece: 'pcs',
  },
};
