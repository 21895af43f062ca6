import { TALENT_FIELDS } from "#common/talent-fields";
import type { TalentFieldKey } from "#common/talent-field-keys";
import { builder, sessionTalentId } from "./builder";
import { BookingTalentType } from "./booking";
import { talentInputFields } from "./talent-fields";
import { PORTAL_PROFILE_KEYS } from "#common/schemas/portal";
import { proposeChange, reviewChange, withdrawChange, PROFILE_CHANGE_LABELS } from "../services/profile-changes";
import { photoUrlOf } from "../services/pending-photos";

// Profile changes a talent proposes from the portal and staff review part by part (ADR 171):
// staff read and decide them; the talent proposes, withdraws, and reads their own through Portal.

export const ProfileChangeStatusEnum = builder.enumType("ProfileChangeStatus", {
  description: "PENDING: some part is waiting for staff. DECIDED: every part was approved or rejected.",
  values: ["PENDING", "DECIDED"] as const,
});
const ProfileChangeKindEnum = builder.enumType("ProfileChangeKind", {
  description: "FIELD: a new value for a field. PHOTO_ADDED: a new photo. PHOTO_REMOVED: a photo to take down.",
  values: ["FIELD", "PHOTO_ADDED", "PHOTO_REMOVED"] as const,
});
const ProfileChangeItemStatusEnum = builder.enumType("ProfileChangeItemStatus", {
  values: ["PENDING", "APPROVED", "REJECTED"] as const,
});

type ItemKind = "FIELD" | "PHOTO_ADDED" | "PHOTO_REMOVED";
type ItemStatus = "PENDING" | "APPROVED" | "REJECTED";

builder.prismaObject("ProfileChangeItem", {
  description: "One part of a proposal, approved or rejected on its own.",
  authScopes: { admin: true, talent: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    kind: t.field({ type: ProfileChangeKindEnum, resolve: (item) => item.kind as ItemKind }),
    field: t.exposeString("field", { nullable: true, description: "The talent field of a FIELD item." }),
    label: t.string({
      description: "How the part is named: the field's label, or 'New photo' / 'Photo removed'.",
      resolve: (item) =>
        item.kind === "FIELD"
          ? (TALENT_FIELDS[item.field as TalentFieldKey]?.label ?? item.field ?? "")
          : PROFILE_CHANGE_LABELS[item.kind as ItemKind],
    }),
    before: t.field({
      type: "JSON",
      nullable: true,
      description: "The value when proposed, as the editor shows it.",
      resolve: (item) => item.before,
    }),
    after: t.field({
      type: "JSON",
      nullable: true,
      description: "The proposed value, as the editor shows it.",
      resolve: (item) => item.after,
    }),
    photoUrl: t.string({
      nullable: true,
      description:
        "A thumbnail: the pending photo (a signed link) for PHOTO_ADDED while it waits, the image for PHOTO_REMOVED; null once the file is gone.",
      resolve: (item, _args, ctx) => photoUrlOf(ctx, item),
    }),
    status: t.field({ type: ProfileChangeItemStatusEnum, resolve: (item) => item.status as ItemStatus }),
    message: t.exposeString("message", { nullable: true, description: "Staff's message with the decision." }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
  }),
});

builder.prismaObject("ProfileChange", {
  description: "A talent's proposed changes to their profile; nothing reaches the public until staff approve it.",
  authScopes: { admin: true, talent: true },
  fields: (t) => ({
    id: t.exposeInt("id"),
    talentId: t.exposeInt("talentId"),
    talent: t.relation("talent", { type: BookingTalentType, description: "Staff only." }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    decidedAt: t.expose("decidedAt", { type: "DateTime", nullable: true }),
    status: t.field({
      type: ProfileChangeStatusEnum,
      select: { decidedAt: true },
      resolve: (change) => (change.decidedAt ? "DECIDED" : "PENDING"),
    }),
    items: t.relation("items", { query: { orderBy: { id: "asc" } } }),
  }),
});

const PortalProfileInput = builder.inputType("PortalProfileInput", {
  description: "Proposed profile values: every field optional; only fields that differ from the profile become parts of the proposal.",
  fields: (t) => talentInputFields(t, "staff", () => false, PORTAL_PROFILE_KEYS),
});

const ProfileChangeDecisionInput = builder.inputType("ProfileChangeDecisionInput", {
  fields: (t) => ({
    itemId: t.int(),
    approve: t.boolean(),
    message: t.string({ required: false, description: "Told to the talent with the outcome." }),
  }),
});

const PENDING_WHERE = { decidedAt: null };

builder.queryFields((t) => ({
  profileChanges: t.prismaField({
    type: ["ProfileChange"],
    description: "'Changes to review': proposals by status, oldest first.",
    authScopes: { admin: true },
    args: { status: t.arg({ type: ProfileChangeStatusEnum, required: false, defaultValue: "PENDING" }) },
    resolve: (query, _root, { status }, ctx) =>
      ctx.prisma.profileChange.findMany({
        ...query,
        where: status === "DECIDED" ? { decidedAt: { not: null } } : PENDING_WHERE,
        orderBy: [{ createdAt: "asc" }, { id: "asc" }],
        take: 200,
      }),
  }),
  profileChange: t.prismaField({
    type: "ProfileChange",
    nullable: true,
    authScopes: { admin: true },
    args: { id: t.arg.int() },
    resolve: (query, _root, { id }, ctx) => ctx.prisma.profileChange.findUnique({ ...query, where: { id } }),
  }),
  pendingProfileChangeCount: t.int({
    description: "How many proposals wait for review (the admin navigation's count).",
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => ctx.prisma.profileChange.count({ where: PENDING_WHERE }),
  }),
}));

builder.mutationFields((t) => ({
  proposeProfileChange: t.prismaField({
    type: "ProfileChange",
    description:
      "Proposes profile changes for staff to review: the fields that differ, new photos (checked and stripped of metadata as staff uploads, " +
      "kept private until approved) and photos to remove. Nothing changes publicly until staff approve.",
    authScopes: { talent: true },
    args: {
      input: t.arg({ type: PortalProfileInput }),
      newPhotos: t.arg({ type: ["Upload"], required: false }),
      removeImageIds: t.arg.intList({ required: false }),
    },
    resolve: async (query, _root, args, ctx) => {
      const id = await proposeChange(ctx, sessionTalentId(ctx), args);
      return ctx.prisma.profileChange.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
  withdrawProfileChange: t.boolean({
    description: "Withdraws one's own proposal while every part is still pending; its pending photos are deleted.",
    authScopes: { talent: true },
    args: { id: t.arg.int() },
    resolve: async (_root, { id }, ctx) => {
      await withdrawChange(ctx, sessionTalentId(ctx), id);
      return true;
    },
  }),
  reviewProfileChange: t.prismaField({
    type: "ProfileChange",
    description:
      "Approves or rejects parts of a proposal, each with an optional message. Approved fields apply as a staff edit would " +
      "(activity, cache, edit conflicts: a field changed since the proposal is refused with CONFLICT naming it); approved photos " +
      "become talent images; rejected photos are deleted. The talent is e-mailed the outcome once every part is decided.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), decisions: t.arg({ type: [ProfileChangeDecisionInput] }) },
    resolve: async (query, _root, { id, decisions }, ctx) => {
      await reviewChange(ctx, id, decisions);
      return ctx.prisma.profileChange.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
}));
