import { Switch } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';
import type { AffiliateLinkRecord } from './affiliate-link-types';

/** On/off straight from the list: off means posts show the phrase as plain text. */
export function ActiveSwitch() {
  const record = useRecordContext<AffiliateLinkRecord>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      await dataProvider.toggleAffiliateLink(String(record.id));
      notify('resources.affiliate-links.notify.updated', { type: 'success' });
      refresh();
    } catch {
      notify('resources.affiliate-links.notify.update_failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Switch
      checked={record.is_active}
      disabled={busy}
      onClick={(e) => e.stopPropagation()}
      onChange={() => void toggle()}
      slotProps={{ input: { 'aria-label': `${translate('resources.affiliate-links.fields.is_active')}: ${record.phrase}` } }}
    />
  );
}
