/**
 * Customer-service settings (`/serviceSetting/index`), stored under one config key: the hotline, the service hours
 * (opening before closing), the online-service link and the automatic reply.
 */
import { z } from 'zod';
import type { Text } from '../../i18n.ts';
import { format } from '../../formats.ts';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, format('clock'));

export const serviceSetting = z
  .object({
    /** A landline (`0571-88886666`), a 400/800 number (`400-820-8820`) or a mobile. */
    hotline: z.string().trim().regex(/^(0\d{2,3}-?\d{7,8}|[48]00-?\d{3}-?\d{4}|1[3-9]\d{9})$/, format('hotline')),
    opens_at: clock,
    closes_at: clock,
    weekends: z.boolean(),
    online_url: z.string().trim().regex(/^https?:\/\/[^\s]+$/, format('webAddress')).max(300),
    auto_reply_enabled: z.boolean(),
    auto_reply: z.string().trim().min(1).max(200),
  })
  .refine((s) => s.opens_at < s.closes_at, {
    path: ['closes_at'],
    message: 'ascending',
    params: { rule: 'ascending', text: { zh: '须晚于开始时间', en: 'must be later than the opening time' } },
  });
export type ServiceSetting = z.infer<typeof serviceSetting>;

export const SERVICE_SETTING_KEY = 'service_setting';

export const SERVICE_SETTING_TITLES: Record<string, Text> = {
  hotline: { zh: '客服热线', en: 'Hotline' },
  opens_at: { zh: '服务开始时间 (HH:mm)', en: 'Opens at (HH:mm)' },
  closes_at: { zh: '服务结束时间 (HH:mm)', en: 'Closes at (HH:mm)' },
  weekends: { zh: '周末提供服务', en: 'Open at weekends' },
  online_url: { zh: '在线客服链接', en: 'Online service link' },
  auto_reply_enabled: { zh: '启用自动回复', en: 'Auto reply on' },
  auto_reply: { zh: '自动回复内容', en: 'Auto reply' },
};

export const DEFAULT_SERVICE_SETTING: ServiceSetting = {
  hotline: '400-820-8820',
  opens_at: '09:00',
  closes_at: '21:00',
  weekends: true,
  online_url: 'https://kefu.example.com/chat',
  auto_reply_enabled: true,
  auto_reply: '您好，客服工作时间为每天 09:00-21:00，留言后我们会尽快回复。',
};
