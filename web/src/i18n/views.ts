/** Shell texts of the pinned and recent pages (docs/views.md), under `pinnedPages.`; joined into the bundle in index.ts. */
export const zh = {
  pinnedPages: {
    pinned: '置顶页面',
    recent: '最近访问',
    pin: '置顶到侧边栏',
    unpin: '取消置顶',
    pinTitle: '置顶「{{title}}」',
    unpinTitle: '取消置顶「{{title}}」',
  },
};
export const en: typeof zh = {
  pinnedPages: {
    pinned: 'Pinned pages',
    recent: 'Recently visited',
    pin: 'Pin to the sidebar',
    unpin: 'Unpin',
    pinTitle: 'Pin "{{title}}"',
    unpinTitle: 'Unpin "{{title}}"',
  },
};
