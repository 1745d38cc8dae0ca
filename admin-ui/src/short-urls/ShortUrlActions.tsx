import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button } from '@mui/material';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { ShortUrlRecord } from './short-url-types';

/** Copy puts the user URL on the clipboard; Open visits it (which counts as a click, as for any visitor). */
export function ShortUrlActions() {
  const record = useRecordContext<ShortUrlRecord>();
  const notify = useNotify();
  const translate = useTranslate();
  if (!record) return null;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(record.userUrl);
      notify(translate('resources.short-urls.copied', { url: record.userUrl }), { type: 'success' });
    } catch {
      notify('resources.short-urls.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }} onClick={(e) => e.stopPropagation()}>
      <Button
        size="small"
        startIcon={<ContentCopyIcon />}
        onClick={() => void copy()}
        aria-label={`${translate('resources.short-urls.actions.copy')} ${record.userUrl}`}
      >
        {translate('resources.short-urls.actions.copy')}
      </Button>
      <Button size="small" startIcon={<OpenInNewIcon />} href={record.userUrl} target="_blank" rel="noopener">
        {translate('resources.short-urls.actions.open')}
      </Button>
    </Box>
  );
}
