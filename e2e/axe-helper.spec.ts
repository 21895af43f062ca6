import { axeViolations, COLOUR_RULES, expectNoAxeViolations, setTheme } from "./axe";
import { expect, test } from "./fixtures";

// The accessibility checks of every other spec go through e2e/axe.ts, which runs axe in the page
// itself (AxeBuilder's legacy mode): this holds that it still finds what it must, in the page, in a
// frame of the page, and in the dark theme's colours.

const PAGE = `<!doctype html>
<html lang="en" class="light">
  <head>
    <title>Axe helper</title>
    <style>
      html.dark body { background: #111; }
      html.dark p { color: #222; }
    </style>
  </head>
  <body>
    <main>
      <h1>Axe helper</h1>
      <p>Readable in the light theme, hardly in the dark one.</p>
      <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20" />
      <iframe title="A frame of the page" srcdoc="<!doctype html><html lang='en'><title>Frame</title><main><input type='text'></main></html>"></iframe>
    </main>
  </body>
</html>`;

test("the axe helper finds a missing alt text, an unlabelled field inside a frame, and a colour too faint in the dark theme", async ({
  page,
}) => {
  // On the app's origin, as every page the specs check: the frame is the page's own.
  await page.goto("/robots.txt");
  await page.setContent(PAGE);
  await expect(page.frameLocator("iframe").locator("input")).toBeAttached();

  const light = await axeViolations(page, "light");
  expect(light.find((line) => line.startsWith("light: image-alt (1)"))).toBeDefined();
  expect(light.find((line) => line.startsWith("light: label (1)") && line.includes("iframe"))).toBeDefined();
  expect(light.some((line) => line.includes("color-contrast"))).toBe(false);

  await setTheme(page, "dark");
  expect(await axeViolations(page, "dark", { rules: COLOUR_RULES })).toEqual([expect.stringMatching(/^dark: color-contrast \(1\): p$/)]);

  await setTheme(page, "light");
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
});
