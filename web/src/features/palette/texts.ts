/**
 * The palette's texts in zh and en. They join the shell's bundle when the layout loads (`usePaletteTexts`), so the
 * login page does not carry them (docs/palette.md).
 */
import type { i18n as I18n } from 'i18next';
import type { Texts } from '../../i18n/texts.ts';

export const zh = {
  palette: {
    open: '搜索页面、单号或操作',
    title: '搜索',
    placeholder: '页面、订单号、售后单号、提现单号、手机号、商品…',
    help: '上下键选择，回车打开，Esc 关闭',
    results: '{{count}} 个结果',
    noMatch: '没有匹配的页面、记录或操作',
    searching: '正在搜索记录…',
    searchFailed: '记录搜索失败：{{message}}',
    group: {
      searches: '最近搜索',
      recent: '最近打开',
      pages: '页面',
      actions: '操作',
      order: '订单',
      afterSale: '售后单',
      withdrawal: '提现单',
      member: '会员',
      goods: '商品',
    },
    action: {
      language: '切换语言为 English',
      password: '修改密码',
      pin: '置顶此页到侧边栏',
      unpin: '从侧边栏取消置顶此页',
    },
  },
};

export type PaletteTexts = typeof zh;

export const en: Texts<PaletteTexts> = {
  palette: {
    open: 'Search pages, numbers or actions',
    title: 'Search',
    placeholder: 'Pages, order, after-sale or withdrawal no., phone, goods…',
    help: 'Arrow keys to choose, Enter to open, Esc to close',
    results_one: '{{count}} result',
    results: '{{count}} results',
    noMatch: 'No page, record or action matches',
    searching: 'Searching records…',
    searchFailed: 'Record search failed: {{message}}',
    group: {
      searches: 'Recent searches',
      recent: 'Recently opened',
      pages: 'Pages',
      actions: 'Actions',
      order: 'Orders',
      afterSale: 'After-sales',
      withdrawal: 'Withdrawals',
      member: 'Members',
      goods: 'Goods',
    },
    action: {
      language: 'Switch the language to 中文',
      password: 'Change password',
      pin: 'Pin this page to the sidebar',
      unpin: 'Unpin this page from the sidebar',
    },
  },
};

/** Adds the texts once per i18n instance. */
export function addPaletteTexts(i18n: I18n): void {
  if (i18n.exists('palette.open', { lng: 'zh' })) return;
  i18n.addResourceBundle('zh', 'translation', zh, true, false);
  i18n.addResourceBundle('en', 'translation', en, true, false);
}
