import { getFragmentData, graphql, type FragmentType } from "../gql";
import type { Session } from "./session";

// What a signed-in session keeps of its account (lib/session.ts): the one selection every mutation
// that answers a new token (login, a one-time link, a changed password) asks for.
export const SessionUserFields = graphql(`
  fragment SessionUserFields on User {
    id
    username
    isAdmin
    kind
    talentId
  }
`);

/** The session a token-answering mutation starts. */
export const sessionOf = (token: string, user: FragmentType<typeof SessionUserFields>): Session => ({
  token,
  user: getFragmentData(SessionUserFields, user),
});
