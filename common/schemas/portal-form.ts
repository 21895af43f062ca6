import { z } from "zod";
import { talentWidget } from "../talent-field-keys";
import { talentRule } from "../talent-field-rules";
import { imageFile } from "./files";
import { PORTAL_MAX_NEW_PHOTOS, PORTAL_MESSAGES, PORTAL_PROFILE_KEYS, portalProfileSchema } from "./portal";
import { splitSkills } from "./talent";

// The portal's profile form (/portal/profile, ADR 171): the portal's rules (./portal.ts, from the
// field table), with lists (skills) typed as comma-separated text as in the staff editor, and the
// photos the talent adds and removes beside the fields, so their messages sit in the same error
// summary.

/** One new photo: the checks the server makes again (type and size). */
export const portalPhotoRule = imageFile("Photo", "Photos: choose an image file.");

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

const typedAsText = Object.fromEntries(
  PORTAL_PROFILE_KEYS.filter((key) => talentWidget(key) === "tags").map((key) => [
    key,
    z
      .string()
      .transform(splitSkills)
      .pipe(talentRule(key, "staff") as z.ZodType<unknown, string[]>),
  ]),
);

export const portalProfileFormSchema = portalProfileSchema.extend({
  ...typedAsText,
  // Every message on the list itself (not on its items), so it shows under the photo picker.
  newPhotos: z.array(z.custom<File>(isFile, { message: "Photos: choose an image file." })).superRefine((files, ctx) => {
    if (files.length > PORTAL_MAX_NEW_PHOTOS)
      ctx.addIssue({ code: "custom", message: PORTAL_MESSAGES.tooManyPhotos(PORTAL_MAX_NEW_PHOTOS) });
    for (const file of files) {
      const checked = portalPhotoRule.safeParse(file);
      if (!checked.success) ctx.addIssue({ code: "custom", message: `${file.name}: ${checked.error.issues[0]!.message}` });
    }
  }),
  removeImageIds: z.array(z.number().int().positive()),
});
