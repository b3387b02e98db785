/**
 * The words of the contract's own rules, in both languages, so the console and the mock say them in the reader's
 * language. A format (a regex) names its words here: zod keeps only a string on a format issue, so the regex's
 * message is a key of FORMATS (`format('trackingNo')`). A rule between fields carries its words in the issue
 * (`params.text`, see contract/resources/infoSettings/define.ts).
 */
import type { z } from 'zod';
import type { Text } from './i18n.ts';

/** What a value of each format looks like; shown after "format should be" (格式应为). */
export const FORMATS = {
  mobile: { zh: '1 开头的 11 位手机号', en: '11 digits starting with 1' },
  digits2: { zh: '2 位数字', en: '2 digits' },
  digits6: { zh: '6 位数字', en: '6 digits' },
  digits8: { zh: '8 位数字', en: '8 digits' },
  areaCode: { zh: '2 位或 4 位数字', en: '2 or 4 digits' },
  clock: { zh: '时:分，如 09:30', en: 'HH:mm, e.g. 09:30' },
  clocks: { zh: '逗号分隔的时:分，如 10:00,14:00', en: 'HH:mm times separated by commas, e.g. 10:00,14:00' },
  day: { zh: '年-月-日，如 2024-06-01', en: 'YYYY-MM-DD, e.g. 2024-06-01' },
  month: { zh: '年-月，如 2024-06', en: 'YYYY-MM, e.g. 2024-06' },
  dateTime: { zh: '年-月-日 时:分:秒，如 2024-06-01 09:30:00', en: 'YYYY-MM-DD HH:mm:ss, e.g. 2024-06-01 09:30:00' },
  money: { zh: '两位小数的金额，如 12.50', en: 'an amount with two decimals, e.g. 12.50' },
  sortField: { zh: '字段名，倒序前加 -', en: 'a field name, with - in front for descending' },
  phone: { zh: '7-20 位数字或 -', en: '7-20 digits or dashes' },
  hotline: { zh: '400/800 电话、座机或手机号，如 400-820-8820、0571-88886666', en: 'a 400/800, landline or mobile number, e.g. 400-820-8820 or 0571-88886666' },
  servicePhone: { zh: '400 电话、座机或手机号，如 400-820-8820', en: 'a 400, landline or mobile number, e.g. 400-820-8820' },
  payoutAccount: { zh: '4-40 位字母、数字或 _ @ . -', en: '4-40 letters, digits or _ @ . -' },
  trackingNo: { zh: '8-30 位字母或数字', en: '8-30 letters or digits' },
  prizeTrackingNo: { zh: '8-20 位字母或数字', en: '8-20 letters or digits' },
  accountName: { zh: '字母开头的 3-20 位字母、数字或 _', en: '3-20 letters, digits or _, starting with a letter' },
  richTextKey: { zh: '小写字母开头的 2-40 位小写字母、数字或 _', en: '2-40 lowercase letters, digits or _, starting with a letter' },
  webAddress: { zh: 'http:// 或 https:// 开头的网址', en: 'a web address starting with http:// or https://' },
  moduleLink: { zh: '/ 开头的页面路径或 http(s):// 网址', en: 'a page path starting with / or an http(s):// address' },
  hexColour: { zh: '#RRGGBB 颜色值，如 #1890FF', en: 'a #RRGGBB colour, e.g. #1890FF' },
  idList: { zh: '逗号分隔的编号，如 12,15,31', en: 'ids separated by commas, e.g. 12,15,31' },
  skuCode: { zh: '1-40 位字母、数字、_ 或 -', en: '1-40 letters, digits, _ or -' },
  creditCode: { zh: '18 位统一社会信用代码（数字和大写字母）', en: 'an 18-character unified social credit code (digits and capitals)' },
} as const satisfies Record<string, Text>;
export type Format = keyof typeof FORMATS;

/** The message of a format regex: the name of its words in FORMATS. */
export const format = (name: Format): string => name;

/**
 * The words, in both languages, of the rule an issue broke when the contract gives them: a format by its name, a rule
 * between fields by its `params.text`. Undefined for zod's own rules (lengths, types, enums), which the reader words.
 */
export function ruleText(issue: z.core.$ZodIssue): Text | undefined {
  if (issue.code === 'invalid_format' && issue.format === 'regex') return Object.hasOwn(FORMATS, issue.message) ? FORMATS[issue.message as Format] : undefined;
  if (issue.code === 'custom') return (issue.params as { text?: Text } | undefined)?.text;
  return undefined;
}
