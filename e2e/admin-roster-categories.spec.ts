import { readFile } from "node:fs/promises";
import { expect, test } from "./fixtures";
import { adminSession, createPendingTalent, signInBrowser, staffGraphql } from "./admin-helpers";

// Categories (docs/product.md#categories): created, edited and deleted with the specification's texts,
// and the Talent Information list exported as CSV with its filters.

test("create, edit and delete a category", async ({ page, request }) => {
  const session = await adminSession(request);
  await signInBrowser(page, session);
  const name = `Stunt Performers ${Date.now() % 1_000_000}`;

  await page.goto("/admin/categories");
  await expect(page.getByRole("heading", { name: "Category Management" })).toBeVisible();
  for (const column of ["Name", "Description", "Talent Count", "Actions"]) {
    await expect(page.getByRole("columnheader", { name: column })).toBeVisible();
  }

  await page.getByRole("button", { name: "Add Category" }).click();
  const add = page.getByRole("dialog", { name: "Add Category" });
  await add.getByRole("button", { name: "Add Category" }).click();
  await expect(add.getByTestId("error-summary")).toBeFocused();
  await add.getByLabel("Name").fill(name);
  await add.getByLabel("Description").fill("Falls, fights and precision driving.");
  await add.getByRole("button", { name: "Add Category" }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText("Category created")).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("Falls, fights and precision driving.");
  await expect(row.getByRole("cell").nth(2)).toHaveText("0");

  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit Category" });
  await expect(edit.getByLabel("Name")).toHaveValue(name);
  await edit.getByLabel("Description").fill("Falls, fights, fire and precision driving.");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByText("Category updated")).toBeVisible();
  await expect(row).toContainText("Falls, fights, fire and precision driving.");

  // The visitors' category list has it too.
  const visible = await (await request.post("/graphql", { data: { query: "{ categories { name } }" } })).json();
  expect(visible.data.categories.map((category: { name: string }) => category.name)).toContain(name);

  await row.getByRole("button", { name: `Delete ${name}` }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText("This action cannot be undone");
  await expect(confirm).toContainText("may affect the talents assigned to it");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Category deleted")).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("export the filtered Talent Information list as CSV", async ({ page, request }) => {
  const session = await adminSession(request);
  const last = `Csv${Date.now() % 1_000_000}`;
  // Accented names: the byte order mark is what makes a spreadsheet read them right.
  for (const [firstName, email] of [
    ["Zoë", "zoe"],
    ["Émile", "emile"],
  ]) {
    await staffGraphql(request, session, "mutation($input: TalentCreateInput!) { createTalent(input: $input) { id } }", {
      input: { firstName, lastName: last, email: `${email}.${last.toLowerCase()}@example.com` },
    });
  }
  const other = await createPendingTalent(request, session, "Omar", last);
  await staffGraphql(request, session, "mutation($id: Int!) { approveTalent(id: $id) { id } }", { id: other });
  await signInBrowser(page, session);

  await page.goto("/admin/talent-info");
  await page.getByRole("textbox", { name: "Search talents" }).fill(last);
  await page.getByLabel("Status").selectOption("pending");
  await expect(page).toHaveURL(/status=pending/);
  await expect(page.getByText(/^2 of \d+ talents$/)).toBeVisible();

  const downloading = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^talents-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/^ID,Status,First name,Last name,Email/);
  expect(lines).toHaveLength(3);
  expect(
    lines
      .slice(1)
      .map((line) => line.split(",")[2])
      .sort(),
  ).toEqual(["Zoë", "Émile"].sort());
  expect(lines.join("\n")).not.toContain("Omar");
  for (const line of lines.slice(1)) expect(line.split(",")[1]).toBe("pending");
});
