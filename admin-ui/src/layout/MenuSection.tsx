import { ListSubheader } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

/** A group title in the sidebar; hidden when the sidebar is collapsed to icons, where it would only crowd them. */
export function MenuSection({ label }: { label: string }) {
  const [open] = useSidebarState();
  const translate = useTranslate();
  if (!open) return null;
  return (
    <ListSubheader
      disableSticky
      sx={{ lineHeight: '22px', mt: 0.5, bgcolor: 'transparent', fontSize: '0.75rem', fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase' }}
    >
      {translate(label)}
    </ListSubheader>
  );
}
