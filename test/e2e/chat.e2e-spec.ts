import { expect, test, type Page, type TestInfo } from '@playwright/test';
import path from 'node:path';
import { CHAT_FAILED_MESSAGE } from '../../backend/src/modules/chat/chat.messages';
import { calculateQuote, formatCents, NO_ADD_ONS } from '../../backend/src/modules/pricing';
import { startAppWithModel, type AppInstance } from '../support/chat-e2e-instance';
import { ModelStandIn } from '../support/chat-model-stand-in';
import { isPhoneLayout } from './support';

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat with us' });
const panel = (page: Page) => page.getByRole('dialog', { name: /site guide/ });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Your message' });
const replies = (page: Page) => panel(page).locator('.chat-message--assistant[data-role]');
const quoteSection = (page: Page) => page.locator('section#quote');

async function openChat(page: Page): Promise<void> {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

/** Sends a message and returns the request body the widget posted. */
async function ask(
  page: Page,
  question: string,
): Promise<{ messages: Array<{ role: string; content: string }>; currentPage: string; conversationId: string; userSession: string }> {
  const request = page.waitForRequest((r) => r.url().endsWith('/api/chat') && r.method() === 'POST');
  await input(page).fill(question);
  // While the last reply still streams, Enter keeps the draft and sends nothing (Send is disabled): wait for it.
  await expect(panel(page).getByRole('button', { name: 'Send message' })).toBeEnabled();
  await input(page).press('Enter');
  return (await request).postDataJSON();
}

/**
 * Scrolls the window by `by` px and resolves once the scroll event has been dispatched, so the widget's listener (added
 * before this one) has run: the browser fires it on its next frame, which the paused page clock does not hold back.
 */
async function scrollBy(page: Page, by: number): Promise<void> {
  await page.evaluate(
    (delta) =>
      new Promise<void>((resolve) => {
        window.addEventListener('scroll', () => resolve(), { once: true });
        window.scrollTo({ top: window.scrollY + delta, behavior: 'instant' });
      }),
    by,
  );
}

/** What the visitor sees (the widget is fixed to the viewport), as <name>-<project>.png for review. */
async function saveScreenshot(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  await page.screenshot({ path: path.join(__dirname, '.screenshots', `${name}-${testInfo.project.name}.png`) });
}

const weekly2Medium = calculateQuote({
  serviceType: 'subscription',
  serviceFrequency: 'weekly',
  numberOfDogs: '2',
  yardSize: 'medium',
  addOns: NO_ADD_ONS,
  trashDay: '',
  commitmentMonths: 1,
})!;

test('the widget loads after the page, opens a 500 px panel and streams the price the quote card shows', { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(launcher(page)).toBeVisible();
  // The widget's code and styles are fetched only after the page's load event: they cost the first load nothing.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const chunks = performance.getEntriesByType('resource').filter((e) => /\/assets\/ChatWidget-/.test(e.name));
    return { loadEventStart: navigation.loadEventStart, chunkStarts: chunks.map((c) => c.startTime) };
  });
  expect(timing.chunkStarts.length).toBeGreaterThanOrEqual(1);
  for (const start of timing.chunkStarts) expect(start).toBeGreaterThanOrEqual(timing.loadEventStart);

  await openChat(page);
  // Measured once the opening transition settles (mid-animation it can be a fraction of a pixel off).
  await expect.poll(async () => Math.round((await panel(page).boundingBox())?.height ?? 0)).toBe(500);
  const body = await ask(page, 'how much for 2 dogs weekly, medium yard?');
  expect(body).toMatchObject({ messages: [{ role: 'user', content: 'how much for 2 dogs weekly, medium yard?' }], currentPage: '/' });
  expect(body.conversationId).toMatch(/^[0-9a-f-]{36}$/);

  const reply = replies(page).last();
  await expect(reply).toContainText(`weekly service is ${formatCents(weekly2Medium.finalPrice)} a month`);
  await expect(reply).toContainText(`you'd pay ${formatCents(weekly2Medium.dueToday)} today`);
  await saveScreenshot(page, 'chat-price', testInfo);

  // The same choices on the quote form give the same numbers.
  await panel(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(panel(page)).toBeHidden();
  const form = quoteSection(page).locator('form').first();
  await form.getByRole('radio', { name: '2 dogs', exact: true }).check();
  await form.getByRole('radio', { name: /^Medium/ }).check();
  await form.getByRole('radio', { name: /^Weekly/ }).check();
  const card = page.locator('#quote-card');
  await expect(card.getByTestId('due-today')).toHaveText(formatCents(weekly2Medium.dueToday));
  await expect(card).toContainText(`${formatCents(weekly2Medium.finalPrice)}/mo`);
});

test(
  '"can I book?" scrolls to the quote section, markers never show, and the conversation follows the visitor',
  { tag: '@phone' },
  async ({ page }, testInfo) => {
    await page.goto('/');
    await openChat(page);
    const first = await ask(page, 'how much for 2 dogs weekly, medium yard?');
    await expect(replies(page).last()).toContainText('Want to book?');
    await expect(quoteSection(page)).not.toBeInViewport();

    const second = await ask(page, 'can I book?');
    expect(second.conversationId).toBe(first.conversationId);
    // Only the new message goes up: the server holds the history.
    expect(second.messages).toEqual([{ role: 'user', content: 'can I book?' }]);
    await expect(quoteSection(page)).toBeInViewport();
    // Issue 18 §5: the form holds what the guide quoted (2 dogs, medium yard, weekly), not an empty form.
    await expect(page).toHaveURL(/\/\?dogs=2&yard=medium&frequency=weekly#quote$/);
    const form = page.getByRole('form', { name: 'Quote' });
    await expect(form.getByRole('radio', { name: '2 dogs', exact: true })).toBeChecked();
    await expect(form.getByRole('radio', { name: /^Medium/ })).toBeChecked();
    await expect(form.getByRole('radio', { name: /^Weekly/ })).toBeChecked();
    await expect(page.getByRole('complementary', { name: 'Your quote' })).toContainText('Weekly · 2 dogs · medium yard');
    // The panel steps aside so the form and its quote card are in view; the conversation is kept.
    await expect(panel(page)).toBeHidden();
    await saveScreenshot(page, 'chat-book-scrolled', testInfo);
    await openChat(page);
    await expect(replies(page).last()).toContainText('Booking takes a couple of minutes');
    await expect(panel(page)).not.toContainText('SCROLL_TO_QUOTE');
    await expect(panel(page)).not.toContainText('PREFILL_FORM');
    await saveScreenshot(page, 'chat-book-thread', testInfo);

    // Another page: same conversation, same thread. On a phone the open panel covers the footer, so a visitor closes it first.
    if (isPhoneLayout(page)) await panel(page).getByRole('button', { name: 'Close chat' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/faq$/);
    if (!(await panel(page).isVisible())) await openChat(page);
    await expect(panel(page)).toContainText('how much for 2 dogs weekly, medium yard?');
    const third = await ask(page, 'do you serve 91354?');
    expect(third).toMatchObject({ conversationId: first.conversationId, currentPage: '/faq', userSession: first.userSession });
    await expect(replies(page).last()).toContainText('Yes, we serve 91354');
    // The reply has finished streaming (the text shows while it streams; the finished reply is what is kept).
    await expect(replies(page).last()).not.toHaveAttribute('aria-busy', 'true');

    // A reload keeps it too.
    await page.reload();
    await openChat(page);
    await expect(panel(page)).toContainText('Yes, we serve 91354');
    const fourth = await ask(page, 'thanks!');
    expect(fourth.conversationId).toBe(first.conversationId);
  },
);

test('the idle prompt shows once, after 150 px of scrolling and 3 s of stillness; No thanks dismisses it', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await expect(launcher(page)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  const prompt = page.getByRole('region', { name: 'Chat invitation' });
  const scroll = (by: number) => scrollBy(page, by);

  await scroll(100);
  await page.clock.runFor(5000);
  await expect(prompt).toBeHidden();

  await scroll(100);
  await page.clock.runFor(2900);
  await expect(prompt).toBeHidden();
  await page.clock.runFor(200);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: "Let's chat" })).toBeVisible();
  await prompt.getByRole('button', { name: 'No thanks' }).click();
  await expect(prompt).toBeHidden();
  await expect(panel(page)).toBeHidden();

  await scroll(400);
  await page.clock.runFor(5000);
  await expect(prompt).toBeHidden();
});

test("'Let's chat' on the idle prompt opens the panel", { tag: '@phone' }, async ({ page }, testInfo) => {
  await page.clock.install();
  await page.goto('/');
  await expect(launcher(page)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await scrollBy(page, 400);
  await page.clock.runFor(3100);
  const prompt = page.getByRole('region', { name: 'Chat invitation' });
  await expect(prompt).toBeVisible();
  await saveScreenshot(page, 'chat-idle-prompt', testInfo);
  await prompt.getByRole('button', { name: "Let's chat" }).click();
  await expect(panel(page)).toBeVisible();
  await expect(prompt).toBeHidden();
});

test.describe('with an OpenAI-compatible model (a local stand-in) behind a second app instance', () => {
  test.describe.configure({ mode: 'serial', timeout: 150_000 });
  let model: ModelStandIn;
  let app: AppInstance;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    model = await ModelStandIn.start();
    app = await startAppWithModel(model.baseUrl);
  });
  test.afterAll(async () => {
    await app?.stop();
    await model?.close();
  });

  test('replies stream in token by token; a model failing mid-stream removes the placeholder and shows the toast', async ({ page }, testInfo) => {
    await page.goto(`${app.baseUrl}/`);
    await openChat(page);
    // Record every text the reply bubble shows, to see it grow.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seenReplies: string[] }).seenReplies = seen;
      const log = document.querySelector('.chat-panel__log');
      if (!log) return;
      new MutationObserver(() => {
        const bubbles = log.querySelectorAll('.chat-message--assistant[data-role]');
        const text = bubbles[bubbles.length - 1]?.textContent ?? '';
        if (text && seen[seen.length - 1] !== text) seen.push(text);
      }).observe(log, { subtree: true, childList: true, characterData: true });
    });

    const words = ['Weekly', ' service', ' starts', ' at', ' $96.00', ' a', ' month.'];
    model.reply({ chunks: words, delayMs: 250 });
    await ask(page, 'how much is weekly service?');
    await expect(replies(page).last()).toHaveText(words.join(''));
    // The bubble grew through several partial texts (a busy machine may deliver two words in one packet).
    const seen = await page.evaluate(() => (window as unknown as { seenReplies: string[] }).seenReplies);
    expect(seen.length, JSON.stringify(seen)).toBeGreaterThanOrEqual(3);
    expect(seen[0].length).toBeLessThan(words.join('').length);
    seen.forEach((text, i) => i > 0 && expect(text.startsWith(seen[i - 1])).toBe(true));
    expect(model.requests[model.requests.length - 1].body.messages[0].role).toBe('system');

    // The model sends three words, then (once we have seen them) drops the connection.
    model.reply({ chunks: ['Let', ' me', ' check', ' that', ' for', ' you.'], holdAfter: 3, failAfter: 3 });
    await ask(page, 'do you work on weekends?');
    await expect(replies(page).last()).toHaveText('Let me check');
    model.release();
    const toast = page.getByRole('alert').filter({ hasText: CHAT_FAILED_MESSAGE });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Error');
    await expect(panel(page).getByText('Let me check')).toHaveCount(0);
    await expect(panel(page).locator('.chat-message--user').last()).toHaveText('do you work on weekends?');
    await expect(replies(page)).toHaveCount(1);
    await saveScreenshot(page, 'chat-model-failed', testInfo);
  });
});
