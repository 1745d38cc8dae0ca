import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Card, CardActions, CardContent, CardHeader, FormControlLabel, LinearProgress, Radio, RadioGroup, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider';

type Kind = 'expired' | 'duplicates';

function Stat({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Box sx={{ p: 1.5, borderRadius: 2, bgcolor: 'grey.100', minWidth: 0 }}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
        {value ?? '–'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

/** Spec 001 §2 Order cleanup utility: stats, choose expired or duplicates, confirm, delete, refresh stats. */
export function OrderCleanupCard() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('expired');
  const [confirming, setConfirming] = useState(false);
  const stats = useQuery({ queryKey: ['settings', 'cleanupStats'], queryFn: () => dataProvider.getCleanupStats() });
  const cleanup = useMutation({
    mutationFn: (k: Kind) => dataProvider.runCleanup(k),
    onSuccess: (result) =>
      notify(`${result.title}: ${result.message}`.replace(/^(No Duplicates Found): \1$/, '$1'), { type: result.removed ? 'success' : 'info' }),
    onError: () => notify(`${translate('scv.settings.cleanup.failed_title')}: ${translate('scv.settings.cleanup.failed')}`, { type: 'error' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['settings', 'cleanupStats'] }),
  });
  const hours = stats.data?.olderThanHours ?? 48;
  const count = kind === 'expired' ? (stats.data?.expiredPending ?? 0) : (stats.data?.duplicateOrders ?? 0);
  const title = translate('scv.settings.cleanup.title');
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader
        avatar={<CleaningServicesIcon color="primary" />}
        title={title}
        subheader={translate('scv.settings.cleanup.subheader')}
        slotProps={{ title: { component: 'h2', variant: 'h6' } }}
      />
      {(stats.isFetching || cleanup.isPending) && <LinearProgress />}
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        {stats.isError && <Alert severity="error">{translate('scv.settings.cleanup.stats_failed')}</Alert>}
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}>
          <Stat label={translate('scv.settings.cleanup.pending')} value={stats.data?.pendingWithoutPayment} />
          <Stat label={translate('scv.settings.cleanup.expired', { hours })} value={stats.data?.expiredPending} />
          <Stat label={translate('scv.settings.cleanup.duplicates')} value={stats.data?.duplicateOrders} />
        </Box>
        <RadioGroup aria-label={translate('scv.settings.cleanup.choose')} value={kind} onChange={(event) => setKind(event.target.value as Kind)}>
          <FormControlLabel value="expired" control={<Radio />} label={translate('scv.settings.cleanup.expired_option', { hours })} />
          <FormControlLabel value="duplicates" control={<Radio />} label={translate('scv.settings.cleanup.duplicates_option')} />
        </RadioGroup>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button variant="contained" color="warning" disabled={cleanup.isPending || stats.isPending} onClick={() => setConfirming(true)}>
          {translate('scv.settings.cleanup.run')}
        </Button>
        <Button startIcon={<RefreshIcon />} onClick={() => void stats.refetch()}>
          {translate('scv.settings.cleanup.refresh')}
        </Button>
      </CardActions>
      <Confirm
        isOpen={confirming}
        title="scv.settings.cleanup.confirm_title"
        content={translate(kind === 'expired' ? 'scv.settings.cleanup.confirm_expired' : 'scv.settings.cleanup.confirm_duplicates', { smart_count: count })}
        onConfirm={() => {
          setConfirming(false);
          cleanup.mutate(kind);
        }}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}
