/** Texts of the stores screens, under `screens.stores.`. */
import type { Texts } from '../../i18n/texts.ts';

export const zh = {
  resetPassword: {
    intro: '将为店铺「{{name}}」（{{mobile}}）设置以下新密码，原密码立即失效。',
    newPassword: '新密码：',
    once: '新密码只显示这一次，请复制后告知店铺负责人，并提醒其登录后修改。',
    confirm: '确认重置',
  },
};
export const en: Texts<typeof zh> = {
  resetPassword: {
    intro: 'The store "{{name}}" ({{mobile}}) gets the new password below; the old one stops working at once.',
    newPassword: 'New password:',
    once: 'This password is shown only this once: copy it, pass it to the store owner and ask them to change it after logging in.',
    confirm: 'Reset the password',
  },
};
