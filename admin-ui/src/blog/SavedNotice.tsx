import { Alert, Link } from '@mui/material';
import { forwardRef } from 'react';
import { useTranslate } from 'react-admin';
import { publicPostPath } from './blog-types';

interface SavedNoticeProps {
  message: string;
  slug: string;
}

/** After saving, the notice links to the post on the public site (spec 001 §2: "after saving, a link to /blog/{slug}"). */
export const SavedNotice = forwardRef<HTMLDivElement, SavedNoticeProps>(function SavedNotice({ message, slug }, ref) {
  const translate = useTranslate();
  return (
    <Alert ref={ref} severity="success" variant="filled" sx={{ alignItems: 'center' }}>
      {translate(message)}{' '}
      <Link href={publicPostPath(slug)} target="_blank" rel="noopener" color="inherit" sx={{ fontWeight: 600 }}>
        {translate('resources.blog.actions.open_post', { slug })}
      </Link>
    </Alert>
  );
});
