import { useRecordContext, useTranslate } from 'react-admin';
import type { BlogRecord } from './blog-types';

export function BlogTitle() {
  const record = useRecordContext<BlogRecord>();
  const translate = useTranslate();
  return <span>{record ? `${translate('resources.blog.name', { smart_count: 1 })}: ${record.title}` : ''}</span>;
}
