import { adminSession, staffGraphql } from "./admin-helpers";
import { expectNoAxeViolations } from "./axe";
import { expect, test, type APIRequestContext } from "./fixtures";
import { clearEarlierAttempts, currentAttempt, markedEmail } from "./retry-safe";
import { uniqueName } from "./roster-helpers";

// Place in the directory (ADR 033): a casting director picks 'Greater Melbourne' from the
// location filter, on a phone in the drawer and on a laptop in the bar, and sees a chip, the
// address and only the talents of Melbourne's suburbs. The spec's own talents share a first-name
// stem no other run uses, so its search sees nobody else's.

async function publishedTalent(request: APIRequestContext, firstName: string, suburb: string, state: string) {
  const session = await adminSession(request);
  // A retry deletes the failed attempt's talents first: the search would count six.
  await clearEarlierAttempts(request, session, currentAttempt());
  await staffGraphql(request, session, "mutation($input: TalentCreateInput!) { createTalent(input: $input) { id } }", {
    input: {
      firstName,
      lastName: "Placer",
      email: markedEmail(firstName, currentAttempt()),
      bio: "Screen and stage actor.",
      suburb,
      state,
      isApproved: true,
      isPublished: true,
    },
  });
}

const SIZES = [
  { width: 390, height: 844, drawer: true },
  { width: 1280, height: 900, drawer: false },
];

for (const size of SIZES) {
  test.describe(`at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test("picking Greater Melbourne shows a chip, keeps it in the address and lists only Melbourne's talents", async ({
      page,
      request,
    }) => {
      // Three talents written, two pages and axe in two themes: long on a shared machine.
      test.setTimeout(360_000);
      const stem = uniqueName("Plc");
      const names = { fitzroy: `${stem}fitz`, geelong: `${stem}geel`, bondi: `${stem}bond` };
      await publishedTalent(request, names.fitzroy, "Fitzroy", "VIC");
      await publishedTalent(request, names.geelong, "Geelong", "VIC");
      await publishedTalent(request, names.bondi, "Bondi", "NSW");

      await page.goto(`/talents?search=${stem}`);
      const status = page.getByRole("status").filter({ hasText: /^Showing \d+ talents?$/ });
      await expect(status).toHaveText("Showing 3 talents");

      if (size.drawer) {
        await page.getByRole("button", { name: /^Filters/ }).click();
        const drawer = page.getByRole("dialog", { name: "Filter Talents" });
        const location = drawer.getByRole("combobox", { name: "Location" });
        await location.selectOption({ label: "Greater Melbourne" });
        await expect(drawer.getByRole("button", { name: "Show 1 talent" })).toBeVisible();
        await drawer.getByRole("button", { name: "Show 1 talent" }).click();
        await expect(drawer).toBeHidden();
      } else {
        const bar = page.getByRole("region", { name: "Filters" });
        await bar.getByRole("combobox", { name: "Location" }).selectOption({ label: "Greater Melbourne" });
      }

      await expect(page).toHaveURL(`/talents?search=${stem}&location=greater-melbourne`);
      await expect(status).toHaveText("Showing 1 talent");
      const cards = page.getByTestId("talent-card");
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText(names.fitzroy);
      const filters = page.getByRole("region", { name: "Filters" });
      const chip = filters.getByRole("button", { name: "Remove Location: Greater Melbourne" });
      await expect(chip).toBeVisible();
      await expectNoAxeViolations(page);

      // The whole state, then no location: the chip goes and every talent of the stem is back.
      await page.goto(`/talents?search=${stem}&location=VIC`);
      await expect(filters.getByRole("button", { name: "Remove Location: All of Victoria" })).toBeVisible();
      await expect(status).toHaveText("Showing 2 talents");
      await filters.getByRole("button", { name: "Remove Location: All of Victoria" }).click();
      await expect(page).toHaveURL(`/talents?search=${stem}`);
      await expect(status).toHaveText("Showing 3 talents");
    });
  });
}
