import type { Page } from "@playwright/test";

/** Colours fade between themes; axe must read the settled colours, not a frame of the fade. */
export async function settleColours(page: Page): Promise<void> {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; animation: none !important; }" });
}
