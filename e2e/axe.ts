import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// The axe the builder would inject (its own axe-core dependency), minified: the same rules in half
// the bytes, which the page parses every time they are injected.
const builderRequire = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(builderRequire.resolve("axe-core/axe.min.js"), "utf8");
/** What the builder injects into a page that already has axe: nothing. */
const ALREADY_ON_THE_PAGE = "void 0";

/**
 * A builder that injects axe only into a page that does not have it yet. AxeBuilder injects axe
 * before every analysis, twice in legacy mode (once for the page, once more for each frame); a check
 * in two themes parsed 5 MB of script for nothing. A page with frames gets the builder's own
 * injection into every frame, as before.
 */
async function builderFor(page: Page): Promise<AxeBuilder> {
  if (page.frames().length > 1) return new AxeBuilder({ page, axeSource: AXE_SOURCE });
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === "function");
  if (!present) await page.evaluate(AXE_SOURCE);
  return new AxeBuilder({ page, axeSource: ALREADY_ON_THE_PAGE });
}

/**
 * Colours fade between themes; axe must read the settled colours, not a frame of the fade. Running
 * animations are let finish first: cutting a closing dialog's backdrop short left it on the page for
 * good (its exit waits for an animationend that never came), dimming the page and taking its clicks.
 */
export async function settleColours(page: Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document
      .getAnimations()
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    // A paused animation never finishes: the wait is bounded.
    const bound = new Promise((resolve) => setTimeout(resolve, 3000));
    return Promise.race([Promise.all(finite.map((animation) => animation.finished.catch(() => undefined))), bound]);
  });
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
  /** Only these rules (overrides tags). */
  rules?: string[];
};

/**
 * The rules whose outcome can depend on colours. A theme changes colours and nothing else (Chakra's
 * `dark` class swaps colour tokens), so the second theme needs only these: the names, roles,
 * labels and structure it would check again are the same nodes with the same answers, and a full
 * axe pass is the slowest step of most browser tests.
 */
export const COLOUR_RULES = ["color-contrast", "link-in-text-block"];

/** Axe's violations on the page as it is now, one line each. */
export async function axeViolations(page: Page, label: string, { tags, rules }: AxeOptions = {}): Promise<string[]> {
  // WCAG 2.5.3 (Label in Name): a control's accessible name contains its visible text, so a voice-control
  // user saying what they see reaches it. axe ships the rule as experimental, off unless asked for.
  // axe runs in the page itself (legacy mode): the default runs each frame's part, then opens a
  // blank page, injects axe into it again and merges there, which took half of every check's time.
  // Frames of the page's own origin are still checked; a third party's embed (a reel's player) is
  // not, as it is not ours to mend. Only violations come back: the passes were most of the bytes.
  const builder = (await builderFor(page))
    .options({ rules: { "label-content-name-mismatch": { enabled: true } }, resultTypes: ["violations"] })
    .setLegacyMode(true);
  const results = await (rules ? builder.withRules(rules) : tags ? builder.withTags(tags) : builder).analyze();
  return results.violations.map(
    (violation) =>
      `${label}: ${violation.id} (${violation.nodes.length}): ${violation.nodes
        .map((node) => node.target.join(" "))
        .slice(0, 3)
        .join(" | ")}`,
  );
}

/**
 * No axe-core violations in the light theme (every rule asked for) and in the dark one (the colour
 * rules); the page is left light.
 */
export async function expectNoAxeViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  await settleColours(page);
  await setTheme(page, "light");
  const light = await axeViolations(page, "light", options);
  await setTheme(page, "dark");
  const dark = await axeViolations(page, "dark", { rules: COLOUR_RULES });
  await setTheme(page, "light");
  expect([...light, ...dark]).toEqual([]);
}
