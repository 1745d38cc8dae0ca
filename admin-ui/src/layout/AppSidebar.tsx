import { Sidebar, type SidebarProps } from 'react-admin';
import { MOBILE_BREAKPOINT_PX, SIDEBAR_WIDTH_MOBILE } from './sidebar-state';
import { useSidebarShortcut } from './useSidebarShortcut';

/** react-admin's sidebar (icons only when collapsed, a drawer on phones) with the spec's shortcut, cookie and phone width. */
export function AppSidebar(props: SidebarProps) {
  useSidebarShortcut();
  return (
    <Sidebar
      {...props}
      sx={{
        [`@media (max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`]: {
          '& .MuiDrawer-paperAnchorLeft:not(.MuiDrawer-paperAnchorDockedLeft)': { width: SIDEBAR_WIDTH_MOBILE },
        },
      }}
    />
  );
}
