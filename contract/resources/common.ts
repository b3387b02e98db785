import { z } from 'zod';
import { dateTime, money } from '../list.ts';

export const id = z.number().int().min(1);
/** A picture: a path served by the upstream (`/api/v2/common/files/<key>`) or an absolute CDN URL. */
export const picture = z
  .string()
  .min(1)
  .max(500)
  .refine((v) => v === '' || /^(\/|https?:\/\/)\S+$/.test(v), {
    message: '/… or http(s)://…',
    params: { text: { zh: '应为 / 或 http(s):// 开头的图片地址', en: 'must be a picture address starting with / or http(s)://' } },
  });
/** Rich text: HTML the apps render (a goods' description); the console shows it sanitised and edits it in its editor. */
export const richText = z.string();
/** A payee's account number (a bank card, an Alipay or WeChat account): shown masked (`maskAccount`, contract/accounts.ts). */
export const payeeAccount = z.string();
export const reason = z.object({ reason: z.string().trim().min(2).max(200) });
export const remark = z.object({ remark: z.string().trim().min(1).max(500) });
export const nonNegativeMoney = money.refine((v) => !v.startsWith('-'), { message: '≥ 0', params: { rule: 'nonNegative' } });
export { dateTime, money };
