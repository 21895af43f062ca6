import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/** Colours fade between themes; axe must read the settled colours, not a frame of the fade. */
export async function settleColours(page: Page): Promise<void> {
  await page.addStyleTag({ content: "*, *::before, *::after { transition: none !important; animation: none !important; }" });
}

/** What the theme switch does to <html> (lib/color-mode.ts applyColorMode): Chakra's dark theme is the `dark` class. */
export async function setTheme(page: Page, theme: "light" | "dark"): Promise<void> {
  await page.evaluate((dark) => {
    document.documentElement.classList.toggle("dark", dark);
    document.documentElement.classList.toggle("light", !dark);
    document.documentElement.style.colorScheme = dark ? "dark" : "light";
  }, theme === "dark");
}

type AxeOptions = {
  /** Only these axe rule tags (e.g. WCAG 2.1 A/AA); every rule when unset. */
  tags?: string[];
};

/** Axe's violations on the page as it is now, one line each. */
export async function axeViolations(page: Page, label: string, { tags }: AxeOptions = {}): Promise<string[]> {
  // WCAG 2.5.3 (Label in Name): a control's accessible name contains its visible text, so a voice-control
  // user saying what they see reaches it. axe ships the rule as experimental, off unless asked for.
  const builder = new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } });
  const results = await (tags ? builder.withTags(tags) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.nodes.length}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}

/** No axe-core violations in the light theme and in the dark one; the page is left light. */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await settleColours(page);
  for (const theme of ["light", "dark"] as const) {
    await setTheme(page, theme);
    expect(await axeViolations(page, theme, options)).toEqual([]);
  }
  await setTheme(page, "light");
}
