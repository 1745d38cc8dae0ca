import { Box } from '@mui/material';

/** Pretty-printed JSON in a scrollable block, so long payloads never widen the page. */
export function JsonBlock({ value, label }: { value: unknown; label: string }) {
  return (
    <Box
      component="pre"
      aria-label={label}
      tabIndex={0}
      sx={{
        m: 0,
        p: 1.5,
        maxWidth: '100%',
        maxHeight: 420,
        overflow: 'auto',
        borderRadius: 1,
        bgcolor: 'grey.100',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
        fontSize: 13,
        lineHeight: 1.5,
        whiteSpace: 'pre',
      }}
    >
      {JSON.stringify(value ?? null, null, 2)}
    </Box>
  );
}
