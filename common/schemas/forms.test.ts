import { describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES } from "../options";
import { todayIso } from "../text";
import { contactSchema, talentRequestSchema, talentSubmissionFormSchema, TALENT_MESSAGES } from ".";

// The public forms' rules as the browser applies them (the API applies the same schemas).

/** Field → its first message, which is the one the form shows (zodResolver's first error). */
function messagesOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const messages: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) messages[issue.path.join(".")] ??= issue.message;
  return messages;
}

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

const validSubmission = {
  firstName: "Zara",
  lastName: "Quill",
  email: "Zara@Example.com",
  phone: "0400 123 456",
  dateOfBirth: "1995-03-14",
  height: 172,
  eyeColor: "green",
  hairColor: "auburn",
  smoker: false,
  houseUnitNumber: "",
  location: "12 Glenferrie Road",
  suburb: "Malvern",
  postcode: "3144",
  state: "VIC",
  categoryId: 1,
  bio: "Screen actor with ten years of work.",
  headshot: file("head.jpg", "image/jpeg"),
  fullBodyShot: file("body.png", "image/png"),
  resume: file("cv.docx", ""),
};

describe("the submission form's rules", () => {
  it("accepts a complete profile with its three files", () => {
    const result = talentSubmissionFormSchema.safeParse(validSubmission);
    expect(result.success).toBe(true);
    expect(result.data?.email).toBe("zara@example.com");
    expect(result.data?.houseUnitNumber).toBeNull();
  });

  it("names every missing field with the specification's message", () => {
    const result = talentSubmissionFormSchema.safeParse({
      firstName: "",
      lastName: "",
      email: "",
      phone: "",
      dateOfBirth: "",
      location: "",
      suburb: "",
      postcode: "",
      bio: "",
    });
    expect(messagesOf(result)).toEqual({
      firstName: "First name must be at least 2 characters.",
      lastName: "Last name must be at least 2 characters.",
      email: "Email: please enter a valid email address.",
      phone: "Phone number is required.",
      dateOfBirth: "Date of birth is required.",
      height: "Height is required.",
      eyeColor: "Eye color is required.",
      hairColor: "Hair color is required.",
      smoker: "Smoker: please select yes or no.",
      location: "Street address must be at least 2 characters.",
      suburb: "Suburb is required.",
      postcode: "Postcode is required.",
      state: "State is required.",
      categoryId: "Category: please select a talent category.",
      bio: "Bio must be at least 10 characters.",
      headshot: TALENT_MESSAGES.headshotRequired,
      fullBodyShot: TALENT_MESSAGES.fullBodyShotRequired,
      resume: TALENT_MESSAGES.resumeRequired,
    });
  });

  it("refuses a photo that is not an image, a resume that is not PDF/DOC/DOCX, and any file over 5 MB", () => {
    const result = talentSubmissionFormSchema.safeParse({
      ...validSubmission,
      headshot: file("cv.pdf", "application/pdf"),
      fullBodyShot: file("big.jpg", "image/jpeg", MAX_UPLOAD_BYTES + 1),
      resume: file("cv.txt", "text/plain"),
    });
    expect(messagesOf(result)).toEqual({
      headshot: "Headshot photo must be a JPEG, PNG, GIF or WebP image.",
      fullBodyShot: "Full body shot must be 5MB or smaller.",
      resume: "Resume/CV must be a PDF, DOC or DOCX file.",
    });
  });

  it("takes a file of exactly 5 MB, refuses an empty one", () => {
    const result = talentSubmissionFormSchema.safeParse({
      ...validSubmission,
      headshot: file("ok.jpg", "image/jpeg", MAX_UPLOAD_BYTES),
      fullBodyShot: file("empty.jpg", "image/jpeg", 0),
    });
    expect(messagesOf(result)).toEqual({ fullBodyShot: `${TALENT_MESSAGES.fullBodyShotRequired} The file is empty.` });
  });

  it("refuses a birth date in the future or before 1900", () => {
    expect(messagesOf(talentSubmissionFormSchema.safeParse({ ...validSubmission, dateOfBirth: "2999-01-01" }))).toEqual({
      dateOfBirth: "Date of birth cannot be in the future.",
    });
    expect(messagesOf(talentSubmissionFormSchema.safeParse({ ...validSubmission, dateOfBirth: "1899-12-31" }))).toEqual({
      dateOfBirth: "Date of birth cannot be before 1900-01-01.",
    });
  });
});

describe("the request form's rules", () => {
  const valid = {
    clientName: "Ada",
    organizationName: "Lovelace Films",
    phone: "03 9000 0000",
    email: "ada@example.com",
    projectDescription: "A commercial.",
    projectStartDate: "",
    projectEndDate: "",
    requestedTalentIds: [3, 3, 5],
  };

  it("names every missing field and asks for at least one talent", () => {
    const result = talentRequestSchema.safeParse({
      ...valid,
      clientName: "",
      organizationName: "",
      phone: "",
      email: "x",
      projectDescription: " ",
      requestedTalentIds: [],
    });
    expect(messagesOf(result)).toEqual({
      clientName: "Client name is required",
      organizationName: "Organization name is required",
      phone: "Phone number is required",
      email: "Email: a valid email address is required",
      projectDescription: "Project description is required",
      requestedTalentIds: "Talent: please select at least one talent",
    });
  });

  it("leaves blank dates out and the talents once each", () => {
    const result = talentRequestSchema.parse(valid);
    expect(result).toMatchObject({ projectStartDate: null, projectEndDate: null, requestedTalentIds: [3, 5] });
  });

  it("refuses a start in the past and an end before the start", () => {
    expect(messagesOf(talentRequestSchema.safeParse({ ...valid, projectStartDate: "2000-01-01" }))).toEqual({
      projectStartDate: "Project start date cannot be in the past",
    });
    const today = todayIso();
    const result = talentRequestSchema.safeParse({ ...valid, projectStartDate: "2999-05-02", projectEndDate: "2999-05-01" });
    expect(messagesOf(result)).toEqual({ projectEndDate: "Project end date must be after the start date" });
    expect(talentRequestSchema.safeParse({ ...valid, projectStartDate: today, projectEndDate: today }).success).toBe(true);
  });
});

describe("the contact form's rules", () => {
  it("uses the specification's messages and leaves the phone optional", () => {
    expect(messagesOf(contactSchema.safeParse({ name: "A", email: "no", subject: "x", message: "short" }))).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Email: please enter a valid email address.",
      subject: "Subject must be at least 2 characters.",
      message: "Message must be at least 10 characters.",
    });
    expect(
      contactSchema.parse({ name: "Ada", email: "ada@example.com", phone: "", subject: "Hi", message: "Ten characters at least." }).phone,
    ).toBeNull();
  });
});
