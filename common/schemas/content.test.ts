import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  categorySchema,
  clientSchema,
  clientSearchSchema,
  contactSchema,
  filenameCheckSchema,
  loginSchema,
  MAX_FILENAMES_PER_CHECK,
  newsUpdateSchema,
  testimonialSchema,
} from "./content";

/** field → first message. */
function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("the admin content forms", () => {
  it("a category needs a name; description and image are optional", () => {
    expect(categorySchema.parse({ name: " Actors ", description: "", imageUrl: "" })).toEqual({
      name: "Actors",
      description: null,
      imageUrl: null,
    });
    expect(errorsOf(categorySchema, { name: " " })).toEqual({ name: "Name is required" });
    expect(errorsOf(categorySchema, { name: "x".repeat(81) })).toEqual({ name: "Name must be at most 80 characters." });
  });

  it("a client needs a name and an e-mail and is active unless told otherwise", () => {
    expect(clientSchema.parse({ clientName: "Ann", email: "ANN@example.com" })).toMatchObject({
      clientName: "Ann",
      email: "ann@example.com",
      isActive: true,
      organizationName: null,
    });
    expect(errorsOf(clientSchema, { clientName: "", email: "no" })).toEqual({
      clientName: "Client name is required",
      email: "Valid email is required",
    });
    expect(errorsOf(clientSchema, { clientName: "Ann", email: "a@b.co", isActive: "yes" })).toEqual({
      isActive: "Active must be true or false.",
    });
    expect(clientSearchSchema.parse({ search: "  " })).toEqual({ search: null });
  });

  it("news and testimonials leave isPublished out unless it is sent, so an edit keeps the state", () => {
    expect(newsUpdateSchema.parse({ title: "T", content: "C" }).isPublished).toBeUndefined();
    expect(newsUpdateSchema.parse({ title: "T", content: "C", isPublished: null }).isPublished).toBeUndefined();
    expect(newsUpdateSchema.parse({ title: "T", content: "C", isPublished: false }).isPublished).toBe(false);
    expect(testimonialSchema.parse({ clientName: "A", clientTitle: "B", content: "C" }).isPublished).toBeUndefined();
    expect(errorsOf(newsUpdateSchema, {})).toEqual({ title: "Title is required", content: "Content is required" });
    expect(errorsOf(testimonialSchema, {})).toEqual({
      clientName: "Client name is required",
      clientTitle: "Client title is required",
      content: "Content is required",
    });
  });

  it("the filename check takes at most 500 names of at most 255 characters", () => {
    expect(filenameCheckSchema.parse({ filenames: ["a.jpg", "../b.jpg"] })).toEqual({ filenames: ["a.jpg", "../b.jpg"] });
    const many = Array.from({ length: MAX_FILENAMES_PER_CHECK + 1 }, (_, i) => `${i}.jpg`);
    expect(errorsOf(filenameCheckSchema, { filenames: many })).toEqual({ filenames: "At most 500 filenames can be checked at a time." });
    expect(errorsOf(filenameCheckSchema, { filenames: ["x".repeat(256)] })).toEqual({
      filenames: "Each filename must be at most 255 characters.",
    });
    expect(errorsOf(filenameCheckSchema, { filenames: "a.jpg" })).toEqual({ filenames: "Filenames must be a list of text." });
  });
});

describe("the public forms", () => {
  it("login wants an e-mail address and a password", () => {
    expect(loginSchema.parse({ username: " admin@agency.test ", password: "x" })).toEqual({ username: "admin@agency.test", password: "x" });
    expect(errorsOf(loginSchema, { username: "admin", password: "" })).toEqual({
      username: "Please enter a valid email address.",
      password: "Password is required.",
    });
  });

  it("the contact form words its messages as the specification does", () => {
    expect(errorsOf(contactSchema, { name: "A", email: "x", subject: "B", message: "short" })).toEqual({
      name: "Name must be at least 2 characters.",
      email: "Email: please enter a valid email address.",
      subject: "Subject must be at least 2 characters.",
      message: "Message must be at least 10 characters.",
    });
    const sent = contactSchema.parse({ name: "Al", email: "AL@x.io", phone: "", subject: "Hi", message: "Ten chars!" });
    expect(sent).toEqual({ name: "Al", email: "al@x.io", phone: null, subject: "Hi", message: "Ten chars!" });
  });
});
