/** The described screens of news, cases, comments, rich texts and the agreement-like pages. */
import { RESOURCES } from '../../../../../contract/index.ts';
import type { CustomDescription, ListDescription, RichTextDescription, ScreenDescription } from '../../../screens/descriptions/types.ts';
import { contentCells } from '../cells.tsx';

/** Reviews of goods and comments on articles: hide or show (single and batch), reply, delete with a confirmation. */
export function commentList(): ListDescription {
  return {
    kind: 'list',
    resource: 'comments',
    columns: [
      'member_avatar',
      'member_name',
      'target_type',
      'target_title',
      'rating',
      { key: 'content', cell: contentCells.commentContent, exportValue: (row) => String(row.content) },
      'status',
      'replied',
      'created_at',
      { key: 'reply', optional: true },
    ],
    rowActions: ['hide', 'show', 'reply', 'delete', 'view'],
    bulk: ['hide', 'show'],
    actionForms: { reply: [{ name: 'reply', input: 'textarea' }] },
    detail: [
      {
        title: RESOURCES.comments.fields.pictures,
        cell: contentCells.pictures,
      },
    ],
    rowLabel: 'member_name',
  };
}

/** Applications received from the cooperation page: follow up with a note, or close. */
export function applicationList(): ListDescription {
  return {
    kind: 'list',
    resource: 'businessApplications',
    columns: ['company', 'contact', 'mobile', 'cooperation_type', 'message', 'status', 'remark', 'created_at'],
    rowActions: ['contact', 'close', 'view'],
    actionForms: { contact: [{ name: 'remark', input: 'textarea' }] },
    rowLabel: 'company',
  };
}

const richText = (resource: RichTextDescription['resource']) => (): RichTextDescription => ({ kind: 'richText', resource });

/** News and cases: their list with category tabs, which need the categories first (a screen of its own). */
const articles = (): CustomDescription => ({ kind: 'custom', load: () => import('../ArticleScreen.tsx') });

export const contentScreens: Record<string, () => ScreenDescription> = {
  '/richText/index': richText('richTexts'),
  '/infoManagement/agreement': richText('agreements'),
  '/infoManagement/about': richText('aboutPages'),
  '/infoManagement/attractMain': richText('attractPages'),
  '/infoManagement/attractMain2': richText('attractPages2'),
  '/infoManagement/business': () => ({
    kind: 'richText',
    resource: 'businessPages',
    companion: { title: RESOURCES.businessApplications.title, list: applicationList() },
  }),
  '/news/index': articles,
  '/case/index': articles,
  '/comment/index': commentList,
};
