/**
 * Banners and icons: one list per slot. Titles are plain text cells (React escapes them); the picture goes through
 * the upload flow; the display window is picked as days and times and must end after it starts.
 */
import { RESOURCES } from '../../../../../contract/index.ts';
import type { ColumnDesc, FormFieldDesc, ListDescription } from '../../../screens/descriptions/types.ts';
import { WINDOW_FIELDS } from '../../../screens/descriptions/windowFields.ts';
import { WINDOW_COLUMN } from './window.ts';

type BannerResource = 'bannerSlides' | 'activityBanners' | 'appIcons' | 'posters' | 'recommendSlots';

const SWITCH: ColumnDesc = { key: 'enabled', toggle: { on: 'enable', off: 'disable' } };

function bannerForm(resource: BannerResource): FormFieldDesc[] {
  return [
    { name: 'title', input: 'text' },
    { name: 'picture', input: 'picture' },
    { name: 'position', input: 'select', options: RESOURCES[resource].enums?.position },
    { name: 'link_type', input: 'select', options: RESOURCES[resource].enums?.link_type },
    { name: 'link', input: 'text' },
    { name: 'sort', input: 'int' },
    ...WINDOW_FIELDS,
  ];
}

function bannerList(resource: BannerResource, columns: (string | ColumnDesc)[]): ListDescription {
  return {
    kind: 'list',
    resource,
    columns,
    filters: ['keyword', 'position', 'link_type', 'start_at'],
    rowActions: ['view', 'edit', 'delete', 'enable', 'disable'],
    bulk: ['enable', 'disable'],
    form: bannerForm(resource),
    rowLabel: 'title',
  };
}

const WINDOW = ['start_at', 'end_at', WINDOW_COLUMN];

/** The carousel: position and order matter most. */
export const bannerSlides = () => bannerList('bannerSlides', ['picture', 'title', 'position', 'sort', 'link_type', 'link', ...WINDOW, SWITCH, 'clicks', { key: 'created_at', optional: true }]);
/** Activity banners: which campaign page they sit on and how long the campaign runs. */
export const activityBanners = () => bannerList('activityBanners', ['picture', 'title', 'position', ...WINDOW, 'link', 'sort', SWITCH, 'clicks']);
/** App icons: the icon grid is about name, place and order; the link is an app page. */
export const appIcons = () => bannerList('appIcons', ['picture', { key: 'title', title: { zh: '图标名称', en: 'Icon name' } }, 'position', 'sort', 'link', SWITCH, ...WINDOW]);
/** Posters: share and launch posters; clicks tell how often they were shared or opened. */
export const posters = () => bannerList('posters', ['picture', 'title', 'position', 'clicks', ...WINDOW, SWITCH, { key: 'link', optional: true }]);
/** Recommended slots: what is recommended (goods or class) and where. */
export const recommendSlots = () => bannerList('recommendSlots', ['picture', 'title', 'position', 'link_type', 'link', 'sort', 'clicks', SWITCH, ...WINDOW]);
