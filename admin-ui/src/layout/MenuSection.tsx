import { ListSubheader } from '@mui/material';
import { useSidebarState, useTranslate } from 'react-admin';

/**
 * A group title in the sidebar; hidden when the sidebar is collapsed to icons, where it would only crowd them. The
 * sidebar is react-admin's menu (role="menu"), which may own menu items only: the title's list item is presentational,
 * so its words stay readable without being an item of a list that isn't there (axe: listitem, aria-required-children).
 */
export function MenuSection({ label }: { label: string }) {
  const [open] = useSidebarState();
  const translate = useTranslate();
  if (!open) return null;
  return (
    <ListSubheader
      role="presentation"
      disableSticky
      sx={{ lineHeight: '22px', mt: 0.5, bgcolor: 'transparent', fontSize: '0.75rem', fontWeight: 600, letterSpacing: '0.06em', textTransform: 'uppercase' }}
    >
      {translate(label)}
    </ListSubheader>
  );
}
