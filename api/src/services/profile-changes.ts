import { Readable } from "node:stream";
import { isStoredPhone } from "#common/schemas/fields";
import {
  PORTAL_MAX_NEW_PHOTOS,
  PORTAL_MESSAGES,
  PORTAL_PROFILE_KEYS,
  portalProfileSchema,
  profileDecisionSchema,
} from "#common/schemas/portal";
import { TALENT_FIELDS } from "#common/talent-fields";
import type { TalentFieldKey } from "#common/talent-field-keys";
import type { Context } from "../context";
import { Prisma } from "../db/generated/prisma/client";
import { GraphQLError } from "graphql";
import { badInput, conflict, InputErrors, notFound } from "../errors";
import { prepareTalentEdit, writeTalentEdit } from "./talent-edits";
import { addImageIn, deleteImageIn } from "./talent-images";
import { recordActivity, talentLabel } from "./activity";
import { lockTalent } from "./bookings/store";
import { queueEmail } from "./mail";
import { readPendingPhoto, removePendingPhotos, savePendingPhoto } from "./pending-photos";
import { profileChangeOutcomeEmail, type ChangeOutcomeLine } from "./portal-mail";
import type { StoredImage, UploadInput } from "./storage";
import { paths } from "#common/paths";

// Proposals from the talent portal and their review, part by part (ADR 171). A proposal holds only
// the fields that differ from the profile; an approved field is applied as a staff edit
// (prepareTalentEdit/writeTalentEdit: rules, version, activity), an approved photo through the staff
// upload path (addImageIn), so nothing reaches the public that staff did not approve.

export const PROFILE_CHANGE_LABELS = { FIELD: "Field", PHOTO_ADDED: "New photo", PHOTO_REMOVED: "Photo removed" } as const;

export type ProposeArgs = {
  input: Record<string, unknown>;
  newPhotos?: UploadInput[] | null;
  removeImageIds?: number[] | null;
};

export type Decision = { itemId: number; approve: boolean; message?: string | null };

/** A field's value as the editor shows it: text, a number, a list of text, or null. */
type FieldValue = string | number | string[] | null;

const toValue = (value: unknown): FieldValue => (value === undefined ? null : (value as FieldValue));
const sameValue = (a: unknown, b: unknown) => JSON.stringify(toValue(a)) === JSON.stringify(toValue(b));
const jsonOf = (value: FieldValue) => (value === null ? Prisma.JsonNull : (value as Prisma.InputJsonValue));

const PORTAL_SELECT = Object.fromEntries(PORTAL_PROFILE_KEYS.map((key) => [key, true])) as Record<string, true>;

/** Stores a proposal: the fields that differ, new photos (private until approved), photos to remove. */
export async function proposeChange(ctx: Context, talentId: number, args: ProposeArgs): Promise<number> {
  const errors = new InputErrors();
  const given = Object.fromEntries(Object.entries(args.input).filter(([, value]) => value !== undefined));
  const current = (await ctx.prisma.talent.findUniqueOrThrow({
    where: { id: talentId },
    select: { ...PORTAL_SELECT, firstName: true, lastName: true },
  })) as Record<string, unknown> & { firstName: string; lastName: string };
  // The stored phone sent back as the editor showed it is no change (ADR 005).
  if ("phone" in given && isStoredPhone(given.phone, current.phone as string | null)) delete given.phone;
  const parsed = errors.parse(portalProfileSchema, given) as Record<string, unknown> | undefined;
  const photos = args.newPhotos ?? [];
  if (photos.length > PORTAL_MAX_NEW_PHOTOS) errors.add("newPhotos", PORTAL_MESSAGES.tooManyPhotos(PORTAL_MAX_NEW_PHOTOS));
  const removeIds = [...new Set(args.removeImageIds ?? [])];
  if (removeIds.length) {
    const own = await ctx.prisma.talentImage.findMany({ where: { id: { in: removeIds }, talentId }, select: { id: true } });
    const known = new Set(own.map((image) => image.id));
    const foreign = removeIds.find((id) => !known.has(id));
    if (foreign !== undefined) errors.add("removeImageIds", PORTAL_MESSAGES.unknownImage(foreign));
  }
  errors.throwIfAny();
  const fields = PORTAL_PROFILE_KEYS.filter((key) => parsed![key] !== undefined && !sameValue(parsed![key], current[key]));
  if (fields.length === 0 && photos.length === 0 && removeIds.length === 0) throw badInput({ input: PORTAL_MESSAGES.noChanges });

  const fileKeys: string[] = [];
  try {
    for (const photo of photos) fileKeys.push(await savePendingPhoto(ctx, "newPhotos", photo));
    const change = await ctx.prisma.$transaction(async (tx) => {
      const created = await tx.profileChange.create({ data: { talentId }, select: { id: true } });
      await tx.profileChangeItem.createMany({
        data: [
          ...fields.map((field) => ({
            changeId: created.id,
            kind: "FIELD",
            field,
            before: jsonOf(toValue(current[field])),
            after: jsonOf(toValue(parsed![field])),
          })),
          ...fileKeys.map((fileKey) => ({ changeId: created.id, kind: "PHOTO_ADDED", fileKey })),
          ...removeIds.map((imageId) => ({ changeId: created.id, kind: "PHOTO_REMOVED", imageId })),
        ],
      });
      await recordActivity(tx, ctx.user, {
        action: "propose-change",
        subjectType: "Talent",
        subjectId: talentId,
        subjectLabel: talentLabel(current),
        changedFields: [...fields, ...(fileKeys.length ? ["photos added"] : []), ...(removeIds.length ? ["photos removed"] : [])],
        note: "From the talent portal",
      });
      return created;
    });
    return change.id;
  } catch (error) {
    await removePendingPhotos(ctx, fileKeys);
    throw error;
  }
}

/** Withdraws one's own proposal while nothing of it is decided; its pending photos go. */
export async function withdrawChange(ctx: Context, talentId: number, id: number): Promise<void> {
  const removed = await ctx.prisma.$transaction(async (tx) => {
    const change = await tx.profileChange.findFirst({
      where: { id, talentId },
      select: { items: { select: { status: true, fileKey: true } }, talent: { select: { firstName: true, lastName: true } } },
    });
    if (!change) throw notFound("Profile change", id);
    if (change.items.some((item) => item.status !== "PENDING")) throw conflict("id", PORTAL_MESSAGES.notWithdrawable);
    await tx.profileChange.delete({ where: { id } });
    await recordActivity(tx, ctx.user, {
      action: "withdraw-change",
      subjectType: "Talent",
      subjectId: talentId,
      subjectLabel: talentLabel(change.talent),
      note: "From the talent portal",
    });
    return change.items.map((item) => item.fileKey);
  });
  await removePendingPhotos(ctx, removed);
}

const labelOf = (item: { kind: string; field: string | null }) =>
  item.kind === "FIELD"
    ? (TALENT_FIELDS[item.field as TalentFieldKey]?.label ?? item.field ?? "")
    : PROFILE_CHANGE_LABELS[item.kind as keyof typeof PROFILE_CHANGE_LABELS];

/** Edit conflicts: the value staff approve over must still be the one the talent saw. */
async function refuseStale(
  db: Prisma.TransactionClient,
  talentId: number,
  fields: Array<{ field: string | null; kind: string; before: unknown }>,
) {
  const current = (await db.talent.findUniqueOrThrow({ where: { id: talentId }, select: PORTAL_SELECT })) as Record<string, unknown>;
  const stale = fields.filter((item) => !sameValue(current[item.field!], item.before));
  if (stale.length === 0) return;
  const named = Object.fromEntries(stale.map((item) => [item.field!, PORTAL_MESSAGES.editConflict(labelOf(item))]));
  throw new GraphQLError(Object.values(named)[0]!, { extensions: { code: "CONFLICT", fields: named } });
}

/**
 * Decides parts of a proposal. Approved fields are applied as one staff edit; a field whose value
 * changed since the proposal is refused (CONFLICT naming it) and nothing is written. Approved photos
 * become talent images, approved removals delete the image, rejected photos are deleted. The talent
 * is e-mailed the parts decided, each with staff's message.
 */
export async function reviewChange(ctx: Context, id: number, decisions: Decision[]): Promise<void> {
  const change = await ctx.prisma.profileChange.findUnique({
    where: { id },
    select: { talentId: true, items: true, talent: { select: { firstName: true, lastName: true, email: true } } },
  });
  if (!change) throw notFound("Profile change", id);
  const errors = new InputErrors();
  const byId = new Map(change.items.map((item) => [item.id, item]));
  const messages = new Map<number, string | null>();
  for (const [index, decision] of decisions.entries()) {
    const item = byId.get(decision.itemId);
    if (!item) errors.add(`decisions.${index}.itemId`, PORTAL_MESSAGES.decisionMissing(decision.itemId));
    if (messages.has(decision.itemId)) errors.add(`decisions.${index}.itemId`, PORTAL_MESSAGES.decidedTwice(decision.itemId));
    const parsed = errors.parse(profileDecisionSchema, { message: decision.message });
    if (parsed) messages.set(decision.itemId, parsed.message);
  }
  errors.throwIfAny();
  if (decisions.length === 0) throw badInput({ decisions: PORTAL_MESSAGES.noChanges });
  for (const decision of decisions) {
    if (byId.get(decision.itemId)!.status !== "PENDING") throw conflict("decisions", PORTAL_MESSAGES.alreadyDecided(decision.itemId));
  }
  const approved = decisions.filter((decision) => decision.approve).map((decision) => byId.get(decision.itemId)!);
  const approvedFields = approved.filter((item) => item.kind === "FIELD");

  await refuseStale(ctx.prisma, change.talentId, approvedFields);
  const edit = approvedFields.length
    ? await prepareTalentEdit(ctx, change.talentId, Object.fromEntries(approvedFields.map((item) => [item.field!, item.after])))
    : null;

  // Approved photos go through the staff upload path: the stripped original is stored again as an image.
  const stored = new Map<number, StoredImage>();
  try {
    for (const item of approved.filter((candidate) => candidate.kind === "PHOTO_ADDED")) {
      const bytes = await readPendingPhoto(ctx, item.fileKey!);
      if (!bytes) throw conflict("decisions", `${labelOf(item)}: the photo is no longer available.`);
      const name = item.fileKey!.split("/").at(-1)!;
      stored.set(item.id, await ctx.storage.saveImage("image", { name, stream: () => Readable.from(bytes) }, { label: "Photo" }));
    }
  } catch (error) {
    await ctx.storage.remove([...stored.values()].flatMap((image) => [image.storageUrl, image.cardUrl, image.thumbUrl]));
    throw error;
  }

  const now = new Date();
  let removedImages: Array<{ storageUrl: string | null; cardUrl: string | null; thumbUrl: string | null }> = [];
  try {
    removedImages = await ctx.prisma.$transaction(async (tx) => {
      // Checked again under the talent's lock: a staff save since the first check is a conflict too.
      await lockTalent(tx, change.talentId);
      await refuseStale(tx, change.talentId, approvedFields);
      if (edit) await writeTalentEdit(tx, ctx.user, edit, {});
      const gone = [];
      for (const decision of decisions) {
        const item = byId.get(decision.itemId)!;
        if (decision.approve && item.kind === "PHOTO_ADDED") await addImageIn(tx, ctx, change.talentId, stored.get(item.id)!, null);
        if (decision.approve && item.kind === "PHOTO_REMOVED" && item.imageId) {
          const image = await tx.talentImage.findFirst({ where: { id: item.imageId, talentId: change.talentId }, select: { id: true } });
          if (image) gone.push(await deleteImageIn(tx, ctx, image.id));
        }
        await tx.profileChangeItem.update({
          where: { id: item.id },
          data: {
            status: decision.approve ? "APPROVED" : "REJECTED",
            message: messages.get(item.id) ?? null,
            decidedById: ctx.user!.id,
            decidedAt: now,
          },
        });
      }
      const left = await tx.profileChangeItem.count({ where: { changeId: id, status: "PENDING" } });
      if (left === 0) await tx.profileChange.update({ where: { id }, data: { decidedAt: now } });
      await recordActivity(tx, ctx.user, {
        action: "review-change",
        subjectType: "Talent",
        subjectId: change.talentId,
        subjectLabel: talentLabel(change.talent),
        changedFields: decisions.map((decision) => `${labelOf(byId.get(decision.itemId)!)}: ${decision.approve ? "approved" : "rejected"}`),
      });
      const lines: ChangeOutcomeLine[] = decisions.map((decision) => ({
        label: labelOf(byId.get(decision.itemId)!),
        approved: decision.approve,
        message: messages.get(decision.itemId) ?? null,
      }));
      await queueEmail(tx, {
        template: "profile-change-outcome",
        to: change.talent.email,
        email: profileChangeOutcomeEmail(change.talent.firstName, lines, ctx.siteUrl + paths.portal.profile()),
        talentId: change.talentId,
      });
      return gone;
    });
  } catch (error) {
    await ctx.storage.remove([...stored.values()].flatMap((image) => [image.storageUrl, image.cardUrl, image.thumbUrl]));
    throw error;
  }
  ctx.mailer.wake();
  // Files go after the rows commit: approved photos' pending copies, rejected photos, removed images.
  const doneWith = decisions.map((decision) => byId.get(decision.itemId)!).filter((item) => item.kind === "PHOTO_ADDED");
  await removePendingPhotos(
    ctx,
    doneWith.map((item) => item.fileKey),
  );
  await ctx.storage.remove(removedImages.flatMap((image) => [image.storageUrl, image.cardUrl, image.thumbUrl]));
}
