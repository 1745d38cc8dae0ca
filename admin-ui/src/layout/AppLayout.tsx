import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { SIDEBAR_CLOSED_WIDTH_PX, SIDEBAR_WIDTH_PX } from './sidebar-state';

// react-admin sizes the sidebar and its menu from theme.sidebar; the spec's 16rem open and 3rem collapsed.
const withSidebarWidths = (outer: Theme) => ({ ...outer, sidebar: { width: SIDEBAR_WIDTH_PX, closedWidth: SIDEBAR_CLOSED_WIDTH_PX } });

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={withSidebarWidths}>
      <Layout appBar={AppAppBar} menu={AppMenu} sidebar={AppSidebar}>
        {children}
      </Layout>
    </ThemeProvider>
  );
}
