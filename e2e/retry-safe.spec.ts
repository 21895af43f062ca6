import { adminSession, staffGraphql } from "./admin-helpers";
import { expect, test } from "./fixtures";
import { attemptMark, type Attempt } from "./retry-safe";
import { createPublishedTalent, uniqueName } from "./roster-helpers";

// CI retries a failed test once on the same server (retry-safe.ts). Two attempts of one test are
// played here by hand, as the retry would run them: the second publishes the talent again, and the
// directory must still show it once.

test("a retried test's talent replaces the failed attempt's instead of being published twice", async ({ page, request }) => {
  const session = await adminSession(request);
  const first = uniqueName("Retried");
  // A test of its own: its mark is no other test's.
  const attempt = (retry: number): Attempt => ({ testId: `retry-safe-${first}`, repeatEachIndex: 0, retry });

  const failed = await createPublishedTalent(request, session, first, "Again", [], attempt(0));
  const retried = await createPublishedTalent(request, session, first, "Again", [], attempt(1));
  // Later calls of the same attempt keep what it made.
  const sibling = await createPublishedTalent(request, session, `${first}b`, "Again", [], attempt(1));

  const marked = await staffGraphql<{ adminTalents: { id: number }[] }>(
    request,
    session,
    'query($mark: String!) { adminTalents(search: $mark, status: "all") { id } }',
    { mark: attemptMark(attempt(1)) },
  );
  expect(marked.adminTalents.map(({ id }) => id).sort()).toEqual([retried, sibling].sort());
  expect(failed).not.toBe(retried);

  await page.goto(`/talents?search=${first}`);
  await expect(page.getByRole("status").filter({ hasText: /^Showing \d+ talents?$/ })).toHaveText("Showing 2 talents");
  await expect(page.getByTestId("talent-card").filter({ hasText: `${first} A.` })).toHaveCount(1);
});
