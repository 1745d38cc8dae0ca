import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';
import type { BlogRecord } from './blog-types';
import { BlogList } from './BlogList';

export { BlogEditRoute, BLOG_EDIT_PATH } from './BlogEditRoute';
export { blogMessages } from './blog.messages';
export { blogMethods, withResourceAliases, type BlogMethods } from './blog-api';

/** Resource "blog" (/admin/blog); its API is /api/admin/articles (see RESOURCE_ALIASES). The editor loads lazily. */
export default {
  list: BlogList,
  edit: lazy(() => import('./BlogEdit')),
  create: lazy(() => import('./BlogCreate')),
  icon: ArticleIcon,
  recordRepresentation: (record: BlogRecord) => record.title,
};
