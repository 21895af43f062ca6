import { TALENT_MESSAGES, talentSubmissionSchema } from "#common/schemas";
import { TALENT_FILE_LABELS } from "#common/talent-field-keys";
import { ageOn, birthDateOf } from "#common/text";
import { badInput, InputErrors, isRecordMissing } from "../errors";
import type { StoredDocument, StoredImage } from "../services/storage";
import { throttle } from "../services/rate-limit";
import { linkCategories } from "../services/category-links";
import { builder } from "./builder";
import { talentInputFields } from "./talent-fields";

// The public 'submit your profile' form: a pending talent with two photos and a resume.

const TalentSubmissionInput = builder.inputType("TalentSubmissionInput", {
  description:
    "The submission form. Every field except gender and houseUnitNumber is required; they are nullable here so " +
    "that the server reports each missing one with its message, together with the missing files.",
  fields: (t) => talentInputFields(t, "submission"),
});

type Submitted = { id: number; message: string };
const SubmittedTalent = builder.objectRef<Submitted>("SubmittedTalent").implement({
  description: "A received submission: the new talent's id and a confirmation to show.",
  fields: (t) => ({
    id: t.exposeInt("id"),
    message: t.exposeString("message"),
  }),
});

/** The client's file name reduced to a safe base name; it is only ever displayed. */
export function safeFileName(name: string | undefined, fallback: string): string {
  const base = (name ?? "").split(/[\\/]/).at(-1) ?? "";
  const cleaned = base
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\w. -]+/g, "_")
    .replace(/_{2,}/g, "_")
    .replace(/^[\s._-]+/, "")
    .trim();
  if (!cleaned) return fallback;
  if (cleaned.length <= 120) return cleaned;
  const dot = cleaned.lastIndexOf(".");
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : "";
  return cleaned.slice(0, 120 - extension.length) + extension;
}

const baseName = (url: string) => url.split("/").at(-1)!;
const imageUrls = (stored: StoredImage) => ({ storageUrl: stored.storageUrl, cardUrl: stored.cardUrl, thumbUrl: stored.thumbUrl });

builder.mutationField("submitTalent", (t) =>
  t.field({
    type: SubmittedTalent,
    description:
      "The public submission: creates a pending talent (not approved, not published) with its headshot, " +
      "full body shot and resume. Open to visitors.",
    args: {
      input: t.arg({ type: TalentSubmissionInput }),
      headshot: t.arg({ type: "Upload", required: false, description: "Required: JPEG, PNG, GIF or WebP, at most 5 MB." }),
      fullBodyShot: t.arg({ type: "Upload", required: false, description: "Required: JPEG, PNG, GIF or WebP, at most 5 MB." }),
      resume: t.arg({ type: "Upload", required: false, description: "Required: PDF, DOC or DOCX, at most 5 MB." }),
    },
    resolve: async (_root, { input, headshot, fullBodyShot, resume }, ctx) => {
      await throttle(ctx.publicWriteLimiter, ctx.clientAddress);
      const errors = new InputErrors();
      const data = errors.parse(talentSubmissionSchema, input);
      if (!headshot) errors.add("headshot", TALENT_MESSAGES.headshotRequired);
      if (!fullBodyShot) errors.add("fullBodyShot", TALENT_MESSAGES.fullBodyShotRequired);
      if (!resume) errors.add("resume", TALENT_MESSAGES.resumeRequired);
      if (data && !(await ctx.prisma.category.findUnique({ where: { id: data.categoryId }, select: { id: true } }))) {
        errors.add("categoryId", TALENT_MESSAGES.categoryRequired);
      }
      errors.throwIfAny();
      const form = data!;

      // Files first: a row never points at a file that was not stored. Any failure removes them all.
      const saved = await Promise.allSettled([
        ctx.storage.saveImage("headshot", headshot, { label: TALENT_FILE_LABELS.headshot, required: TALENT_MESSAGES.headshotRequired }),
        ctx.storage.saveImage("fullBodyShot", fullBodyShot, {
          label: TALENT_FILE_LABELS.fullBodyShot,
          required: TALENT_MESSAGES.fullBodyShotRequired,
        }),
        ctx.storage.saveDocument("resume", resume, { label: TALENT_FILE_LABELS.resume, required: TALENT_MESSAGES.resumeRequired }),
      ]);
      const urls = saved.flatMap((result) =>
        result.status === "fulfilled"
          ? "cardUrl" in result.value
            ? [result.value.storageUrl, result.value.cardUrl, result.value.thumbUrl]
            : [result.value.storageUrl]
          : [],
      );
      const failed = saved.find((result) => result.status === "rejected");
      if (failed) {
        await ctx.storage.remove(urls);
        throw failed.reason;
      }
      const [head, body, doc] = saved.map((result) => (result as PromiseFulfilledResult<unknown>).value) as [
        StoredImage,
        StoredImage,
        StoredDocument,
      ];

      const [year, month, day] = form.dateOfBirth.split("-").map(Number) as [number, number, number];
      const { dateOfBirth: _dateOfBirth, categoryId, ...fields } = form;
      try {
        // One nested create: Prisma writes the talent, its images and its document in one transaction.
        const talent = await ctx.prisma.talent.create({
          select: { id: true },
          data: {
            ...fields,
            birthDay: day,
            birthMonth: month,
            birthYear: year,
            birthDate: birthDateOf({ birthDay: day, birthMonth: month, birthYear: year }),
            age: ageOn({ year, month, day }),
            isApproved: false,
            isPublished: false,
            imageUrl: head.storageUrl,
            headshotUrl: head.storageUrl,
            fullBodyShotUrl: body.storageUrl,
            resumeUrl: doc.storageUrl,
            categories: linkCategories([categoryId]),
            images: {
              create: [
                { sequence: 0, title: "Headshot", filename: baseName(head.storageUrl), ...imageUrls(head) },
                { sequence: 1, title: "Full body shot", filename: baseName(body.storageUrl), ...imageUrls(body) },
              ],
            },
            documents: {
              create: [
                {
                  sequence: 0,
                  title: "Resume",
                  documentType: "resume",
                  fileType: doc.kind,
                  fileSize: doc.size,
                  filename: safeFileName(doc.name, `resume.${doc.kind}`),
                  storageUrl: doc.storageUrl,
                },
              ],
            },
          },
        });
        await ctx.publicWriteLimiter.record(ctx.clientAddress);
        return { id: talent.id, message: TALENT_MESSAGES.submitted };
      } catch (error) {
        await ctx.storage.remove(urls);
        // The category was deleted between the check and the write.
        if (isRecordMissing(error)) throw badInput({ categoryId: TALENT_MESSAGES.categoryRequired });
        throw error;
      }
    },
  }),
);
