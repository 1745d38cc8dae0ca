import { Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A show page's card of related records (an order's payments, its visits): a progress bar while loading, the error,
 * the empty text, or the list; `footer` comes after whichever of those shows.
 */
export function RelatedSection({
  title,
  isPending,
  error,
  empty,
  emptyText,
  children,
  footer,
}: {
  title: string;
  isPending: boolean;
  error: unknown;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const translate = useTranslate();
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardHeader title={title} slotProps={{ title: { component: 'h2', variant: 'h6' } }} sx={{ pb: 0 }} />
      <CardContent>
        {isPending ? (
          <LinearProgress />
        ) : error ? (
          <Typography color="error">{translate('ra.notification.http_error')}</Typography>
        ) : empty ? (
          <Typography color="text.secondary">{emptyText}</Typography>
        ) : (
          children
        )}
        {footer}
      </CardContent>
    </Card>
  );
}
