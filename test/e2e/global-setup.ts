import { request, type FullConfig } from '@playwright/test';

/**
 * Signs the admin in once for the whole run (the web server is up by now) and hands the session cookie to the
 * workers through the environment; signInToAdmin puts it in each test's browser instead of filling the form again.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0].use.baseURL;
  const api = await request.newContext({ baseURL });
  const credentials = { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD };
  let status = 0;
  // The server creates the admin account as it starts; give it a moment if the first try comes too early.
  for (let attempt = 0; attempt < 20; attempt += 1) {
    status = (await api.post('/api/auth/sign-in', { data: credentials })).status();
    if (status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (status !== 200) throw new Error(`the e2e admin could not sign in (${status})`);
  process.env.E2E_ADMIN_COOKIES = JSON.stringify((await api.storageState()).cookies);
  await api.dispose();
}
