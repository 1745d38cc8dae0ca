import { ListItemIcon, MenuItem, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';

interface ExternalMenuItemProps {
  /** A path outside the admin app; a plain link, so the browser leaves react-admin's router. */
  href: string;
  primaryText: string;
  leftIcon: ReactNode;
}

/** Looks like react-admin's menu items (which route inside /admin) but loads another page of the site. */
export function ExternalMenuItem({ href, primaryText, leftIcon }: ExternalMenuItemProps) {
  const [open] = useSidebarState();
  const translate = useTranslate();
  const label = translate(primaryText, { _: primaryText });
  const item = (
    <MenuItem component="a" href={href} sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40, color: 'text.secondary' } }}>
      <ListItemIcon>{leftIcon}</ListItemIcon>
      <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
        {label}
      </Typography>
    </MenuItem>
  );
  return open ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
}
