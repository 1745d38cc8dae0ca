import { Box, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { RecordContextProvider, useListContext, type RaRecord } from 'react-admin';

/** Phones: the list's records as stacked cards, each inside its record context so field and action buttons work as in a table row. */
export function RecordCards<T extends RaRecord>({ children }: { children: (record: T) => ReactNode }) {
  const { data } = useListContext<T>();
  return (
    <Stack divider={<Box sx={{ borderTop: 1, borderColor: 'divider' }} />}>
      {(data ?? []).map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Box sx={{ p: 2 }}>{children(record)}</Box>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}
