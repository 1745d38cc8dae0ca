import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { isPhoneLayout, saveScreenshot, signInToAdmin } from './support';

test('staff find a chat by its first message and read the thread', { tag: '@phone' }, async ({ page, request }, testInfo) => {
  // A conversation through the real chat endpoint (the built-in site guide answers); the marker word keeps searches to ours.
  const marker = `zq${randomUUID().slice(0, 6)}`;
  const question = `Do you serve 91354? (${marker})`;
  const answer = await request.post('/api/chat', {
    data: { messages: [{ role: 'user', content: question }], currentPage: '/valencia', conversationId: randomUUID() },
  });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('[DONE]');

  await signInToAdmin(page);
  if (isPhoneLayout(page)) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'AI Conversations' }).click();
  await expect(page).toHaveURL(/\/admin\/conversations/);

  await test.step('three stat cards and the list, searchable by the first visitor message', async () => {
    for (const name of ['Conversations', 'Messages', 'Avg. messages per conversation']) {
      await expect(page.getByRole('region', { name, exact: true }).getByTestId('stat-value')).toHaveText(/^\d/);
    }
    await page.getByPlaceholder('Search').fill(marker);
    // The search applies after its debounce, through the URL; a click before that would be undone by it.
    await expect(page).toHaveURL(new RegExp(`filter=.*${marker}`));
    await expect(page.getByText(question)).toBeVisible();
    await saveScreenshot(page, 'admin-conversations', testInfo);
  });

  await test.step('the thread shows the visitor and the assistant as bubbles', async () => {
    await page.getByText(question).click();
    await expect(page.getByTestId('bubble-user')).toContainText(question);
    await expect(page.getByTestId('bubble-assistant')).toContainText('91354');
    await expect(page.getByTestId('bubble-user')).toContainText('on /valencia');
    await saveScreenshot(page, 'admin-conversation-thread', testInfo);
  });
});
