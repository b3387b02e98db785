/**
 * Shell texts of the inbox (docs/events.md "The inbox in the console"), under `inbox.`: the top bar's bell, its panel
 * and the desktop notifications. The kinds' names and each item's title and summary come from the upstream in both
 * languages. Joined into the bundle in index.ts; the `en` type makes a key missing in one language a compile error.
 */
import type { Texts } from './texts.ts';

export const zh = {
  inbox: {
    label: '消息',
    unread: '消息：{{count}} 条未读',
    title: '消息',
    unavailable: '消息：暂时无法读取',
    empty: '暂无此类消息',
    markRead: '标为已读',
    markReadOf: '标为已读：{{title}}',
    markAllRead: '全部标为已读',
    kindUnread: '{{count}} 条未读',
    mute: '屏蔽此类',
    muteOf: '屏蔽此类：{{kind}}',
    muteHint: '屏蔽后此类消息不再计入铃铛，也不再提示音',
    unmute: '取消屏蔽',
    unmuteOf: '取消屏蔽：{{kind}}',
    muted: '已屏蔽',
    unreadMark: '未读',
    close: '关闭',
    todo: '待处理 {{count}} 条',
    notify: {
      label: '新消息时显示桌面通知',
      denied: '浏览器已禁止本站显示通知：请在浏览器的网站设置中允许后再开启',
      unsupported: '此浏览器不支持桌面通知',
    },
  },
};

export const en: Texts<typeof zh> = {
  inbox: {
    label: 'Inbox',
    unread: 'Inbox: {{count}} unread',
    title: 'Inbox',
    unavailable: 'Inbox: cannot be read at the moment',
    empty: 'Nothing of this kind',
    markRead: 'Mark read',
    markReadOf: 'Mark read: {{title}}',
    markAllRead: 'Mark all read',
    kindUnread: '{{count}} unread',
    mute: 'Mute',
    muteOf: 'Mute: {{kind}}',
    muteHint: 'A muted kind is no longer counted on the bell and plays no sound',
    unmute: 'Unmute',
    unmuteOf: 'Unmute: {{kind}}',
    muted: 'Muted',
    unreadMark: 'Unread',
    close: 'Close',
    todo: '{{count}} waiting',
    notify: {
      label: 'Show a desktop notification for a new item',
      denied: 'The browser blocks notifications from this site: allow them in its site settings, then turn this on',
      unsupported: 'This browser does not offer desktop notifications',
    },
  },
};
