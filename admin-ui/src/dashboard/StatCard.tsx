import { Card, CardContent, Skeleton, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType } from 'react';
import { useTranslate } from 'react-admin';

interface StatCardProps {
  icon: ComponentType<SvgIconProps>;
  /** i18n key. */
  label: string;
  value: string | null;
  /** A second, smaller line under the value (already translated). */
  detail?: string | null;
  loading?: boolean;
}

/** One figure with its icon, like the react-admin demo's dashboard cards; a skeleton while it loads. */
export function StatCard({ icon: Icon, label, value, detail, loading }: StatCardProps) {
  const translate = useTranslate();
  const text = translate(label);
  return (
    <Card component="section" aria-label={text} sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 0 }}>
      <Icon sx={{ fontSize: { xs: 36, sm: 48 }, color: 'primary.main', ml: 2, flexShrink: 0 }} aria-hidden />
      <CardContent sx={{ textAlign: 'right', flex: 1, minWidth: 0, py: { xs: 1.5, sm: 2 }, '&:last-child': { pb: { xs: 1.5, sm: 2 } } }}>
        <Typography color="text.secondary" variant="body2">
          {text}
        </Typography>
        <Typography variant="h5" component="p" data-testid="stat-value" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {loading || value === null ? <Skeleton sx={{ ml: 'auto' }} width="60%" /> : value}
        </Typography>
        {detail ? (
          <Typography variant="body2" color="text.secondary" data-testid="stat-detail">
            {detail}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** Cards side by side on wide screens, stacked on phones. */
export const CARD_GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
} as const;
