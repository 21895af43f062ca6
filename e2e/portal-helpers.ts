import { expect, type APIRequestContext } from "@playwright/test";
import { createPendingTalent, staffGraphql, type StoredSession } from "./admin-helpers";
import { linkIn, mailsTo } from "./mail-helpers";
import { clearEarlierAttempts, currentAttempt, markedEmail } from "./retry-safe";

// What the talent portal's specs share: a published talent of the test's own, the invitation's
// link from its e-mail, and the talent's own GraphQL calls with the session the link gives.

export const TALENT_PASSWORD = "saltwater-and-footlights";

/**
 * A new talent, approved and published, named uniquely so parallel runs never meet; a retry of the
 * test deletes the earlier attempt's first (retry-safe.ts).
 */
export async function publishedTalent(
  request: APIRequestContext,
  session: StoredSession,
  firstName: string,
): Promise<{ id: number; firstName: string; lastName: string; email: string }> {
  const lastName = `Portal${Date.now().toString(36)}`;
  const attempt = currentAttempt();
  await clearEarlierAttempts(request, session, attempt);
  const email = markedEmail(`${firstName}.${lastName}`, attempt);
  const id = await createPendingTalent(request, session, firstName, lastName, email);
  await staffGraphql(request, session, "mutation($id: Int!) { approveTalent(id: $id, notify: false, publish: true) { id } }", { id });
  return { id, firstName, lastName, email };
}

/** The path and token of the newest portal invitation sent to `email` (waits for the mail worker). */
export async function invitationLink(email: string, count = 1): Promise<{ path: string; token: string }> {
  const mails = await mailsTo(email, "talent-portal-invitation", count);
  const path = linkIn(mails[mails.length - 1]!, "/portal/set-password?token=");
  return { path, token: new URL(path, "http://localhost").searchParams.get("token")! };
}

/** Sets the password with the e-mail's token, as the set-password page does, and answers the talent's session token. */
export async function talentTokenFrom(request: APIRequestContext, token: string): Promise<string> {
  const response = await request.post("/graphql", {
    data: {
      query: "mutation($t: String!, $p: String!) { setPasswordWithToken(token: $t, password: $p) { token user { kind talentId } } }",
      variables: { t: token, p: TALENT_PASSWORD },
    },
  });
  const body = await response.json();
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  expect(body.data.setPasswordWithToken.user.kind).toBe("TALENT");
  return body.data.setPasswordWithToken.token as string;
}

/** A GraphQL call with the talent's session; answers the whole body (data and errors). */
export async function talentGraphql(
  request: APIRequestContext,
  token: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data?: any; errors?: Array<{ message: string; extensions?: { code?: string } }> }> {
  const response = await request.post("/graphql", { data: { query, variables }, headers: { authorization: `Bearer ${token}` } });
  return response.json();
}

/** proposeProfileChange with photos: GraphQL's multipart request, as the portal's upload link sends it. */
export async function proposeWithPhotos(
  request: APIRequestContext,
  token: string,
  input: Record<string, unknown>,
  photos: Array<{ name: string; mimeType: string; buffer: Buffer }>,
): Promise<{ data?: any; errors?: Array<{ message: string }> }> {
  const query =
    "mutation($input: PortalProfileInput!, $photos: [Upload!]) { proposeProfileChange(input: " +
    "$input, newPhotos: $photos) { id items { id kind label status } } }";
  const map = Object.fromEntries(photos.map((_, index) => [String(index), [`variables.photos.${index}`]]));
  // The multipart request spec's order: operations, then map, then the files (a FormData keeps it).
  const form = new FormData();
  form.append("operations", JSON.stringify({ query, variables: { input, photos: photos.map(() => null) } }));
  form.append("map", JSON.stringify(map));
  photos.forEach((photo, index) =>
    form.append(String(index), new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name),
  );
  const response = await request.post("/graphql", {
    multipart: form,
    // GraphQL Yoga's CSRF prevention asks a multipart request to say it is not a plain form post.
    headers: { authorization: `Bearer ${token}`, "apollo-require-preflight": "true" },
  });
  return response.json();
}
