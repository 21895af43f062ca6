// Kept apart from helpers.ts (which needs Vitest) so the benchmarks can send the same submission.

/** A valid public submission's fields (submitTalent's input), for tests that send many. */
export function submissionInput(categoryId: number, person: { firstName: string; lastName: string; email: string }) {
  return {
    ...person,
    phone: "0400 123 456",
    dateOfBirth: "1995-07-14",
    gender: "Female",
    height: 168,
    eyeColor: "green",
    hairColor: "auburn",
    smoker: false,
    location: "12 Chapel Street",
    suburb: "Windsor",
    postcode: "3181",
    state: "VIC",
    bio: "Actor and presenter with ten years on stage.",
    categoryId,
  };
}
