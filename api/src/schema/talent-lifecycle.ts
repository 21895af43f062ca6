import { TALENT_MESSAGES, talentApprovalSchema, talentDeclineSchema } from "#common/schemas";
import { Prisma } from "../db/generated/prisma/client";
import type { Context } from "../context";
import { conflict, notFound, validate } from "../errors";
import { recordActivity, talentLabel } from "../services/activity";
import { queueTalentEmail, type TalentEmailTemplate } from "../services/mail";
import { inviteTalentIn, revokePortalIn } from "../services/portal-accounts";
import { builder } from "./builder";
import { AdminTalentType } from "./talent-admin";

// ---- Lifecycle: pending -> approved -> published <-> unpublished; pending -> declined -> approved --

type StateFlags = { isApproved: boolean; isPublished: boolean };

type Transition = {
  /** The states the change starts from. */
  from: Prisma.TalentWhereInput;
  data: () => Prisma.TalentUpdateManyMutationInput;
  /** Why a talent in another state cannot make the change. */
  refusal: (id: number, current: StateFlags) => string;
  template: TalentEmailTemplate;
  /** The activity log's verb. */
  action: string;
};

const TRANSITIONS = {
  approve: {
    // A declined submission may still be approved: staff change their minds (ADR 141).
    from: { isApproved: false },
    data: () => ({ isApproved: true, declinedAt: null, declineReason: null }),
    refusal: (id) => TALENT_MESSAGES.alreadyApproved(id),
    template: "talent-approved",
    action: "approve",
  },
  publish: {
    from: { isApproved: true, isPublished: false },
    data: () => ({ isPublished: true, publishedAt: new Date() }),
    refusal: (id, current) => (current.isApproved ? TALENT_MESSAGES.alreadyPublished(id) : TALENT_MESSAGES.approveBeforePublish(id)),
    template: "talent-published",
    action: "publish",
  },
  unpublish: {
    from: { isPublished: true },
    data: () => ({ isPublished: false }),
    refusal: (id) => TALENT_MESSAGES.notPublished(id),
    template: "talent-unpublished",
    action: "unpublish",
  },
  decline: {
    from: { isApproved: false, declinedAt: null },
    data: () => ({ declinedAt: new Date() }),
    refusal: (id) => TALENT_MESSAGES.notPending(id),
    template: "talent-declined",
    action: "decline",
  },
} satisfies Record<string, Transition>;

export type TalentAction = keyof typeof TRANSITIONS;
export const TALENT_ACTIONS = TRANSITIONS as Record<TalentAction, Transition>;

/** Why a talent was not moved: it does not exist, or it is not in a state the change starts from. */
export type Refusal = { code: "NOT_FOUND" | "CONFLICT"; message: string };

/**
 * Moves one talent to its next state inside the caller's transaction, with its e-mail and its
 * activity entry. The update only matches a talent in a starting state, so two staff acting at
 * once cannot both succeed. Answers null when it moved, else why not.
 */
export async function applyTransition(
  tx: Prisma.TransactionClient,
  actor: Context["user"],
  id: number,
  change: Transition,
  options: { notify: boolean; extra?: Prisma.TalentUpdateManyMutationInput; note?: string },
): Promise<Refusal | null> {
  const { count } = await tx.talent.updateMany({
    where: { id, ...change.from },
    // Every write raises the version, so an editor opened before it cannot save over it (ADR 040).
    data: { ...change.data(), ...options.extra, version: { increment: 1 } },
  });
  const current = await tx.talent.findUnique({
    where: { id },
    select: { id: true, firstName: true, lastName: true, email: true, isApproved: true, isPublished: true },
  });
  if (!current) return { code: "NOT_FOUND", message: notFound("Talent", id).message };
  if (count === 0) return { code: "CONFLICT", message: change.refusal(id, current) };
  if (options.notify) await queueTalentEmail(tx, change.template, current);
  // A declined talent's portal account cannot be used: its sessions end with the decline (ADR 004).
  if (change.action === "decline") await revokePortalIn(tx, actor, id);
  await recordActivity(tx, actor, {
    action: change.action,
    subjectType: "Talent",
    subjectId: id,
    subjectLabel: talentLabel(current),
    note: options.note,
  });
  return null;
}

/** One talent's change in a transaction of its own; a refusal is the operation's error. */
async function transition<Q extends object>(
  ctx: Context,
  query: Q,
  id: number,
  change: Transition,
  options: { notify: boolean; extra?: Prisma.TalentUpdateManyMutationInput; note?: string },
) {
  return ctx.prisma.$transaction(async (tx) => {
    const refusal = await applyTransition(tx, ctx.user, id, change, options);
    if (refusal?.code === "NOT_FOUND") throw notFound("Talent", id);
    if (refusal) throw conflict("status", refusal.message);
    return tx.talent.findUniqueOrThrow({ ...query, where: { id } });
  });
}

builder.mutationFields((t) => ({
  approveTalent: t.prismaField({
    type: AdminTalentType,
    description: "Approves a pending (or declined) talent, and with publish also publishes it; notify (default true) queues the e-mail.",
    authScopes: { admin: true },
    args: {
      id: t.arg.int(),
      notify: t.arg.boolean({ required: false, defaultValue: true }),
      notes: t.arg.string({ required: false, description: "Internal notes from the review; replace the stored notes when given." }),
      publish: t.arg.boolean({
        required: false,
        defaultValue: false,
        description: "Also publish, in the same transaction; notify then queues only the publication e-mail.",
      }),
      invitePortal: t.arg.boolean({
        required: false,
        defaultValue: false,
        description: "Also invite the talent to the talent portal (inviteTalentToPortal), in the same transaction.",
      }),
    },
    resolve: async (query, _root, { id, notify, notes, publish, invitePortal }, ctx) => {
      const parsed = validate(talentApprovalSchema, { notes });
      const extra = parsed.notes !== null ? { notes: parsed.notes } : {};
      // One talent, two steps, one e-mail: "your profile is live" says all the approval would.
      const steps: Array<readonly [Transition, { notify: boolean; extra?: typeof extra }]> = publish
        ? [
            [TRANSITIONS.approve, { notify: false, extra }],
            [TRANSITIONS.publish, { notify: notify ?? true }],
          ]
        : [[TRANSITIONS.approve, { notify: notify ?? true, extra }]];
      const approved = await ctx.prisma.$transaction(async (tx) => {
        for (const [change, options] of steps) {
          const refusal = await applyTransition(tx, ctx.user, id, change, options);
          if (refusal?.code === "NOT_FOUND") throw notFound("Talent", id);
          if (refusal) throw conflict("status", refusal.message);
        }
        if (invitePortal) await inviteTalentIn(tx, ctx.user, id, ctx.siteUrl);
        return tx.talent.findUniqueOrThrow({ ...query, where: { id } });
      });
      if (invitePortal) ctx.mailer.wake();
      return approved;
    },
  }),
  publishTalent: t.prismaField({
    type: AdminTalentType,
    description: "Publishes an approved talent (sets publishedAt); notify (default true) queues the publication e-mail.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), notify: t.arg.boolean({ required: false, defaultValue: true }) },
    resolve: (query, _root, { id, notify }, ctx) => transition(ctx, query, id, TRANSITIONS.publish, { notify: notify ?? true }),
  }),
  unpublishTalent: t.prismaField({
    type: AdminTalentType,
    description: "Takes a published talent off the public site (it stays approved); notify (default true) queues the notice.",
    authScopes: { admin: true },
    args: { id: t.arg.int(), notify: t.arg.boolean({ required: false, defaultValue: true }) },
    resolve: (query, _root, { id, notify }, ctx) => transition(ctx, query, id, TRANSITIONS.unpublish, { notify: notify ?? true }),
  }),
  declineTalent: t.prismaField({
    type: AdminTalentType,
    description:
      "Declines a pending submission: it leaves the pending list without being deleted, the reason is kept and shown in " +
      "its history, and its files are removed after DECLINED_FILES_RETENTION_DAYS. notify (default false) queues a kind e-mail.",
    authScopes: { admin: true },
    args: {
      id: t.arg.int(),
      reason: t.arg.string({ description: "Why, for staff; required." }),
      notify: t.arg.boolean({ required: false, defaultValue: false }),
    },
    resolve: (query, _root, { id, reason, notify }, ctx) => {
      const parsed = validate(talentDeclineSchema, { reason, notify: notify ?? false });
      return transition(ctx, query, id, TRANSITIONS.decline, {
        notify: parsed.notify,
        extra: { declineReason: parsed.reason },
        note: parsed.reason,
      });
    },
  }),
}));
