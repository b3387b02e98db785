/** What the export writer says to a user, in both languages: why a request is refused, why an export failed. */
import type { Text } from '../../../contract/i18n.ts';

export const EXPORT_MESSAGES = {
  unknownList: (list: string): Text => ({ zh: `没有可导出的列表“${list}”`, en: `There is no list "${list}" to export.` }),
  unknownColumns: (keys: readonly string[]): Text => ({
    zh: `该列表没有这些列：${keys.join('、')}`,
    en: `The list has no column ${keys.join(', ')}.`,
  }),
  unknownFilters: (keys: readonly string[]): Text => ({
    zh: `该列表不能按这些条件筛选：${keys.join('、')}`,
    en: `The list cannot be filtered by ${keys.join(', ')}.`,
  }),
  goodsLinesOnlyForOrders: { zh: '只有订单列表可以按商品明细导出', en: 'Only order lists can be exported by goods line.' } as Text,
  badPageSize: { zh: '每页条数须在 1 到 500 之间', en: 'The page size must be between 1 and 500.' } as Text,
  upstreamRefused: (why: string): Text => ({ zh: `后端拒绝了列表查询：${why}`, en: `The backend refused the list call: ${why}` }),
  upstreamBadAnswer: { zh: '后端返回的列表无法识别', en: 'The backend sent a list the export cannot read.' } as Text,
};
