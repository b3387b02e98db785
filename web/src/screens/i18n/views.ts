/** Texts of the views bar over every list (docs/views.md), under `screens.views.`. */
import type { Texts } from './texts.ts';

export const zh = {
  bar: '视图',
  save: '保存为视图',
  saveButton: '保存',
  cancel: '取消',
  name: '视图名称',
  share: '共享给角色',
  noShare: '不共享',
  preset: '预设视图',
  sharedBy: '{{owner}} 共享的视图',
  delete: '删除视图「{{name}}」',
  saveFailed: '视图未保存',
  dropped: '此视图有条件已不再适用，已忽略：{{items}}',
  missing: '视图 {{id}} 不存在或未共享给你',
};
export const en: Texts<typeof zh> = {
  bar: 'Views',
  save: 'Save as view',
  saveButton: 'Save',
  cancel: 'Cancel',
  name: 'View name',
  share: 'Share with a role',
  noShare: 'Not shared',
  preset: 'Preset view',
  sharedBy: 'Shared by {{owner}}',
  delete: 'Delete view "{{name}}"',
  saveFailed: 'The view was not saved',
  dropped: "Some of this view's conditions no longer apply and were left out: {{items}}",
  missing: 'View {{id}} does not exist or is not shared with you',
};
