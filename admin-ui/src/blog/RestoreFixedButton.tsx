import RestoreIcon from '@mui/icons-material/Restore';
import { useState } from 'react';
import { Button, useNotify, useRefresh, useTranslate } from 'react-admin';
import { blogMethods } from './blog-api';

/** Puts back any of the six fixed articles deleted by mistake (the server leaves the others untouched). */
export function RestoreFixedButton() {
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const restore = async () => {
    setBusy(true);
    try {
      const { restored } = await blogMethods.restoreFixedArticles();
      notify(restored ? 'resources.blog.notify.restored' : 'resources.blog.notify.nothing_to_restore', {
        type: restored ? 'success' : 'info',
        messageArgs: { smart_count: restored },
      });
      refresh();
    } catch (error) {
      const failed = translate('resources.blog.notify.restore_failed');
      notify((error as Error)?.message ? `${failed}: ${(error as Error).message}` : failed, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return <Button label="resources.blog.actions.restore_fixed" onClick={() => void restore()} disabled={busy} startIcon={<RestoreIcon />} />;
}
