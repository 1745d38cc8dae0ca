import { Box, Typography, type SvgIconProps } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

interface EmptyStateProps {
  icon: ComponentType<SvgIconProps>;
  /** i18n keys. */
  title: string;
  explanation: string;
  children?: ReactNode;
}

/** What a list shows before it has any row: what will appear here, and when. */
export function EmptyState({ icon: Icon, title, explanation, children }: EmptyStateProps) {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 8, px: 2, width: '100%', maxWidth: 640, mx: 'auto' }}>
      <Icon sx={{ fontSize: 64, color: 'text.disabled' }} />
      <Typography component="h2" variant="h5" sx={{ mt: 1 }}>
        {translate(title)}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        {translate(explanation)}
      </Typography>
      {children}
    </Box>
  );
}
