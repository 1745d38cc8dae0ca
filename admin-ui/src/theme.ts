import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Same green as the public site, so staff and visitors see one brand. */
export const BRAND_GREEN = '#2f7d4f';
const BRAND_GREEN_DARK = '#236140';
/** MUI's orange (#ed6c02) is 3.0:1 on white: too faint for the words of a Refund or Close button (WCAG AA needs 4.5:1). */
export const WARNING_ORANGE = '#b45309';
/** MUI's info blue (#0288d1) is 3.9:1 under white chip words (axe, the leads list on a phone); this one is 5.9:1. */
export const INFO_BLUE = '#0369a1';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND_GREEN },
    secondary: { main: BRAND_GREEN_DARK },
    warning: { main: WARNING_ORANGE, light: '#d97706', dark: '#92400e', contrastText: '#ffffff' },
    info: { main: INFO_BLUE, light: '#0284c7', dark: '#075985', contrastText: '#ffffff' },
  },
};
