import sharp from "sharp";
import type { Call } from "./loop";

// What the benchmark asks the app: the public site's reads, the REST list, the staff list and the
// public submission with three files. The directory question is the one the peer benchmark harness asks
// (category 1, Female, 26-35), so the raw-SQL floor answers the same thing.

export type AppCase = { name: string; call: (i: number) => Call };

const graphql = (query: string, variables: Record<string, unknown> = {}, token?: string): Call => ({
  path: "/graphql",
  init: {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  },
});

export const DIRECTORY = `query ($filter: TalentFilter) { talentDirectory(filter: $filter, limit: 24) {
  total items { id displayName age categories { id name } firstImageUrl } } }`;
export const DIRECTORY_FILTER = { categoryId: 1, gender: "Female", ageRange: "26-35" };

const PROFILE = `query ($id: Int!) { talent(id: $id) {
  id displayName age gender height eyeColor hairColor state suburb bio skills firstImageUrl
  categories { id name } images { id caption sequence storageUrl cardUrl thumbUrl } } }`;

const STAFF_LIST = `{ staffTalents(limit: 50) {
  total counts { total published approved unpublished pending }
  items { id displayName email status createdAt firstImageUrl categories { id name } } } }`;

/** The calendar's month view: this month's bookings with their job and talent, one query. */
const MONTH_VIEW = `query ($from: Date!, $to: Date!) { bookings(from: $from, to: $to) {
  id status optionRank startDate endDate talent { id name thumbUrl } job { id title location } } }`;

/** The staff list of talents free for a week (no confirmed booking, no book-out). */
const AVAILABLE = `query ($from: Date, $to: Date) { staffTalents(limit: 50, availableFrom: $from, availableTo: $to) {
  total items { id displayName email status firstImageUrl } } }`;

const monthOf = (now: Date) => ({
  from: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)).toISOString().slice(0, 10),
  to: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10),
});
const weekFrom = (now: Date) => ({
  from: now.toISOString().slice(0, 10),
  to: new Date(now.getTime() + 6 * 86_400_000).toISOString().slice(0, 10),
});

const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");

/** The cases against one running app; `token` is a staff token, `profileId` a public talent with images. */
export async function appCases(token: string, profileId: number): Promise<AppCase[]> {
  const headshot = await sharp({ create: { width: 400, height: 500, channels: 3, background: "#88aacc" } })
    .jpeg()
    .toBuffer();
  const body = await sharp({ create: { width: 300, height: 600, channels: 3, background: "#cc8844" } })
    .png()
    .toBuffer();
  const submission = (i: number): Call => {
    const form = new FormData();
    form.append(
      "data",
      JSON.stringify({
        firstName: "Bench",
        lastName: `Submitter${i}`,
        email: `bench-submission-${process.pid}-${i}-${Date.now()}@example.com`,
        phone: "0400 123 456",
        birthDay: "14",
        birthMonth: "7",
        birthYear: "1995",
        eyeColor: "green",
        hairColor: "brown",
        smoker: "no",
        height: "172",
        houseUnitNumber: "4",
        location: "12 Chapel Street",
        suburb: "Windsor",
        postcode: "3181",
        state: "VIC",
        bio: "Actor and presenter with ten years on stage.",
        categoryId: "1",
      }),
    );
    form.append("headshot", new Blob([new Uint8Array(headshot)], { type: "image/jpeg" }), "head.jpg");
    form.append("fullBodyShot", new Blob([new Uint8Array(body)], { type: "image/png" }), "body.png");
    form.append("resume", new Blob([new Uint8Array(PDF)], { type: "application/pdf" }), "cv.pdf");
    return { path: "/api/talents", init: { method: "POST", body: form } };
  };
  return [
    { name: "directory (GraphQL, 24 of a filtered page, with total)", call: () => graphql(DIRECTORY, { filter: DIRECTORY_FILTER }) },
    // The place and name searches of ADR 033: a state, a capital's area, a first name, and the location filter.
    {
      name: "directory search 'VIC' (a state: an eighth of the talents and more)",
      call: () => graphql(DIRECTORY, { filter: { search: "VIC" } }),
    },
    { name: "directory search 'Melbourne' (a capital's area)", call: () => graphql(DIRECTORY, { filter: { search: "Melbourne" } }) },
    { name: "directory search 'Ava' (a first name, ranked)", call: () => graphql(DIRECTORY, { filter: { search: "Ava" } }) },
    { name: "directory filter: location VIC, Female", call: () => graphql(DIRECTORY, { filter: { location: "VIC", gender: "Female" } }) },
    { name: "profile with images (GraphQL)", call: () => graphql(PROFILE, { id: profileId }) },
    { name: "categories with talent counts (GraphQL)", call: () => graphql("{ categories { id name imageUrl talentCount } }") },
    {
      name: "REST GET /api/talents, same filter (page of 50)",
      call: () => ({ path: "/api/talents?categoryId=1&gender=Female&ageRange=26-35" }),
    },
    { name: "staff list of 50 with counts (GraphQL)", call: () => graphql(STAFF_LIST, {}, token) },
    { name: "public submission, three files (REST multipart)", call: submission },
    { name: "calendar month view, bookings with job and talent (GraphQL)", call: () => graphql(MONTH_VIEW, monthOf(new Date()), token) },
    { name: "staff list of 50 available for a week (GraphQL)", call: () => graphql(AVAILABLE, weekFrom(new Date()), token) },
  ];
}
