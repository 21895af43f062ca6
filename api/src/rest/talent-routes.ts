import { z } from "zod";
import { TALENT_STATUS_WORDS } from "#common/options";
import { bulkReviewSchema, talentApprovalSchema, talentCreateSchema, talentSubmissionSchema, talentUpdateSchema } from "#common/schemas";
import { choiceDescription, DIRECTORY_CHOICES, DIRECTORY_FILTER_KEYS } from "#common/directory-filters";
import { UTF8_BOM } from "../services/csv";
import { firstFile, submissionInput, talentInput, toInt } from "./inputs";
import { flag, id, jsonOf, optional } from "./route-helpers";
import { RestError } from "./rest-error";
import { ADMIN_TALENT_FIELDS, DOCUMENT_FIELDS, IMAGE_FIELDS, PUBLIC_TALENT_FIELDS } from "./shapes";
import { STAFF_MAX_LIMIT } from "../schema/talent-staff";
import type { RestInput, RestRoute } from "./types";

/** talents' own rule (talent.ts), stated for the documentation. */
const PUBLIC_MAX_LIMIT = 500;

// The talents' rows of the REST table (routes.ts tells how a row works).

/** Whether to e-mail the talent (default true), as the review dialog sends it. */
const NOTIFY = bulkReviewSchema.shape.notify.optional();
/** An edit: only the fields sent change; expectedVersion guards against a lost update. */
const TALENT_UPDATE_BODY = talentUpdateSchema.extend({ expectedVersion: z.number().int().positive().optional() });

/** The directory's filters a query string can carry (`ids` is the request page's, not a list's). */
const TALENT_FILTERS = DIRECTORY_FILTER_KEYS.filter((key) => key !== "ids");

function directoryFilter(query: RestInput["query"]) {
  const filter: Record<string, unknown> = {};
  for (const name of TALENT_FILTERS) {
    const value = optional(query[name] ?? (name === "categoryId" ? query.category : undefined));
    if (value !== undefined) filter[name] = name === "categoryId" ? toInt(value) : value;
  }
  return filter;
}

const ADMIN_SORTS: Record<string, string> = {
  name: "NAME",
  category: "CATEGORY",
  submitted: "SUBMITTED",
  date: "SUBMITTED",
  createdAt: "SUBMITTED",
};

/** Whether to e-mail the talent: yes unless told otherwise; anything but a yes or no is refused, not read as yes. */
const notify = (body: Record<string, unknown>) => {
  const name = "notify" in body ? "notify" : "sendEmail" in body ? "sendEmail" : undefined;
  return name === undefined || body[name] === null ? true : flag(body, name);
};

function isSubmission(input: RestInput): boolean {
  return !input.staffView || ["headshot", "fullBodyShot", "resume"].some((field) => field in input.files);
}

export const talentRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/api/talents",
    summary:
      "Talent list. Visitors get approved and published talents only, whatever the query says, " +
      "filtered by the directory filters. With a staff token: every talent, with search, status, " +
      "category, gender and sort.",
    access: "public, staff see more",
    query: [
      { name: "categoryId", alias: "category", description: "Category id (directory and staff).", type: "integer" },
      { name: "search", description: "Text search." },
      ...DIRECTORY_CHOICES.map((choice) => ({
        name: choice.key,
        description: choice.key === "gender" ? `${choiceDescription(choice).slice(0, -1)} (staff: also Other).` : choiceDescription(choice),
      })),
      { name: "published", description: "Ignored: visitors always get published talents.", type: "boolean", ignored: true },
      { name: "approved", description: "Ignored: visitors always get approved talents.", type: "boolean", ignored: true },
      { name: "admin", description: "Ignored: the token decides.", type: "boolean", ignored: true },
      { name: "status", description: `Staff: ${TALENT_STATUS_WORDS}.` },
      { name: "sort", description: "Staff: name, category or submitted." },
      { name: "direction", description: "Staff: asc or desc." },
    ],
    page: { maxLimit: `${STAFF_MAX_LIMIT} with a staff token, ${PUBLIC_MAX_LIMIT} for visitors` },
    // The visitors' rows come from talents (the old list's page rule) and the total from the
    // directory's count; only its total is selected, so it reads no rows.
    operation: ({ staffView }) =>
      staffView
        ? `query ($search: String, $status: String, $categoryId: Int, $gender: String,
            $sort: StaffTalentSort, $direction: SortDirection, $limit: Int, $offset: Int) {
            staffTalents(search: $search, status: $status, categoryId: $categoryId, gender: $gender,
              sort: $sort, direction: $direction, limit: $limit, offset: $offset) {
              items { ${ADMIN_TALENT_FIELDS} } total } }`
        : `query ($filter: TalentFilter, $limit: Int, $offset: Int) {
            talents(filter: $filter, limit: $limit, offset: $offset) { ${PUBLIC_TALENT_FIELDS} }
            directory: talentDirectory(filter: $filter, limit: 1) { total } }`,
    variables: ({ staffView, query }) => {
      if (!staffView) return { filter: directoryFilter(query) };
      const sort = optional(query.sort);
      const direction = optional(query.direction)?.toUpperCase();
      return {
        search: optional(query.search),
        status: optional(query.status),
        categoryId: toInt(optional(query.categoryId ?? query.category)),
        gender: optional(query.gender),
        sort: sort ? (ADMIN_SORTS[sort] ?? sort.toUpperCase()) : undefined,
        direction,
      };
    },
    reply: [
      { items: "staffTalents.items", total: "staffTalents.total", shape: "adminTalent" },
      { items: "talents", total: "directory.total", shape: "publicTalent" },
    ],
  },
  {
    method: "GET",
    path: "/api/talents/export.csv",
    summary:
      "Staff: the Talent Information list as CSV (UTF-8 with a byte order mark, a header row, staff fields), with the list's filters.",
    access: "staff",
    query: [
      { name: "search", description: "Name, e-mail, street address or suburb contains it." },
      { name: "status", description: `${TALENT_STATUS_WORDS}.` },
      { name: "categoryId", alias: "category", description: "Category id.", type: "integer" },
      { name: "gender", description: "Male, Female, Non-binary or Other." },
    ],
    operation: `query ($search: String, $status: String, $categoryId: Int, $gender: String) {
      adminTalentsCsv(search: $search, status: $status, categoryId: $categoryId, gender: $gender) }`,
    variables: ({ query }) => ({
      search: optional(query.search),
      status: optional(query.status),
      categoryId: toInt(optional(query.categoryId ?? query.category)),
      gender: optional(query.gender),
    }),
    // The byte order mark makes Excel read the file as UTF-8 (names with accents).
    answer: (data) => (typeof data.adminTalentsCsv === "string" ? `${UTF8_BOM}${data.adminTalentsCsv}` : null),
    file: { contentType: "text/csv; charset=utf-8", filename: "talents.csv" },
  },
  {
    method: "GET",
    path: "/api/talents/:id",
    summary: "One talent: the public profile, or with a staff token the whole record.",
    access: "public, staff see more",
    operation: ({ staffView }) =>
      staffView
        ? `query ($id: Int!) { adminTalent(id: $id) { ${ADMIN_TALENT_FIELDS} } }`
        : `query ($id: Int!) { talent(id: $id) { ${PUBLIC_TALENT_FIELDS} } }`,
    variables: (input) => ({ id: id(input) }),
    reply: [
      { from: "adminTalent", shape: "adminTalent" },
      { from: "talent", shape: "publicTalent" },
    ],
  },
  {
    method: "GET",
    path: "/api/talents/:id/images",
    summary: "A talent's photos by sequence ({storage_url, sequence, ...}); staff also see records without a file.",
    access: "public, staff see more",
    operation: ({ staffView }) =>
      staffView
        ? `query ($id: Int!) { adminTalent(id: $id) { images { ${IMAGE_FIELDS} } } }`
        : // Through the talent, not talentImages (empty for a talent a visitor may not see): a missing
          // or hidden talent answers 404 here as on /api/talents/:id, for visitors as for staff.
          `query ($id: Int!) { talent(id: $id) { images { ${IMAGE_FIELDS} } } }`,
    variables: (input) => ({ id: id(input) }),
    reply: [
      { from: "adminTalent.images", shape: "image" },
      { from: "talent.images", shape: "image" },
    ],
  },
  {
    method: "GET",
    path: "/api/talents/:id/documents",
    summary: "A talent's documents (resume, ...) with document_type, file_type and file_size.",
    access: "staff",
    operation: `query ($id: Int!) { talentDocuments(talentId: $id) { ${DOCUMENT_FIELDS} } }`,
    variables: (input) => ({ id: id(input) }),
    reply: { from: "talentDocuments", shape: "document" },
  },
  {
    method: "POST",
    path: "/api/talents",
    summary:
      "Multipart. From the public submission form (data JSON plus headshot, fullBodyShot and " +
      "resume files): creates a talent pending approval. From staff (bearer token, data JSON " +
      "plus an optional image file): creates a talent.",
    access: "public, staff see more",
    status: 201,
    body: {
      kind: "multipart",
      fields: ["data"],
      files: ["headshot", "fullBodyShot", "resume", "image"],
      data: [talentSubmissionSchema, talentCreateSchema],
    },
    operation: (input) =>
      isSubmission(input)
        ? `mutation ($input: TalentSubmissionInput!, $headshot: Upload, $fullBodyShot: Upload, $resume: Upload) {
            submitTalent(input: $input, headshot: $headshot, fullBodyShot: $fullBodyShot, resume: $resume) { id message } }`
        : `mutation ($input: TalentCreateInput!, $image: Upload) { createTalent(input: $input, image: $image) { ${ADMIN_TALENT_FIELDS} } }`,
    variables: (input) =>
      isSubmission(input)
        ? {
            input: submissionInput(input.body),
            headshot: firstFile(input.files, "headshot"),
            fullBodyShot: firstFile(input.files, "fullBodyShot"),
            resume: firstFile(input.files, "resume"),
          }
        : // Blank rather than absent, so a missing name or e-mail gets the schema's own message.
          { input: { firstName: "", lastName: "", email: "", ...talentInput(input.body) }, image: firstFile(input.files, "image") },
    reply: [{ from: "submitTalent" }, { from: "createTalent", shape: "adminTalent" }],
  },
  {
    method: "PUT",
    path: "/api/talents/:id",
    summary:
      "Update a talent: multipart (data JSON plus an optional image) from the management dialog, " +
      "or JSON from the editor. Only the fields sent change. " +
      "With expectedVersion (the version the edit was made from), a talent changed since then answers 409 and nothing is written.",
    access: "staff",
    body: { kind: "multipart", fields: ["data"], files: ["image"], data: [TALENT_UPDATE_BODY], json: TALENT_UPDATE_BODY },
    operation: `mutation ($id: Int!, $input: TalentUpdateInput!, $image: Upload, $expectedVersion: Int) {
      updateTalent(id: $id, input: $input, image: $image, expectedVersion: $expectedVersion) { ${ADMIN_TALENT_FIELDS} } }`,
    variables: (input) => ({
      id: id(input),
      input: talentInput(input.body),
      image: firstFile(input.files, "image"),
      expectedVersion: toInt(input.body.expectedVersion ?? undefined),
    }),
    reply: { from: "updateTalent", shape: "adminTalent" },
  },
  {
    method: "PUT",
    path: "/api/talents/:id/approve",
    summary: "Approve a pending talent ({approve: true}); notify (default true) queues the approval e-mail; notes are kept internally.",
    access: "staff",
    body: jsonOf(talentApprovalSchema.extend({ approve: z.literal(true).optional(), notify: NOTIFY })),
    operation:
      "mutation ($id: Int!, $notify: Boolean!, $notes: String) { approveTalent(id: $id, notify: " +
      `$notify, notes: $notes) { ${ADMIN_TALENT_FIELDS} } }`,
    variables: (input) => {
      if (input.body.approve !== undefined && flag(input.body, "approve") !== true) {
        throw new RestError(400, "approve must be true: an approved talent is unpublished, not unapproved.", { approve: "must be true" });
      }
      // Notes of another type go on to the operation, which refuses them naming the field.
      return { id: id(input), notify: notify(input.body), notes: input.body.notes ?? undefined };
    },
    reply: { from: "approveTalent", shape: "adminTalent" },
  },
  {
    method: "PUT",
    path: "/api/talents/:id/publish",
    summary:
      "Publish ({publish: true}) an approved talent or unpublish ({publish: false}) a published " +
      "one; notify (default true) queues the e-mail.",
    access: "staff",
    body: jsonOf(z.object({ publish: z.boolean(), notify: NOTIFY })),
    forms: [{ body: { publish: true } }, { body: { publish: false } }],
    operation: (input) =>
      flag(input.body, "publish")
        ? `mutation ($id: Int!, $notify: Boolean!) { result: publishTalent(id: $id, notify: $notify) { ${ADMIN_TALENT_FIELDS} } }`
        : `mutation ($id: Int!, $notify: Boolean!) { result: unpublishTalent(id: $id, notify: $notify) { ${ADMIN_TALENT_FIELDS} } }`,
    variables: (input) => ({ id: id(input), notify: notify(input.body) }),
    reply: { from: "result", shape: "adminTalent" },
  },
  {
    method: "DELETE",
    path: "/api/talents/:id",
    summary: "Delete a talent with its photos and documents.",
    access: "staff",
    operation: `mutation ($id: Int!) { deleteTalent(id: $id) }`,
    variables: (input) => ({ id: id(input) }),
    reply: { deleted: "Talent" },
  },
];
