import { TALENT_MESSAGES, talentApprovalSchema } from "../../../common";
import { Prisma } from "../db/generated/prisma/client";
import type { Context } from "../context";
import { conflict, type FieldErrors, notFound } from "../errors";
import { queueTalentEmail, type TalentEmailTemplate } from "../services/mail";
import { builder } from "./builder";
import { parseInto, throwIfAny } from "./talent-fields";
import { AdminTalentType } from "./talent-admin";

// ---- Lifecycle: pending -> approved -> published <-> unpublished --------------------------------

type StateFlags = { isApproved: boolean; isPublished: boolean };

type Transition = {
  /** The states the change starts from. */
  from: Prisma.TalentWhereInput;
  data: () => Prisma.TalentUpdateManyMutationInput;
  /** Why a talent in another state cannot make the change. */
  refusal: (id: number, current: StateFlags) => string;
  template: TalentEmailTemplate;
};

const TRANSITIONS = {
  approve: {
    from: { isApproved: false },
    data: () => ({ isApproved: true }),
    refusal: (id) => TALENT_MESSAGES.alreadyApproved(id),
    template: "talent-approved",
  },
  publish: {
    from: { isApproved: true, isPublished: false },
    data: () => ({ isPublished: true, publishedAt: new Date() }),
    refusal: (id, current) =>
      current.isApproved ? TALENT_MESSAGES.alreadyPublished(id) : TALENT_MESSAGES.approveBeforePublish(id),
    template: "talent-published",
  },
  unpublish: {
    from: { isPublished: true },
    data: () => ({ isPublished: false }),
    refusal: (id) => TALENT_MESSAGES.notPublished(id),
    template: "talent-unpublished",
  },
} satisfies Record<string, Transition>;

/**
 * Moves a talent to its next state in one transaction with its e-mail. The update only matches a
 * talent in a starting state, so two staff acting at once cannot both succeed.
 */
async function transition<Q extends object>(
  ctx: Context,
  query: Q,
  id: number,
  change: Transition,
  options: { notify: boolean; extra?: Prisma.TalentUpdateManyMutationInput },
) {
  return ctx.prisma.$transaction(async (tx) => {
    const { count } = await tx.talent.updateMany({ where: { id, ...change.from }, data: { ...change.data(), ...options.extra } });
    const current = await tx.talent.findUnique({
      where: { id },
      select: { id: true, firstName: true, email: true, isApproved: true, isPublished: true },
    });
    if (!current) throw notFound("Talent", id);
    if (count === 0) throw conflict("status", change.refusal(id, current));
    if (options.notify) await queueTalentEmail(tx, change.template, current);
    return tx.talent.findUniqueOrThrow({ ...query, where: { id } });
  });
}

builder.mutationFields((t) => ({
  approveTalent: t.prismaField({
    type: AdminTalentType,
    description: "Approves a pending talent; notify (default true) queues the approval e-mail.",
    authScopes: { admin: true },
    args: {
      id: t.arg.int(),
      notify: t.arg.boolean({ required: false, defaultValue: true }),
      notes: t.arg.string({ required: false, description: "Internal notes from the review; replace the stored notes when given." }),
    },
    resolve: async (query, _root, { id, notify, notes }, ctx) => {
      const errors: FieldErrors = {};
      const parsed = parseInto(talentApprovalSchema, { notes }, errors);
      throwIfAny(errors);
      const extra = parsed!.notes !== null ? { notes: parsed!.notes } : {};
      return transition(ctx, query, id, TRANSITIONS.approve, { notify: notify ?? true, extra });
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
}));
