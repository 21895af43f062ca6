import { z } from "zod";
import { emailField, imageUrlField, optionalPhone, optionalText, requiredText } from "./fields";

export const categorySchema = z.object({
  name: requiredText("Name", "Name is required", { max: 80 }),
  description: optionalText("Description", 1000),
  imageUrl: imageUrlField,
});

export const clientSchema = z.object({
  clientName: requiredText("Client name", "Client name is required", { max: 120 }),
  organizationName: optionalText("Organization", 160),
  email: emailField("Valid email is required"),
  phone: optionalPhone("Phone"),
  address: optionalText("Address", 300),
  notes: optionalText("Notes", 5000),
  isActive: z.boolean({ error: "Active must be true or false." }).default(true),
});

/** The client register's search box (name, organization or e-mail); blank means everyone. */
export const clientSearchSchema = z.object({
  search: optionalText("Search", 200),
});

/**
 * The news form. isPublished is optional: left out, an edit keeps the current state and a new
 * update starts as a draft.
 */
export const newsUpdateSchema = z.object({
  title: requiredText("Title", "Title is required", { max: 200 }),
  excerpt: optionalText("Excerpt", 500),
  content: requiredText("Content", "Content is required", { max: 20000 }),
  imageUrl: imageUrlField,
  isPublished: z
    .boolean({ error: "Published must be true or false." })
    .nullish()
    .transform((value) => value ?? undefined),
});
export type NewsUpdateInput = z.input<typeof newsUpdateSchema>;

export const testimonialSchema = z.object({
  clientName: requiredText("Client name", "Client name is required", { max: 120 }),
  clientTitle: requiredText("Client title", "Client title is required", { max: 120 }),
  companyName: optionalText("Company", 160),
  content: requiredText("Content", "Content is required", { max: 2000 }),
  imageUrl: imageUrlField,
  // Left out, a new testimonial is published (the data model's default) and an edit keeps the
  // current state; a default here would republish a hidden testimonial on every edit.
  isPublished: z
    .boolean({ error: "Published must be true or false." })
    .nullish()
    .transform((value) => value ?? undefined),
});
export type TestimonialInput = z.input<typeof testimonialSchema>;

/** Single image uploads (news, testimonial and category images; docs/product.md#input-rules-and-messages). */
export const IMAGE_UPLOAD_MESSAGES = {
  required: "Please select an image file",
  tooLarge: "Image size must be less than 5MB",
} as const;

export const MAX_FILENAMES_PER_CHECK = 500;
export const MAX_FILENAME_LENGTH = 255;
// 20 files of at most 5 MB stay within one multipart request's 100 MB limit.
export const MAX_BULK_UPLOAD_FILES = 20;

/** The bulk upload page's filename check. Names are compared with image records as given, never as paths. */
export const filenameCheckSchema = z.object({
  filenames: z
    .array(z.string({ error: "Filenames must be a list of text." }), { error: "Filenames must be a list of text." })
    .max(MAX_FILENAMES_PER_CHECK, `At most ${MAX_FILENAMES_PER_CHECK} filenames can be checked at a time.`)
    .refine(
      (names) => names.every((name) => name.length <= MAX_FILENAME_LENGTH),
      `Each filename must be at most ${MAX_FILENAME_LENGTH} characters.`,
    ),
});

export const BULK_UPLOAD_MESSAGES = {
  none: "Please select at least one image file",
  tooMany: `At most ${MAX_BULK_UPLOAD_FILES} images can be uploaded at a time.`,
  unmatched: "No image record has this filename",
  uploaded: "Image uploaded",
  recordGone: "The image record was deleted during the upload",
  updateFailed: "The image record could not be updated",
} as const;

export const loginSchema = z.object({
  username: z.string({ error: "Please enter a valid email address." }).trim().pipe(z.email("Please enter a valid email address.")),
  password: z.string({ error: "Password is required." }).min(1, "Password is required.").max(200, "Password is required."),
});

/** The contact form ('Send a Message', docs/product.md#contact); kept and e-mailed to the agency. */
export const contactSchema = z.object({
  name: requiredText("Name", "Name must be at least 2 characters.", { min: 2, max: 120 }),
  email: emailField("Email: please enter a valid email address."),
  phone: optionalPhone("Phone"),
  subject: requiredText("Subject", "Subject must be at least 2 characters.", { min: 2, max: 200 }),
  message: requiredText("Message", "Message must be at least 10 characters.", { min: 10, max: 5000 }),
});
export type ContactMessageInput = z.input<typeof contactSchema>;
