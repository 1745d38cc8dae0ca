/** Spec 001 §9: the sidebar's state is remembered in a cookie for 7 days; widths 16rem open, 18rem on phones, 3rem closed. */
export const SIDEBAR_COOKIE = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH_PX = 256;
export const SIDEBAR_WIDTH_MOBILE = '18rem';
export const SIDEBAR_CLOSED_WIDTH_PX = 48;
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_TOGGLE_KEY = 'b';

export function readSidebarCookie(cookies: string = document.cookie): boolean | null {
  const match = cookies.split(/;\s*/).find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  if (!match) return null;
  const value = match.slice(SIDEBAR_COOKIE.length + 1);
  return value === 'true' ? true : value === 'false' ? false : null;
}

export function writeSidebarCookie(open: boolean): void {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/admin; max-age=${SIDEBAR_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
