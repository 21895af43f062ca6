import type { Plugin } from "@envelop/core";
import type { CacheEntityRecord } from "@envelop/response-cache";
import type { Cache } from "@graphql-yoga/plugin-response-cache";
import { type FragmentDefinitionNode, getArgumentValues, getOperationAST, type GraphQLSchema, Kind, type SelectionNode } from "graphql";

import type { Context } from "../context";
import { PUBLIC_TALENT_WHERE } from "../services/visibility";

type Args = Record<string, unknown>;
/** The cached answers a write may have changed: a type alone means every answer holding one. */
type Rule = (args: Args, ctx: Context) => CacheEntityRecord[] | Promise<CacheEntityRecord[]>;

const type = (typename: string): CacheEntityRecord => ({ typename });
const record = (typename: string, id: unknown): CacheEntityRecord => ({ typename, id: Number(id) });

/**
 * A talent appearing, disappearing or moving between filters changes every directory page (a page
 * that did not hold it may now), and the published counts of the categories.
 */
const TALENT_LISTS = [type("Talent"), type("TalentDirectoryPage"), type("Category")];
const NEWS_LISTS = [type("NewsUpdate"), type("NewsUpdatePage")];
const TESTIMONIAL_LISTS = [type("Testimonial"), type("TestimonialPage")];
const NOTHING_PUBLIC: Rule = () => [];

/**
 * What each mutation may change among the answers the cache keeps (see PUBLIC_QUERIES). Every
 * mutation of the schema is listed, so a new one fails the test in response-cache.test.ts until
 * someone decides here what it touches. The plugin's own invalidation by the mutation's answer is
 * off: staff answers name AdminTalent, not the Talent the public answers hold, and it does not wait
 * for Redis before the response goes out.
 */
export const MUTATION_INVALIDATES: Record<string, Rule> = {
  // Talents: anything that can change who is listed where, or the counts.
  approveTalent: () => TALENT_LISTS,
  publishTalent: () => TALENT_LISTS,
  unpublishTalent: () => TALENT_LISTS,
  // Only a pending talent can be declined, and visitors never see one.
  declineTalent: (args) => [record("Talent", args.id)],
  bulkTalentAction: () => TALENT_LISTS,
  addTalentsToCategory: () => TALENT_LISTS,
  createTalent: () => TALENT_LISTS,
  deleteTalent: () => TALENT_LISTS,
  // An edit of a talent visitors see may move it between filters (category, age, search) or into the
  // home page's row (featured, ADR 166); one they
  // do not see changes nothing they are shown.
  updateTalent: async (args, ctx) => {
    // Unable to tell (the database went away after the write), every list goes.
    const visible = await ctx.prisma.talent.count({ where: { id: Number(args.id), ...PUBLIC_TALENT_WHERE } }).catch(() => 1);
    return visible > 0 ? TALENT_LISTS : [record("Talent", args.id)];
  },
  // Images: the cards and profiles that show them. Where only the image's id is known, the talent is
  // not (a deleted image can no longer be looked up), so every answer holding a talent goes.
  addTalentImage: (args) => [record("Talent", args.talentId)],
  reorderTalentImages: (args) => [record("Talent", args.talentId)],
  // A caption shows only where the image itself is, and there its id is recorded.
  updateTalentImage: (args) => [record("TalentImage", args.id)],
  setMainTalentImage: () => [type("Talent")],
  deleteTalentImage: () => [type("Talent")],
  deleteAllTalentImages: () => [type("Talent")],
  bulkUploadImages: () => [type("Talent")],
  // Categories: a new or deleted one changes the list; a rename shows wherever it is named.
  createCategory: () => [type("Category"), type("CategoryPage")],
  updateCategory: (args) => [record("Category", args.id)],
  deleteCategory: () => [type("Category"), type("CategoryPage"), type("Talent"), type("TalentDirectoryPage")],
  // News and testimonials: an edit may publish or withdraw, so the lists go.
  createNewsUpdate: () => NEWS_LISTS,
  updateNewsUpdate: () => NEWS_LISTS,
  setNewsUpdatePublished: () => NEWS_LISTS,
  deleteNewsUpdate: () => NEWS_LISTS,
  createTestimonial: () => TESTIMONIAL_LISTS,
  updateTestimonial: () => TESTIMONIAL_LISTS,
  deleteTestimonial: () => TESTIMONIAL_LISTS,
  // Private to staff, to one visitor, or not shown on the public site: never cached.
  addTalentDocument: NOTHING_PUBLIC,
  replaceTalentDocument: NOTHING_PUBLIC,
  deleteTalentDocument: NOTHING_PUBLIC,
  submitTalent: NOTHING_PUBLIC, // pending until approved and published
  uploadImage: NOTHING_PUBLIC, // a file not yet on any talent
  validateImageFilenames: NOTHING_PUBLIC,
  createClient: NOTHING_PUBLIC,
  updateClient: NOTHING_PUBLIC,
  deleteClient: NOTHING_PUBLIC,
  createClientPackage: NOTHING_PUBLIC,
  revokeClientPackage: NOTHING_PUBLIC,
  setPackagePick: NOTHING_PUBLIC,
  sendPackagePicks: NOTHING_PUBLIC,
  // Bookings, book-outs and calendar feeds are staff-only; no public answer shows them.
  createJob: NOTHING_PUBLIC,
  updateJob: NOTHING_PUBLIC,
  createJobFromRequest: NOTHING_PUBLIC,
  placeHold: NOTHING_PUBLIC,
  confirmBooking: NOTHING_PUBLIC,
  releaseBooking: NOTHING_PUBLIC,
  cancelBooking: NOTHING_PUBLIC,
  updateBooking: NOTHING_PUBLIC,
  createBookOut: NOTHING_PUBLIC,
  deleteBookOut: NOTHING_PUBLIC,
  rotateMyCalendarFeed: NOTHING_PUBLIC,
  revokeMyCalendarFeed: NOTHING_PUBLIC,
  rotateTalentCalendarFeed: NOTHING_PUBLIC,
  revokeTalentCalendarFeed: NOTHING_PUBLIC,
  createTalentRequest: NOTHING_PUBLIC,
  updateTalentRequestStatus: NOTHING_PUBLIC,
  deleteTalentRequest: NOTHING_PUBLIC,
  sendContactMessage: NOTHING_PUBLIC,
  markContactMessageRead: NOTHING_PUBLIC,
  markContactMessageHandled: NOTHING_PUBLIC,
  retryEmail: NOTHING_PUBLIC,
  login: NOTHING_PUBLIC,
  changeOwnPassword: NOTHING_PUBLIC,
  requestPasswordReset: NOTHING_PUBLIC,
  setPasswordWithToken: NOTHING_PUBLIC,
  inviteStaff: NOTHING_PUBLIC,
  deactivateStaff: NOTHING_PUBLIC,
  reactivateStaff: NOTHING_PUBLIC,
  // The talent portal (ADR 004, ADR 171): accounts, book-outs and proposals are never public; an
  // approved part of a proposal is a staff edit of the talent, a removal takes the talent away.
  inviteTalentToPortal: NOTHING_PUBLIC,
  revokeTalentPortal: NOTHING_PUBLIC,
  portalAddBookOut: NOTHING_PUBLIC,
  portalRemoveBookOut: NOTHING_PUBLIC,
  proposeProfileChange: NOTHING_PUBLIC, // kept private until staff approve it
  withdrawProfileChange: NOTHING_PUBLIC,
  reviewProfileChange: async (args, ctx) => {
    const change = await ctx.prisma.profileChange
      .findUnique({ where: { id: Number(args.id) }, select: { talentId: true } })
      .catch(() => null);
    if (!change) return TALENT_LISTS;
    return MUTATION_INVALIDATES.updateTalent!({ id: change.talentId }, ctx);
  },
  portalExportLink: NOTHING_PUBLIC,
  requestRemoval: NOTHING_PUBLIC,
  cancelRemovalRequest: NOTHING_PUBLIC,
  removeTalentPersonalData: () => TALENT_LISTS,
};

/**
 * After each mutation, drops the cached answers it may have changed, before the response leaves:
 * whoever saw the write succeed sees it in the next read, on any server sharing the cache. It runs
 * whether the write succeeded or not (a failed write may have committed part of a bulk change).
 */
export function useCacheInvalidation(cache: Cache): Plugin<Context> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== "mutation") return;
      return {
        async onExecuteDone() {
          const fragments = new Map<string, FragmentDefinitionNode>();
          for (const definition of args.document.definitions) {
            if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
          }
          const entities = await entitiesFor(
            { schema: args.schema, fragments, variables: args.variableValues ?? {}, ctx: args.contextValue },
            operation.selectionSet.selections,
          );
          if (entities.length > 0) await cache.invalidate(entities);
        },
      };
    },
  };
}

type Walk = { schema: GraphQLSchema; fragments: Map<string, FragmentDefinitionNode>; variables: Args; ctx: Context };

async function entitiesFor(walk: Walk, selections: readonly SelectionNode[]): Promise<CacheEntityRecord[]> {
  const mutationType = walk.schema.getMutationType()!;
  const entities: CacheEntityRecord[] = [];
  for (const selection of selections) {
    // Mutations are written as plain fields; fragments on Mutation are unusual but count the same.
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      entities.push(...(await entitiesFor(walk, selection.selectionSet.selections)));
      continue;
    }
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const fragment = walk.fragments.get(selection.name.value);
      if (fragment) entities.push(...(await entitiesFor(walk, fragment.selectionSet.selections)));
      continue;
    }
    const field = mutationType.getFields()[selection.name.value];
    const rule = field && MUTATION_INVALIDATES[field.name];
    if (!field || !rule) continue;
    let fieldArgs: Args;
    try {
      fieldArgs = getArgumentValues(field, selection, walk.variables);
    } catch {
      continue; // arguments the schema refused: the mutation did not run
    }
    entities.push(...(await rule(fieldArgs, walk.ctx)));
  }
  return entities;
}
