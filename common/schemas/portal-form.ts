import { z } from "zod";
import { TALENT_FIELD_RULES } from "../talent-field-rules";
import { imageFile } from "./files";
import { PORTAL_MAX_NEW_PHOTOS, PORTAL_MESSAGES, portalProfileSchema } from "./portal";
import { splitSkills } from "./talent";

// The portal's profile form (/portal/profile, ADR 171): the portal's rules (./portal.ts, from the
// field table), with skills typed as comma-separated text as in the staff editor, and the photos
// the talent adds and removes beside the fields, so their messages sit in the same error summary.

/** One new photo: the checks the server makes again (type and size). */
export const portalPhotoRule = imageFile("Photo", "Photos: choose an image file.");

const isFile = (value: unknown): value is File => typeof File !== "undefined" && value instanceof File;

export const portalProfileFormSchema = portalProfileSchema.extend({
  skills: z.string().transform(splitSkills).pipe(TALENT_FIELD_RULES.skills.staff),
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
