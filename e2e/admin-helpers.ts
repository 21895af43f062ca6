import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD } from "./test-env";
import { expectNoAxeViolations as expectNoAxeViolationsIn } from "./axe";

// What the admin specs share: a signed-in browser without going through the form each time, the
// staff API, and the accessibility check in both themes.

export type StoredSession = { token: string; user: { id: number; username: string; isAdmin: boolean } };

/** Signs in through the API (the login mutation the sign-in page uses). */
export async function adminSession(request: APIRequestContext): Promise<StoredSession> {
  const response = await request.post("/graphql", {
    data: {
      query: "mutation($u: String!, $p: String!) { login(username: $u, password: $p) { token user { id username isAdmin } } }",
      variables: { u: E2E_ADMIN_EMAIL, p: E2E_ADMIN_PASSWORD },
    },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data.login;
}

/** Stores the session before the app starts, as if the admin had signed in earlier. */
export async function signInBrowser(page: Page, session: StoredSession): Promise<void> {
  await page.addInitScript(({ token, user }) => {
    if (!window.localStorage.getItem("auth_token")) {
      window.localStorage.setItem("auth_token", token);
      window.localStorage.setItem("auth_user", JSON.stringify(user));
    }
  }, session);
}

/** Runs a staff GraphQL operation and answers its data (failing the test on errors). */
export async function staffGraphql<T = any>(
  request: APIRequestContext,
  session: StoredSession,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post("/graphql", {
    data: { query, variables },
    headers: { authorization: `Bearer ${session.token}` },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data as T;
}

/** A pending talent of its own for a test, so tests running side by side never share one. */
export async function createPendingTalent(
  request: APIRequestContext,
  session: StoredSession,
  firstName: string,
  lastName: string,
  email = `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
): Promise<number> {
  const data = await staffGraphql<{ createTalent: { id: number } }>(
    request,
    session,
    "mutation($input: TalentCreateInput!) { createTalent(input: $input) { id } }",
    { input: { firstName, lastName, email } },
  );
  return data.createTalent.id;
}

export { setTheme } from "./axe";

/** No axe-core violations (WCAG 2.x A and AA) in the light theme and in the dark one. */
export const expectNoAxeViolations = (page: Page): Promise<void> =>
  expectNoAxeViolationsIn(page, { tags: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"] });
