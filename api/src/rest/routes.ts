import { z } from "zod";
import { firstFile, toBoolean, toIdList } from "./inputs";
import { flag, id, jsonOf, optional } from "./route-helpers";
import {
  categorySchema,
  clientSchema,
  filenameCheckSchema,
  loginSchema,
  newsUpdateSchema,
  requestStatusSchema,
  talentRequestSchema,
  testimonialSchema,
} from "#common/schemas";
import { RestError } from "./rest-error";
import { CATEGORY_FIELDS, CLIENT_FIELDS, NEWS_FIELDS, REQUEST_FIELDS, TESTIMONIAL_FIELDS } from "./shapes";
import { talentRoutes } from "./talent-routes";
import type { RestRoute } from "./types";
import { OFFICE_MAX_LIMIT } from "../schema/paging";

const PAGE = { maxLimit: String(OFFICE_MAX_LIMIT) };

// The documented /api paths (docs/product.md#the-rest-paths), one row each. A row
// names the GraphQL operation it runs on the shared schema and how the call maps to its variables
// and from its result. Authorization, validation and privacy are the schema's: no row decides
// who may do what. Where one path serves visitors and staff, the row picks the staff operation
// for a call with a token (RestInput.staffView), and the schema then checks that token.

export const routes: RestRoute[] = [
  // ---- session
  {
    method: "POST",
    path: "/api/auth/login",
    summary: "Sign in with the e-mail address and password; answers a bearer token and the user.",
    access: "public",
    body: jsonOf(loginSchema),
    operation: `mutation ($username: String!, $password: String!) {
      login(username: $username, password: $password) { token expiresAt user { id username isAdmin } } }`,
    // Passed as sent: the operation refuses anything but text, naming the field.
    variables: ({ body }) => ({ username: body.username ?? body.email ?? "", password: body.password ?? "" }),
    reply: { from: "login" },
  },

  // ---- categories
  {
    method: "GET",
    path: "/api/categories",
    summary: "Every category with its talent count (published talents for visitors, all for staff).",
    access: "public, staff see more",
    page: PAGE,
    operation: `query ($limit: Int, $offset: Int) { categoryPage(limit: $limit, offset: $offset) { items { ${CATEGORY_FIELDS} } total } }`,
    reply: { items: "categoryPage.items", total: "categoryPage.total" },
  },
  {
    method: "POST",
    path: "/api/categories",
    summary: "Create a category.",
    access: "staff",
    status: 201,
    body: jsonOf(categorySchema),
    operation: `mutation ($input: CategoryInput!) { createCategory(input: $input) { ${CATEGORY_FIELDS} } }`,
    variables: ({ body }) => ({ input: { name: body.name ?? "", description: body.description, imageUrl: body.imageUrl } }),
    reply: { from: "createCategory" },
  },
  {
    method: "PUT",
    path: "/api/categories/:id",
    summary: "Update a category.",
    access: "staff",
    body: jsonOf(categorySchema),
    operation: `mutation ($id: Int!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { ${CATEGORY_FIELDS} } }`,
    variables: (input) => ({
      id: id(input),
      input: { name: input.body.name ?? "", description: input.body.description, imageUrl: input.body.imageUrl },
    }),
    reply: { from: "updateCategory" },
  },
  {
    method: "DELETE",
    path: "/api/categories/:id",
    summary: "Delete a category; its talents stay.",
    access: "staff",
    operation: `mutation ($id: Int!) { deleteCategory(id: $id) }`,
    variables: (input) => ({ id: id(input) }),
    reply: { deleted: "Category" },
  },

  ...talentRoutes,

  // ---- talent requests
  {
    method: "POST",
    path: "/api/talent-requests",
    summary: "A client's request for talent (projectStartDate and projectEndDate as yyyy-mm-dd).",
    access: "public",
    status: 201,
    body: jsonOf(talentRequestSchema),
    operation: `mutation ($input: TalentRequestInput!) { createTalentRequest(input: $input) { id status message } }`,
    variables: ({ body }) => ({
      input: {
        clientName: body.clientName ?? "",
        organizationName: body.organizationName ?? "",
        phone: body.phone ?? "",
        email: body.email ?? "",
        projectDescription: body.projectDescription ?? "",
        projectStartDate: body.projectStartDate === "" ? null : (body.projectStartDate ?? null),
        projectEndDate: body.projectEndDate === "" ? null : (body.projectEndDate ?? null),
        // A list of ids (or the old form's comma-separated text); any other type is refused by name.
        requestedTalentIds: toIdList(body.requestedTalentIds ?? []),
      },
    }),
    reply: { from: "createTalentRequest" },
  },
  {
    method: "GET",
    path: "/api/talent-requests",
    summary: "Every talent request, newest first, with the requested talents' names ('Talent #id' when deleted).",
    access: "staff",
    query: [{ name: "status", description: "pending, reviewed, approved or rejected." }],
    page: PAGE,
    operation: `query ($status: String, $limit: Int, $offset: Int) {
      talentRequestPage(status: $status, limit: $limit, offset: $offset) { items { ${REQUEST_FIELDS} } total } }`,
    variables: ({ query }) => ({ status: optional(query.status) }),
    reply: { items: "talentRequestPage.items", total: "talentRequestPage.total" },
  },
  {
    method: "PUT",
    path: "/api/talent-requests/:id/status",
    summary: "Set a request's status (pending, reviewed, approved, rejected) and optional response notes.",
    access: "staff",
    body: jsonOf(requestStatusSchema),
    operation: `mutation ($id: Int!, $status: String!, $responseNotes: String) {
      updateTalentRequestStatus(id: $id, status: $status, responseNotes: $responseNotes) { ${REQUEST_FIELDS} } }`,
    // A missing status is sent blank, so the schema answers with its own message.
    variables: (input) => ({ id: id(input), status: input.body.status ?? "", responseNotes: input.body.responseNotes ?? input.body.notes }),
    reply: { from: "updateTalentRequestStatus" },
  },
  {
    method: "DELETE",
    path: "/api/talent-requests/:id",
    summary: "Delete a talent request.",
    access: "staff",
    operation: `mutation ($id: Int!) { deleteTalentRequest(id: $id) }`,
    variables: (input) => ({ id: id(input) }),
    reply: { deleted: "Request" },
  },

  // ---- clients
  {
    method: "GET",
    path: "/api/clients",
    summary: "The client register, by name.",
    access: "staff",
    query: [{ name: "search", description: "Name, organisation or e-mail contains." }],
    page: PAGE,
    operation: `query ($search: String, $limit: Int, $offset: Int) {
      clientPage(search: $search, limit: $limit, offset: $offset) { items { ${CLIENT_FIELDS} } total } }`,
    variables: ({ query }) => ({ search: optional(query.search) }),
    reply: { items: "clientPage.items", total: "clientPage.total" },
  },
  {
    method: "POST",
    path: "/api/clients",
    summary: "Add a client (e-mail unique).",
    access: "staff",
    status: 201,
    body: jsonOf(clientSchema),
    operation: `mutation ($input: ClientInput!) { createClient(input: $input) { ${CLIENT_FIELDS} } }`,
    variables: ({ body }) => ({ input: clientInput(body) }),
    reply: { from: "createClient" },
  },
  {
    method: "PUT",
    path: "/api/clients/:id",
    summary: "Update a client.",
    access: "staff",
    body: jsonOf(clientSchema),
    operation: `mutation ($id: Int!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${CLIENT_FIELDS} } }`,
    variables: (input) => ({ id: id(input), input: clientInput(input.body) }),
    reply: { from: "updateClient" },
  },
  {
    method: "GET",
    path: "/api/clients/:id/requests",
    summary: "A client's request history (the requests sent from the client's e-mail), newest first.",
    access: "staff",
    page: PAGE,
    operation: `query ($id: Int!, $limit: Int, $offset: Int) {
      clientRequestPage(clientId: $id, limit: $limit, offset: $offset) { items { ${REQUEST_FIELDS} } total } }`,
    variables: (input) => ({ id: id(input) }),
    reply: { items: "clientRequestPage.items", total: "clientRequestPage.total" },
  },

  // ---- news
  {
    method: "GET",
    path: "/api/news-updates",
    summary: "News updates, newest first. Visitors get published ones only; staff get all unless published=true|false.",
    access: "public, staff see more",
    query: [{ name: "published", description: "true or false (staff); visitors always get published ones.", type: "boolean" }],
    page: PAGE,
    operation: `query ($published: Boolean, $limit: Int, $offset: Int) {
      newsUpdatePage(published: $published, limit: $limit, offset: $offset) { items { ${NEWS_FIELDS} } total } }`,
    variables: ({ query }) => ({ published: query.published === undefined ? undefined : toBoolean(query.published) }),
    reply: { items: "newsUpdatePage.items", total: "newsUpdatePage.total" },
  },
  {
    method: "POST",
    path: "/api/news-updates",
    summary: "Create a news update (a draft unless isPublished is true); answers it with its new id.",
    access: "staff",
    status: 201,
    body: jsonOf(newsUpdateSchema),
    operation: `mutation ($input: NewsUpdateInput!) { createNewsUpdate(input: $input) { ${NEWS_FIELDS} } }`,
    variables: ({ body }) => ({ input: newsInput(body) }),
    reply: { from: "createNewsUpdate" },
  },
  {
    method: "PUT",
    path: "/api/news-updates/:id",
    summary: "Update a news update's content.",
    access: "staff",
    body: jsonOf(newsUpdateSchema),
    operation: `mutation ($id: Int!, $input: NewsUpdateInput!) { updateNewsUpdate(id: $id, input: $input) { ${NEWS_FIELDS} } }`,
    variables: (input) => ({ id: id(input), input: newsInput(input.body) }),
    reply: { from: "updateNewsUpdate" },
  },
  {
    method: "PUT",
    path: "/api/news-updates/:id/publish",
    summary: "Publish ({publish: true}) or unpublish ({publish: false}) a news update.",
    access: "staff",
    body: jsonOf(z.object({ publish: z.boolean() })),
    operation: `mutation ($id: Int!, $published: Boolean!) { setNewsUpdatePublished(id: $id, published: $published) { ${NEWS_FIELDS} } }`,
    variables: (input) => ({ id: id(input), published: flag(input.body, "publish") }),
    reply: { from: "setNewsUpdatePublished" },
  },
  {
    method: "DELETE",
    path: "/api/news-updates/:id",
    summary: "Delete a news update.",
    access: "staff",
    operation: `mutation ($id: Int!) { deleteNewsUpdate(id: $id) }`,
    variables: (input) => ({ id: id(input) }),
    reply: { deleted: "News update" },
  },

  // ---- testimonials
  {
    method: "GET",
    path: "/api/testimonials",
    summary: "Testimonials: published ones for visitors, all for staff.",
    access: "public, staff see more",
    page: PAGE,
    operation:
      "query ($limit: Int, $offset: Int) { testimonialPage(limit: $limit, offset: $offset) { " +
      `items { ${TESTIMONIAL_FIELDS} } total } }`,
    reply: { items: "testimonialPage.items", total: "testimonialPage.total" },
  },
  {
    method: "POST",
    path: "/api/testimonials",
    summary: "Add a testimonial.",
    access: "staff",
    status: 201,
    body: jsonOf(testimonialSchema),
    operation: `mutation ($input: TestimonialInput!) { createTestimonial(input: $input) { ${TESTIMONIAL_FIELDS} } }`,
    variables: ({ body }) => ({ input: testimonialInput(body) }),
    reply: { from: "createTestimonial" },
  },
  {
    method: "PUT",
    path: "/api/testimonials/:id",
    summary: "Update a testimonial.",
    access: "staff",
    body: jsonOf(testimonialSchema),
    operation: `mutation ($id: Int!, $input: TestimonialInput!) { updateTestimonial(id: $id, input: $input) { ${TESTIMONIAL_FIELDS} } }`,
    variables: (input) => ({ id: id(input), input: testimonialInput(input.body) }),
    reply: { from: "updateTestimonial" },
  },
  {
    method: "DELETE",
    path: "/api/testimonials/:id",
    summary: "Delete a testimonial.",
    access: "staff",
    operation: `mutation ($id: Int!) { deleteTestimonial(id: $id) }`,
    variables: (input) => ({ id: id(input) }),
    reply: { deleted: "Testimonial" },
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
    reply: { from: "uploadImage" },
  },
  {
    method: "POST",
    path: "/api/talent-images/validate-filenames",
    summary: "Which file names match an existing talent image record: {filenames} → {valid, invalid}.",
    access: "staff",
    body: jsonOf(filenameCheckSchema),
    operation: `mutation ($filenames: [String!]!) { validateImageFilenames(filenames: $filenames) { valid invalid } }`,
    variables: ({ body }) => {
      if (!Array.isArray(body.filenames))
        throw new RestError(400, "filenames must be a list of file names.", { filenames: "must be a list of file names" });
      return { filenames: body.filenames };
    },
    reply: { from: "validateImageFilenames" },
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
    reply: { from: "bulkUploadImages" },
  },
  {
    method: "DELETE",
    path: "/api/talent-images/bulk-delete",
    summary: "Delete every talent image record and its files: {deleted, total}.",
    access: "staff",
    operation: `mutation { deleteAllTalentImages { deleted total } }`,
    reply: { from: "deleteAllTalentImages" },
  },

  // ---- configuration
  {
    method: "GET",
    path: "/api/google-places-key",
    summary: "The address lookup key: {apiKey} (null when none is configured) and configured.",
    access: "public",
    operation: `{ googlePlacesKey { apiKey configured } }`,
    reply: { from: "googlePlacesKey" },
  },
];

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
