import { createHash } from "node:crypto";
import type { APIRequestContext, TestInfo } from "@playwright/test";
import { staffGraphql, type StoredSession } from "./admin-helpers";
import { test } from "./fixtures";

// CI retries a failed test once (playwright.config.ts), on the same server. A test that publishes
// talents of its own would publish them a second time, and every spec reading the directory (its
// counts, its newest cards) would meet the failed attempt's leftovers. So each published talent's
// e-mail carries a mark of the test (its id and repeat, the same on every attempt), and a retry
// first deletes what the earlier attempt left under that mark.

/** Which attempt of which test: `test.info()`'s, or a stand-in's in the spec that checks this. */
export type Attempt = Pick<TestInfo, "testId" | "repeatEachIndex" | "retry">;

export const currentAttempt = (): Attempt => test.info();

/** Letters only: the admin search matches it inside an e-mail address, and nothing else has it. */
export function attemptMark(attempt: Attempt): string {
  const digest = createHash("sha256").update(`${attempt.testId}:${attempt.repeatEachIndex}`).digest();
  return `rt${Array.from(digest.subarray(0, 10), (byte) => String.fromCharCode(97 + (byte % 26))).join("")}`;
}

/** A talent's e-mail address under the test's mark. */
export const markedEmail = (local: string, attempt: Attempt) => `${local.toLowerCase()}.${attemptMark(attempt)}@example.com`;

const cleared = new Set<string>();

/** On a retry, once per attempt: deletes the talents an earlier attempt of the test created. */
export async function clearEarlierAttempts(request: APIRequestContext, session: StoredSession, attempt: Attempt): Promise<void> {
  const key = `${attemptMark(attempt)}:${attempt.retry}`;
  if (attempt.retry === 0 || cleared.has(key)) return;
  cleared.add(key);
  const { adminTalents } = await staffGraphql<{ adminTalents: { id: number; email: string }[] }>(
    request,
    session,
    'query($mark: String!) { adminTalents(search: $mark, status: "all", limit: 1000) { id email } }',
    { mark: attemptMark(attempt) },
  );
  for (const { id } of adminTalents.filter(({ email }) => email.includes(`.${attemptMark(attempt)}@`)))
    await staffGraphql(request, session, "mutation($id: Int!) { deleteTalent(id: $id) }", { id });
}
