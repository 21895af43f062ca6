import type { TestApp } from "./helpers";

// Rows for the booking suites, written straight into the file's own database, each with a unique
// name so the suites never lean on one another's data.

let counter = 0;
const unique = (prefix: string) => `${prefix} ${process.pid}-${++counter}`;

export async function arrangeTalent(t: TestApp, extra: { email?: string; isPublished?: boolean; firstName?: string } = {}) {
  const lastName = unique("Booker").replace(/\W+/g, "");
  return t.prisma.talent.create({
    data: {
      firstName: extra.firstName ?? "Tess",
      lastName,
      email: extra.email ?? `${lastName.toLowerCase()}@talent.test`,
      isApproved: true,
      isPublished: extra.isPublished ?? true,
      publishedAt: new Date(),
    },
    select: { id: true, firstName: true, lastName: true, email: true },
  });
}

export const CREATE_JOB = `mutation ($input: JobInput!) { createJob(input: $input) { id title startDate endDate } }`;

export async function arrangeJob(t: TestApp, token: string, startDate: string, endDate = startDate, title = unique("Job")) {
  const result = await t.gql<{ createJob: { id: number; title: string } }>(
    CREATE_JOB,
    { input: { title, startDate, endDate, location: "Docklands Studios" } },
    { token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createJob;
}

export const RESULT = `booking { id status optionRank overrideReason talent { id name } job { id title } }
  warnings { code message jobId jobTitle bookOutId } promoted { id optionRank job { title } }`;

export const PLACE_HOLD = `mutation ($input: PlaceHoldInput!) { placeHold(input: $input) { ${RESULT} } }`;
export const CONFIRM =
  "mutation ($id: Int!, $override: BookingOverrideInput) { confirmBooking(id: $id, override: " + `$override) { ${RESULT} } }`;
export const RELEASE = `mutation ($id: Int!, $reason: String) { releaseBooking(id: $id, reason: $reason) { ${RESULT} } }`;
export const CANCEL = `mutation ($id: Int!, $reason: String) { cancelBooking(id: $id, reason: $reason) { ${RESULT} } }`;

export async function hold(t: TestApp, token: string, jobId: number, talentId: number) {
  const result = await t.gql(PLACE_HOLD, { input: { jobId, talentId } }, { token });
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.placeHold as { booking: { id: number; optionRank: number }; warnings: Array<{ code: string; message: string }> };
}
