import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CustomerJourneys } from './dashboard-types';

/** The 10 most common page paths with their session counts and average minutes. */
export function TopPathsTable({ paths }: { paths: CustomerJourneys['topPaths'] }) {
  const translate = useTranslate();
  if (!paths.length) return <Typography color="text.secondary">{translate('scv.dashboard.journeys.no_paths')}</Typography>;
  return (
    <Table size="small" aria-label={translate('scv.dashboard.journeys.top_paths')} data-testid="top-paths">
      <TableHead>
        <TableRow>
          <TableCell>{translate('scv.dashboard.journeys.path')}</TableCell>
          <TableCell align="right">{translate('scv.dashboard.journeys.sessions')}</TableCell>
          <TableCell align="right">{translate('scv.dashboard.journeys.avg_minutes')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {paths.map((p) => (
          <TableRow key={p.path}>
            <TableCell sx={{ overflowWrap: 'anywhere', fontFamily: 'monospace', fontSize: 13 }}>{p.path}</TableCell>
            <TableCell align="right">{p.sessions}</TableCell>
            <TableCell align="right">{p.avgMinutes.toFixed(1)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
