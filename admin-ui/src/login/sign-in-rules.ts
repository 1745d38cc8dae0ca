import { UNEXPECTED_ERROR_MESSAGE } from '../providers/problem-details';

/**
 * The sign-in page's words and rules, free of react-admin and MUI: the entry chunk shows the sign-in page before the
 * react-admin app is loaded (issue 19), and react-admin's own login page (after signing out) shows the same page.
 */

/** The admin's URL prefix (react-admin's basename). */
export const ADMIN_BASENAME = '/admin';
/** The dashboard's own URL (spec 001 §2 /admin/dashboard), relative to the admin's basename; /admin shows it too. */
export const DASHBOARD_PATH = '/dashboard';
/** react-admin's sign-in route, relative to the admin's basename. */
export const LOGIN_PATH = '/login';

/** English texts of the sign-in page; react-admin's i18n reads the same object (scv.login.*). */
export const loginMessages = {
  title: 'Admin Sign In',
  subtitle: 'Staff only. Sign in with your SCV Scoopers account.',
  email: 'Email',
  password: 'Password',
  show_password: 'Show password',
  hide_password: 'Hide password',
  submit: 'Sign In',
  submitting: 'Signing In...',
  success: 'Signed in successfully!',
  back_to_site: 'Back to the website',
  checking: 'Checking your session',
  load_failed: 'The admin app could not be loaded. Check your connection and reload the page.',
  reload: 'Reload',
  required: 'Required',
  invalid_email: 'Must be a valid email',
};

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInErrors = Partial<Record<keyof SignInValues, string>>;

// react-admin's email() validator's pattern, so the form accepts and refuses what it did before.
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

/** Field errors of the form: both fields required, the e-mail well formed (an empty form says "Required" twice). */
export function validateSignIn(values: SignInValues): SignInErrors {
  const errors: SignInErrors = {};
  if (values.email.trim() === '') errors.email = loginMessages.required;
  else if (!EMAIL_PATTERN.test(values.email)) errors.email = loginMessages.invalid_email;
  if (values.password === '') errors.password = loginMessages.required;
  return errors;
}

/** What the form shows when signing in fails: the server's message, else the generic text. */
export function signInErrorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNEXPECTED_ERROR_MESSAGE;
}

function trimSlashes(pathname: string): string {
  return pathname.replace(/\/+$/, '');
}

/**
 * Where an admin lands after signing in from the page at `pathname`/`search`: the admin page they opened, except the
 * bare /admin, its sign-in page or anything outside the admin, which all mean the dashboard.
 */
export function landingPath(pathname: string, search = ''): string {
  const path = trimSlashes(pathname);
  const dashboard = `${ADMIN_BASENAME}${DASHBOARD_PATH}`;
  if (!path.startsWith(`${ADMIN_BASENAME}/`)) return dashboard;
  if (path === `${ADMIN_BASENAME}${LOGIN_PATH}`) return dashboard;
  return `${path}${search}`;
}
