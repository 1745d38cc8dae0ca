import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** A row's buttons, right-aligned; a click on them never also counts as a click on the row. */
export function RowActions({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: { xs: 'wrap', lg: 'nowrap' } }} onClick={(e) => e.stopPropagation()}>
      {children}
    </Box>
  );
}
