import PhonelinkEraseIcon from '@mui/icons-material/PhonelinkErase';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import { forwardRef, useCallback } from 'react';
import { AppBar, Logout, UserMenu, useLogout, useNotify, useTranslate } from 'react-admin';
import { signOutEverywhere } from '../providers/session-api';

/** Ends this admin's sessions on every device (a lost laptop, a shared computer), then returns to the sign-in page. */
const SignOutEverywhereItem = forwardRef<HTMLLIElement>(function SignOutEverywhereItem(props, ref) {
  const translate = useTranslate();
  const logout = useLogout();
  const notify = useNotify();
  const handleClick = useCallback(async () => {
    try {
      await signOutEverywhere();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return;
    }
    await logout();
  }, [logout, notify]);
  return (
    <MenuItem ref={ref} onClick={handleClick} {...props}>
      <ListItemIcon>
        <PhonelinkEraseIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('scv.session.sign_out_everywhere')}</ListItemText>
    </MenuItem>
  );
});

export function AppAppBar() {
  return (
    <AppBar
      userMenu={
        <UserMenu>
          <SignOutEverywhereItem />
          <Logout />
        </UserMenu>
      }
    />
  );
}
