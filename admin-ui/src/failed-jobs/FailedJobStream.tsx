import { Box, Typography } from '@mui/material';
import { StreamHistoryButton } from '../events/StreamHistoryButton';

/**
 * The stream the failed event belongs to, and a link to its history in the event log.
 * On phones the link is an icon (react-admin's Button below sm), kept beside the id rather than wrapped under it.
 */
export function FailedJobStream({ streamId }: { streamId: string | null }) {
  if (!streamId) return <>—</>;
  return (
    <Box
      sx={{
        display: { xs: 'grid', sm: 'flex' },
        gridTemplateColumns: 'minmax(0, 1fr) auto',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1,
      }}
    >
      <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}>
        {streamId}
      </Typography>
      <StreamHistoryButton streamId={streamId} />
    </Box>
  );
}
