import { defaultTheme, type RaThemeOptions } from 'react-admin';

/** Same green as the public site, so staff and visitors see one brand. */
export const BRAND_GREEN = '#2f7d4f';
const BRAND_GREEN_DARK = '#236140';

export const theme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: BRAND_GREEN },
    secondary: { main: BRAND_GREEN_DARK },
  },
};
