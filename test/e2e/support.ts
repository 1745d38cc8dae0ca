import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

const SCREENSHOT_DIR = path.join(__dirname, '.screenshots');

/** Full-page screenshot named <name>-<project>.png, for people to review both layouts. */
export async function saveScreenshot(page: Page, name: string, testInfo: TestInfo): Promise<void> {
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${testInfo.project.name}.png`), fullPage: true });
}

export function isPhoneLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) < 768;
}

export function requiredEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Set ${name} for the end-to-end run`);
  return value;
}
