import type { Page } from '@playwright/test';

/**
 * What sits below the fold renders as it nears the viewport or once the keyboard moves
 * (shared/ui/RenderLater.tsx): a Tab shows all of it, as it does for a member moving by keyboard.
 */
export async function showBelowTheFold(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
}

/** Scrolls to the foot of the page, again while the page grows as its parts render. */
export async function scrollToFoot(page: Page): Promise<void> {
  let stableReadings = 0;
  let height = 0;
  while (stableReadings < 3) {
    const next = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      return document.documentElement.scrollHeight;
    });
    stableReadings = next === height ? stableReadings + 1 : 0;
    height = next;
    await page.waitForTimeout(100);
  }
}

/** Turns the mouse wheel, as a member does, until the page's foot is in view. */
export async function wheelToFoot(page: Page): Promise<void> {
  for (let turns = 0; turns < 100; turns += 1) {
    const atFoot = await page.evaluate(
      () => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight,
    );
    if (atFoot) return;
    await page.mouse.wheel(0, 300);
    await page.waitForTimeout(50);
  }
  throw new Error('the mouse wheel never reached the foot of the page');
}
