import { firstFile, submissionInput, talentInput, toBoolean, toInt } from "./inputs";
import { RestError } from "./run";
import {
  ADMIN_TALENT_FIELDS,
  CATEGORY_FIELDS,
  CLIENT_FIELDS,
  adminTalent,
  document,
  DOCUMENT_FIELDS,
  image,
  IMAGE_FIELDS,
  NEWS_FIELDS,
  PUBLIC_TALENT_FIELDS,
  publicTalent,
  REQUEST_FIELDS,
  TESTIMONIAL_FIELDS,
} from "./shapes";
import type { RestInput, RestRoute } from "./types";

// The documented /api paths (public-site.md and admin-area.md, section 7), one row each. A row
// names the GraphQL operation it runs on the shared schema and how the call maps to its variables
// and from its result. Authorization, validation and privacy are the schema's: no row decides
// who may do what. Where one path serves visitors and staff, the row picks the staff operation
// for a call with a token (RestInput.staffView), and the schema then checks that token.

const id = (input: RestInput) => Number(input.params.id);
const optional = (value: string | undefined) => (value === undefined || value === "" || value === "all" ? undefined : value);
const json = (...fields: string[]) => ({ kind: "json" as const, fields });

const TALENT_FILTERS = ["categoryId", "search", "ageRange", "gender", "location", "eyeColor", "hairColor", "heightRange"];

function directoryFilter(query: RestInput["query"]) {
  const filter: Record<string, unknown> = {};
  for (const name of TALENT_FILTERS) {
    const value = optional(query[name] ?? (name === "categoryId" ? query.category : undefined));
    if (value !== undefined) filter[name] = name === "categoryId" ? toInt(value) : value;
  }
  return filter;
}

const ADMIN_SORTS: Record<string, string> = { name: "NAME", category: "CATEGORY", submitted: "SUBMITTED", date: "SUBMITTED", createdAt: "SUBMITTED" };

function deleted(kind: string) {
  return (data: Record<string, number>) => ({ id: Object.values(data)[0], message: `${kind} deleted` });
}

function flag(body: Record<string, unknown>, name: string): boolean {
  const value = toBoolean(body[name]);
  if (typeof value !== "boolean") throw new RestError(400, `${name} must be true or false.`, { [name]: "must be true or false" });
  return value;
}

const notify = (body: Record<string, unknown>) => {
  const value = toBoolean(body.notify ?? body.sendEmail ?? true);
  return typeof value === "boolean" ? value : true;
};

export const routes: RestRoute[] = [
  // ---- session
  {
    method: "POST",
    path: "/api/auth/login",
    summary: "Sign in with the e-mail address and password; answers a bearer token and the user.",
    access: "public",
    body: json("username", "password"),
    operation: `mutation ($username: String!, $password: String!) {
      login(username: $username, password: $password) { token expiresAt user { id username isAdmin } } }`,
    variables: ({ body }) => ({ username: String(body.username ?? body.email ?? ""), password: String(body.password ?? "") }),
    answer: (data) => data.login,
  },

  // ---- categories
  {
    method: "GET",
    path: "/api/categories",
    summary: "Every category with its talent count (published talents for visitors, all for staff).",
    access: "public, staff see more",
    operation: `{ categories { ${CATEGORY_FIELDS} } }`,
    answer: (data) => data.categories,
  },
  {
    method: "POST",
    path: "/api/categories",
    summary: "Create a category.",
    access: "staff",
    status: 201,
    body: json("name", "description", "imageUrl"),
    operation: `mutation ($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY_FIELDS} } }`,
    variables: ({ body }) => ({ input: { name: body.name ?? "", description: body.description, imageUrl: body.imageUrl } }),
    answer: (data) => data.createCategory,
  },
  {
    method: "PUT",
    path: "/api/categories/:id",
    summary: "Update a category.",
    access: "staff",
    body: json("name", "description", "imageUrl"),
    operation: `mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }`,
    variables: (input) => ({
      id: id(input),
      input: { name: input.body.name ?? "", description: input.body.description, imageUrl: input.body.imageUrl },
    }),
    answer: (data) => data.updateCategory,
  },
  {
    method: "DELETE",
    path: "/api/categories/:id",
    summary: "Delete a category; its talents stay.",
    access: "staff",
    operation: `mutation ($id: Int!) { deleteCategory(id: $id) }`,
    variables: (input) => ({ id: id(input) }),
    answer: deleted("Category"),
  },

  // ---- talents
  {
    method: "GET",
    path: "/api/talents",
    summary:
      "Talent list. Visitors get approved and published talents only, whatever the query says, filtered by the directory filters. With a staff token: every talent, with search, status, category, gender and sort.",
    access: "public, staff see more",
    query: [
      { name: "categoryId", description: "Category id (directory and staff).", type: "integer" },
      { name: "search", description: "Text search." },
      { name: "ageRange", description: "18-25, 26-35, 36-45, 46-55 or 55+." },
      { name: "gender", description: "Male, Female or Non-binary (staff: also Other)." },
      { name: "location", description: "State code: NSW, VIC, QLD, WA, SA, TAS, NT or ACT." },
      { name: "eyeColor", description: "brown, blue, green, hazel or grey." },
      { name: "hairColor", description: "black, brown, blonde, red, grey or other." },
      { name: "heightRange", description: "under-160, 160-170, 170-180, 180-190 or over-190." },
      { name: "published", description: "Ignored: visitors always get published talents.", type: "boolean" },
      { name: "approved", description: "Ignored: visitors always get approved talents.", type: "boolean" },
      { name: "admin", description: "Ignored: the token decides.", type: "boolean" },
      { name: "status", description: "Staff: published, approved, pending or unpublished." },
      { name: "sort", description: "Staff: name, category or submitted." },
      { name: "direction", description: "Staff: asc or desc." },
    ],
    operation: ({ staffView }) =>
      staffView
        ? `query ($search: String, $status: String, $categoryId: Int, $gender: String, $sort: TalentSort, $direction: SortDirection) {
            adminTalents(search: $search, status: $status, categoryId: $categoryId, gender: $gender, sort: $sort, direction: $direction, limit: 1000) { ${ADMIN_TALENT_FIELDS} } }`
        : `query ($filter: TalentFilter) { talents(filter: $filter, limit: 500) { ${PUBLIC_TALENT_FIELDS} } }`,
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
    answer: (data) => (data.adminTalents ? data.adminTalents.map(adminTalent) : data.talents.map(publicTalent)),
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
    answer: (data) => ("adminTalent" in data ? adminTalent(data.adminTalent) : publicTalent(data.talent)),
  },
  {
    method: "GET",
    path: "/api/talents/:id/images",
    summary: "A talent's photos by sequence ({storage_url, sequence, ...}); staff also see records without a file.",
    access: "public, staff see more",
    operation: ({ staffView }) =>
      staffView
        ? `query ($id: Int!) { adminTalent(id: $id) { images { ${IMAGE_FIELDS} } } }`
        : `query ($id: Int!) { talentImages(talentId: $id) { ${IMAGE_FIELDS} } }`,
    variables: (input) => ({ id: id(input) }),
    answer: (data) => ("adminTalent" in data ? data.adminTalent?.images.map(image) : data.talentImages.map(image)),
  },
  {
    method: "GET",
    path: "/api/talents/:id/documents",
    summary: "A talent's documents (resume, ...) with document_type, file_type and file_size.",
    access: "staff",
    operation: `query ($id: Int!) { talentDocuments(talentId: $id) { ${DOCUMENT_FIELDS} } }`,
    variables: (input) => ({ id: id(input) }),
    answer: (data) => data.talentDocuments.map(document),
  },
  {
    method: "POST",
    path: "/api/talents",
    summary:
      "Multipart. From the public submission form (data JSON plus headshot, fullBodyShot and resume files): creates a talent pending approval. From staff (bearer token, data JSON plus an optional image file): creates a talent.",
    access: "public, staff see more",
    status: 201,
    body: { kind: "multipart", fields: ["data"], files: ["headshot", "fullBodyShot", "resume", "image"] },
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
    answer: (data) => (data.submitTalent ? data.submitTalent : adminTalent(data.createTalent)),
  },
  {
    method: "PUT",
    path: "/api/talents/:id",
    summary: "Update a talent: multipart (data JSON plus an optional image) from the management dialog, or JSON from the editor. Only the fields sent change.",
    access: "staff",
    body: { kind: "multipart", fields: ["data"], files: ["image"] },
    operation: `mutation ($id: Int!, $input: TalentUpdateInput!, $image: Upload) {
      updateTalent(id: $id, input: $input, image: $image) { ${ADMIN_TALENT_FIELDS} } }`,
    variables: (input) => ({ id: id(input), input: talentInput(input.body), image: firstFile(input.files, "image") }),
    answer: (data) => adminTalent(data.updateTalent),
  },
  {
    method: "PUT",
    path: "/api/talents/:id/approve",
    summary: "Approve a pending talent ({approve: true}); notify (default true) queues the approval e-mail; notes are kept internally.",
    access: "staff",
    body: json("approve", "notify", "notes"),
    operation: `mutation ($id: Int!, $notify: Boolean!, $notes: String) { approveTalent(id: $id, notify: $notify, notes: $notes) { ${ADMIN_TALENT_FIELDS} } }`,
    variables: (input) => {
      if (input.body.approve !== undefined && flag(input.body, "approve") !== true) {
        throw new RestError(400, "approve must be true: an approved talent is unpublished, not unapproved.", { approve: "must be true" });
      }
      return { id: id(input), notify: notify(input.body), notes: typeof input.body.notes === "string" ? input.body.notes : undefined };
    },
    answer: (data) => adminTalent(data.approveTalent),
  },
  {
    method: "PUT",
    path: "/api/talents/:id/publish",
    summary: "Publish ({publish: true}) an approved talent or unpublish ({publish: false}) a published one; notify (default true) queues the e-mail.",
    access: "staff",
    body: json("publish", "notify"),
    operation: (input) =>
      flag(input.body, "publish")
        ? `mutation ($id: Int!, $notify: Boolean!) { result: publishTalent(id: $id, notify: $notify) { ${ADMIN_TALENT_FIELDS} } }`
        : `mutation ($id: Int!, $notify: Boolean!) { result: unpublishTalent(id: $id, notify: $notify) { ${ADMIN_TALENT_FIELDS} } }`,
    variables: (input) => ({ id: id(input), notify: notify(input.body) }),
    answer: (data) => adminTalent(data.result),
  },
  {
    method: "DELETE",
    path: "/api/talents/:id",
    summary: "Delete a talent with its photos and documents.",
    access: "staff",
    operation: `mutation ($id: Int!) { deleteTalent(id: $id) }`,
    variables: (input) => ({ id: id(input) }),
    answer: deleted("Talent"),
  },

  // ---- talent requests
  {
    method: "POST",
    path: "/api/talent-requests",
    summary: "A client's request for talent (projectStartDate and projectEndDate as yyyy-mm-dd).",
    access: "public",
    status: 201,
    body: json("clientName", "organizationName", "phone", "email", "projectDescription", "projectStartDate", "projectEndDate", "requestedTalentIds"),
    operation: `mutation ($input: TalentRequestInput!) { createTalentRequest(input: $input) { id status message } }`,
    variables: ({ body }) => ({
      input: {
        clientName: body.clientName ?? "",
        organizationName: body.organizationName ?? "",
        phone: body.phone ?? "",
        email: body.email ?? "",
        projectDescription: body.projectDescription ?? "",
        projectStartDate: body.projectStartDate || null,
        projectEndDate: body.projectEndDate || null,
        requestedTalentIds: Array.isArray(body.requestedTalentIds) ? body.requestedTalentIds.map(toInt) : [],
      },
    }),
    answer: (data) => data.createTalentRequest,
  },
  {
    method: "GET",
    path: "/api/talent-requests",
    summary: "Every talent request, newest first, with the requested talents' names ('Talent #id' when deleted).",
    access: "staff",
    query: [{ name: "status", description: "pending, reviewed, approved or rejected." }],
    operation: `query ($status: String) { talentRequests(status: $status) { ${REQUEST_FIELDS} } }`,
    variables: ({ query }) => ({ status: optional(query.status) }),
    answer: (data) => data.talentRequests,
  },
  {
    method: "PUT",
    path: "/api/talent-requests/:id/status",
    summary: "Set a request's status (pending, reviewed, approved, rejected) and optional response notes.",
    access: "staff",
    body: json("status", "responseNotes"),
    operation: `mutation ($id: Int!, $status: String!, $responseNotes: String) {
      updateTalentRequestStatus(id: $id, status: $status, responseNotes: $responseNotes) { ${REQUEST_FIELDS} } }`,
    // A missing status is sent blank, so the schema answers with its own message.
    variables: (input) => ({ id: id(input), status: input.body.status ?? "", responseNotes: input.body.responseNotes ?? input.body.notes }),
    answer: (data) => data.updateTalentRequestStatus,
  },
  {
    method: "DELETE",
    path: "/api/talent-requests/:id",
    summary: "Delete a talent request.",
    access: "staff",
    operation: `mutation ($id: Int!) { deleteTalentRequest(id: $id) }`,
    variables: (input) => ({ id: id(input) }),
    answer: deleted("Request"),
  },

  // ---- clients
  {
    method: "GET",
    path: "/api/clients",
    summary: "The client register, by name.",
    access: "staff",
    query: [{ name: "search", description: "Name, organisation or e-mail contains." }],
    operation: `query ($search: String) { clients(search: $search) { ${CLIENT_FIELDS} } }`,
    variables: ({ query }) => ({ search: optional(query.search) }),
    answer: (data) => data.clients,
  },
  {
    method: "POST",
    path: "/api/clients",
    summary: "Add a client (e-mail unique).",
    access: "staff",
    status: 201,
    body: json("clientName", "organizationName", "email", "phone", "address", "notes", "isActive"),
    operation: `mutation ($input: ClientInput!) { createClient(input: $input) { ${CLIENT_FIELDS} } }`,
    variables: ({ body }) => ({ input: clientInput(body) }),
    answer: (data) => data.createClient,
  },
  {
    method: "PUT",
    path: "/api/clients/:id",
    summary: "Update a client.",
    access: "staff",
    body: json("clientName", "organizationName", "email", "phone", "address", "notes", "isActive"),
    operation: `mutation ($id: Int!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${CLIENT_FIELDS} } }`,
    variables: (input) => ({ id: id(input), input: clientInput(input.body) }),
    answer: (data) => data.updateClient,
  },
  {
    method: "GET",
    path: "/api/clients/:id/requests",
    summary: "A client's request history (the requests sent from the client's e-mail), newest first.",
    access: "staff",
    operation: `query ($id: Int!) { clientRequests(clientId: $id) { ${REQUEST_FIELDS} } }`,
    variables: (input) => ({ id: id(input) }),
    answer: (data) => data.clientRequests,
  },

  // ---- news
  {
    method: "GET",
    path: "/api/news-updates",
    summary: "News updates, newest first. Visitors get published ones only; staff get all unless published=true|false.",
    access: "public, staff see more",
    query: [{ name: "published", description: "true or false (staff); visitors always get published ones.", type: "boolean" }],
    operation: `query ($published: Boolean) { newsUpdates(published: $published) { ${NEWS_FIELDS} } }`,
    variables: ({ query }) => ({ published: query.published === undefined ? undefined : toBoolean(query.published) }),
    answer: (data) => data.newsUpdates,
  },
  {
    method: "POST",
    path: "/api/news-updates",
    summary: "Create a news update (a draft unless isPublished is true); answers it with its new id.",
    access: "staff",
    status: 201,
    body: json("title", "excerpt", "content", "imageUrl", "isPublished"),
    operation: `mutation ($input: NewsUpdateInput!) { createNewsUpdate(input: $input) { ${NEWS_FIELDS} } }`,
    variables: ({ body }) => ({ input: newsInput(body) }),
    answer: (data) => data.createNewsUpdate,
  },
  {
    method: "PUT",
    path: "/api/news-updates/:id",
    summary: "Update a news update's content.",
    access: "staff",
    body: json("title", "excerpt", "content", "imageUrl"),
    operation: `mutation ($id: Int!, $input: NewsUpdateInput!) { updateNewsUpdate(id: $id, input: $input) { ${NEWS_FIELDS} } }`,
    variables: (input) => ({ id: id(input), input: newsInput(input.body) }),
    answer: (data) => data.updateNewsUpdate,
  },
  {
    method: "PUT",
    path: "/api/news-updates/:id/publish",
    summary: "Publish ({publish: true}) or unpublish ({publish: false}) a news update.",
    access: "staff",
    body: json("publish"),
    operation: `mutation ($id: Int!, $published: Boolean!) { setNewsUpdatePublished(id: $id, published: $published) { ${NEWS_FIELDS} } }`,
    variables: (input) => ({ id: id(input), published: flag(input.body, "publish") }),
    answer: (data) => data.setNewsUpdatePublished,
  },
  {
    method: "DELETE",
    path: "/api/news-updates/:id",
    summary: "Delete a news update.",
    access: "staff",
    operation: `mutation ($id: Int!) { deleteNewsUpdate(id: $id) }`,
    variables: (input) => ({ id: id(input) }),
    answer: deleted("News update"),
  },

  // ---- testimonials
  {
    method: "GET",
    path: "/api/testimonials",
    summary: "Testimonials: published ones for visitors, all for staff.",
    access: "public, staff see more",
    operation: `{ testimonials { ${TESTIMONIAL_FIELDS} } }`,
    answer: (data) => data.testimonials,
  },
  {
    method: "POST",
    path: "/api/testimonials",
    summary: "Add a testimonial.",
    access: "staff",
    status: 201,
    body: json("clientName", "clientTitle", "companyName", "content", "imageUrl", "isPublished"),
    operation: `mutation ($input: TestimonialInput!) { createTestimonial(input: $input) { ${TESTIMONIAL_FIELDS} } }`,
    variables: ({ body }) => ({ input: testimonialInput(body) }),
    answer: (data) => data.createTestimonial,
  },
  {
    method: "PUT",
    path: "/api/testimonials/:id",
    summary: "Update a testimonial.",
    access: "staff",
    body: json("clientName", "clientTitle", "companyName", "content", "imageUrl", "isPublished"),
    operation: `mutation ($id: Int!, $input: TestimonialInput!) { updateTestimonial(id: $id, input: $input) { ${TESTIMONIAL_FIELDS} } }`,
    variables: (input) => ({ id: id(input), input: testimonialInput(input.body) }),
    answer: (data) => data.updateTestimonial,
  },
  {
    method: "DELETE",
    path: "/api/testimonials/:id",
    summary: "Delete a testimonial.",
    access: "staff",
    operation: `mutation ($id: Int!) { deleteTestimonial(id: $id) }`,
    variables: (input) => ({ id: id(input) }),
    answer: deleted("Testimonial"),
  },

  // ---- media
  {
    method: "POST",
    path: "/api/upload",
    summary: "Multipart with one file in the field image (JPEG, PNG, GIF, WebP or SVG, at most 5MB); answers {url}.",
    access: "staff",
    status: 201,
    body: { kind: "multipart", fields: [], files: ["image"] },
    operation: `mutation ($image: Upload) { uploadImage(image: $image) { url cardUrl thumbUrl } }`,
    variables: ({ files }) => ({ image: firstFile(files, "image") }),
    answer: (data) => data.uploadImage,
  },
  {
    method: "POST",
    path: "/api/talent-images/validate-filenames",
    summary: "Which file names match an existing talent image record: {filenames} → {valid, invalid}.",
    access: "staff",
    body: json("filenames"),
    operation: `mutation ($filenames: [String!]!) { validateImageFilenames(filenames: $filenames) { valid invalid } }`,
    variables: ({ body }) => {
      if (!Array.isArray(body.filenames)) throw new RestError(400, "filenames must be a list of file names.", { filenames: "must be a list of file names" });
      return { filenames: body.filenames };
    },
    answer: (data) => data.validateImageFilenames,
  },
  {
    method: "POST",
    path: "/api/talent-images/bulk-upload",
    summary: "Multipart with the repeated field images: stores each file whose name matches an image record; answers the per-file result.",
    access: "staff",
    body: { kind: "multipart", fields: [], files: ["images"] },
    operation: `mutation ($images: [Upload!]!) { bulkUploadImages(images: $images) {
      total successful matched unmatched uploadErrors { filename error } updateErrors { filename error }
      details { filename status talentId imageId message error } } }`,
    variables: ({ files }) => ({ images: files.images ?? [] }),
    answer: (data) => data.bulkUploadImages,
  },
  {
    method: "DELETE",
    path: "/api/talent-images/bulk-delete",
    summary: "Delete every talent image record and its files: {deleted, total}.",
    access: "staff",
    operation: `mutation { deleteAllTalentImages { deleted total } }`,
    answer: (data) => data.deleteAllTalentImages,
  },

  // ---- configuration
  {
    method: "GET",
    path: "/api/google-places-key",
    summary: "The address lookup key: {apiKey} (null when none is configured) and configured.",
    access: "public",
    operation: `{ googlePlacesKey { apiKey configured } }`,
    answer: (data) => data.googlePlacesKey,
  },
];

function isSubmission(input: RestInput): boolean {
  return !input.staffView || ["headshot", "fullBodyShot", "resume"].some((field) => field in input.files);
}

function clientInput(body: Record<string, unknown>) {
  return {
    clientName: body.clientName ?? "",
    organizationName: body.organizationName,
    email: body.email ?? "",
    phone: body.phone,
    address: body.address,
    notes: body.notes,
    isActive: body.isActive === undefined ? undefined : toBoolean(body.isActive),
  };
}

function newsInput(body: Record<string, unknown>) {
  return {
    title: body.title ?? "",
    excerpt: body.excerpt,
    content: body.content ?? "",
    imageUrl: body.imageUrl,
    ...(body.isPublished === undefined ? {} : { isPublished: toBoolean(body.isPublished) }),
  };
}

function testimonialInput(body: Record<string, unknown>) {
  return {
    clientName: body.clientName ?? "",
    clientTitle: body.clientTitle ?? "",
    companyName: body.companyName,
    content: body.content ?? "",
    imageUrl: body.imageUrl,
    ...(body.isPublished === undefined ? {} : { isPublished: toBoolean(body.isPublished) }),
  };
}
