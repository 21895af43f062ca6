import { expect, test, type BrowserContext } from "./fixtures";

// The API's own pages must work on a machine without internet: every request that leaves this
// machine is refused, and GraphiQL and the REST docs must still load and work.

const LOCAL_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/** Refuses every http(s) request to another host; returns the refused URLs. */
async function cutInternet(context: BrowserContext): Promise<string[]> {
  const refused: string[] = [];
  await context.route(
    (url) => (url.protocol === "http:" || url.protocol === "https:") && !LOCAL_HOSTS.has(url.hostname),
    async (route) => {
      refused.push(route.request().url());
      await route.abort("internetdisconnected");
    },
  );
  return refused;
}

test.describe("without internet", () => {
  test("GraphiQL at /graphql loads from the app and runs a query", async ({ page, context, request }) => {
    const refused = await cutInternet(context);
    const errors: Error[] = [];
    page.on("pageerror", (error) => errors.push(error));
    const response = await request.post("/graphql", { data: { query: "{ categories { id name } }" } });
    const { data } = (await response.json()) as { data: { categories: Array<{ id: number; name: string }> } };
    expect(data.categories.length).toBeGreaterThan(0);

    // The query comes in the address (GraphiQL reads ?query=), not typed: typing into the editor
    // raced its start-up on a busy machine and ran the default operation's name against it.
    await page.goto(`/graphql?query=${encodeURIComponent("{ categories { id name } }")}`);
    const editor = page.locator(".graphiql-query-editor .monaco-editor").first();
    await expect(editor).toBeVisible({ timeout: 20_000 });
    await expect(editor).toContainText("categories", { timeout: 20_000 });
    await page.getByRole("button", { name: /Execute query/ }).click();

    const result = page.locator(".graphiql-response");
    await expect(result).toContainText(`"name": "${data.categories[0]!.name}"`, { timeout: 15_000 });
    await expect(result).not.toContainText('"errors"');
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the REST docs at /api/docs load from the app", async ({ page, context }) => {
    const refused = await cutInternet(context);
    await page.goto("/api/docs");
    await expect(page.getByRole("heading", { level: 1, name: "REST API" })).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "/api/categories" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute("href", "/api/openapi.json");
    expect(refused).toEqual([]);
  });
});
