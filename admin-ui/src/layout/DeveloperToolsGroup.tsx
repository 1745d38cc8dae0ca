import BuildIcon from '@mui/icons-material/Build';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Collapse, List, ListItemIcon, MenuItem, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export const DEVELOPER_TOOLS_LIST_ID = 'developer-tools-menu';

/** The staff-only check pages and the raw queue dashboard, folded away under one sidebar entry (closed until asked for). */
export function DeveloperToolsGroup({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <MenuItem
        aria-expanded={open}
        aria-controls={DEVELOPER_TOOLS_LIST_ID}
        onClick={() => setOpen((value) => !value)}
        sx={{ color: 'text.secondary', '& .MuiListItemIcon-root': { minWidth: 40, color: 'text.secondary' } }}
      >
        <ListItemIcon>
          <BuildIcon />
        </ListItemIcon>
        <Typography variant="inherit" noWrap sx={{ flexGrow: 1 }}>
          {translate('scv.menu.developer_tools')}
        </Typography>
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={DEVELOPER_TOOLS_LIST_ID} disablePadding sx={{ '& .MuiMenuItem-root': { pl: 3 } }}>
          {children}
        </List>
      </Collapse>
    </>
  );
}
