/** The business resources of the content screens, by name (joined into the contract's RESOURCES). */
import type { ResourceDef } from '../../resource.ts';
import { cases, news } from './articles.ts';
import { businessApplications } from './business.ts';
import { comments } from './comments.ts';
import { aboutPages, agreements, attractPages, attractPages2, businessPages, richTexts } from './richTexts.ts';

export const contentResources = {
  richTexts,
  agreements,
  aboutPages,
  attractPages,
  attractPages2,
  businessPages,
  news,
  cases,
  comments,
  businessApplications,
} satisfies Record<string, ResourceDef>;
