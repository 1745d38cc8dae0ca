import { Box } from '@mui/material';
import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label/value pairs as a definition list: two columns on wide screens, stacked on phones. Empty values are left out. */
export function FactList({ facts, label }: { facts: Fact[]; label?: string }) {
  const shown = facts.filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '' && fact.value !== false);
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
        '& dt': { color: 'text.secondary', fontSize: 14, pt: { xs: 1, sm: 0 } },
        '& dd': { m: 0, fontSize: 15, overflowWrap: 'anywhere' },
      }}
    >
      {shown.map((fact) => (
        <Box key={fact.label} sx={{ display: 'contents' }}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </Box>
      ))}
    </Box>
  );
}
