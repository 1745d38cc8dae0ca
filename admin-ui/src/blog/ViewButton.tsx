import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { publicPostPath, type BlogRecord } from './blog-types';

/** View opens the post on the public site, in a new tab. */
export function ViewButton() {
  const record = useRecordContext<BlogRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Button size="small" startIcon={<OpenInNewIcon />} href={publicPostPath(record.slug)} target="_blank" rel="noopener" onClick={(e) => e.stopPropagation()}>
      {translate('resources.blog.actions.view')}
    </Button>
  );
}
