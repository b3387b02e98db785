/**
 * The words of a list's palette actions, in zh and en: a module of their own, so the palette's chunk (which offers
 * the create actions on every screen) takes these three texts, not the screens' whole bundle.
 */
export const zh = {
  create: '新建{{what}}',
  export: '导出当前列表',
  refresh: '刷新当前列表',
};

export const en: typeof zh = {
  create: 'New {{what}}',
  export: 'Export the current list',
  refresh: 'Refresh the current list',
};
