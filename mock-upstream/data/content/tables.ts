/** The content screens' tables (rich texts, articles, comments, cooperation applications), kept in `MockState.content`. */
import type { Article } from '../../../contract/resources/content/articles.ts';
import type { BusinessApplication } from '../../../contract/resources/content/business.ts';
import type { Comment } from '../../../contract/resources/content/comments.ts';
import type { RichText } from '../../../contract/resources/content/richTexts.ts';
import { Table } from '../../engine/table.ts';

export function contentTables() {
  return {
    richTexts: new Table<RichText>(['page']),
    /** News and cases together; `kind` says which. */
    articles: new Table<Article>(['kind', 'status', 'info_class_id']),
    comments: new Table<Comment>(['status', 'target_type', 'rating', 'replied', 'merchant_id']),
    businessApplications: new Table<BusinessApplication>(['status', 'cooperation_type']),
  };
}
