import { ADMIN_EMAIL, ADMIN_PASSWORD, PDF_BYTES } from "./helpers";
import { dataPart, type Part, type RestCall } from "./rest-helpers";
import { submissionInput } from "./submission-input";

// A valid call for each row of the route table, built from the records the conformance test made
// (openapi-conformance.test.ts): its success case, and with another token or id its 401, 403, 404.

export type Made = { category: number; talent: number; request: number; client: number; news: number; testimonial: number };
export type Files = { jpeg: Buffer; png: Buffer };

const unique = () => Math.random().toString(36).slice(2, 8);

/** The public submission form's multipart body, with its three files. */
export const submissionForm = (made: Made, files: Files): Part[] => [
  dataPart(submissionInput(made.category, { firstName: "Sasha", lastName: "Submitted", email: `sasha-${unique()}@example.com` })),
  { name: "headshot", filename: "head.jpg", type: "image/jpeg", bytes: files.jpeg },
  { name: "fullBodyShot", filename: "body.jpg", type: "image/jpeg", bytes: files.jpeg },
  { name: "resume", filename: "cv.pdf", type: "application/pdf", bytes: PDF_BYTES },
];

/** method + path → the path with its id and the body of a call the operation accepts. */
export function validCall(key: string, made: Made, files: Files): { url: string; call: RestCall } {
  const [, path] = key.split(" ") as [string, string];
  const ids: Record<string, number> = {
    categories: made.category,
    talents: made.talent,
    "talent-requests": made.request,
    clients: made.client,
    "news-updates": made.news,
    testimonials: made.testimonial,
  };
  const url = path.replace(":id", String(ids[path.split("/")[2]!]));
  const json = (body: unknown) => ({ url, call: { json: body } });
  switch (key) {
    case "POST /api/auth/login":
      return json({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    case "POST /api/categories":
    case "PUT /api/categories/:id":
      return json({ name: `Conformance ${unique()}`, description: "Made by the conformance test." });
    case "POST /api/talents":
      return {
        url,
        call: {
          form: [
            dataPart({ firstName: "Casey", lastName: "Created", email: `casey-${unique()}@example.com`, categoryIds: [made.category] }),
          ],
        },
      };
    case "PUT /api/talents/:id":
      return { url, call: { form: [dataPart({ bio: "Updated by the conformance test." })] } };
    case "PUT /api/talents/:id/approve":
      return json({ approve: true, notify: false });
    case "PUT /api/talents/:id/publish":
    case "PUT /api/news-updates/:id/publish":
      return json({ publish: true, notify: false });
    case "POST /api/talent-requests":
      return json({
        clientName: "Casey Client",
        organizationName: "Big Productions",
        phone: "03 9000 0000",
        email: "casey@example.com",
        projectDescription: "A commercial shoot",
        requestedTalentIds: [made.talent],
      });
    case "PUT /api/talent-requests/:id/status":
      return json({ status: "reviewed", responseNotes: "Looked at." });
    case "POST /api/clients":
    case "PUT /api/clients/:id":
      return json({ clientName: "Casey Client", email: `client-${unique()}@example.com`, organizationName: "Big Productions" });
    case "POST /api/news-updates":
    case "PUT /api/news-updates/:id":
      return json({ title: `News ${unique()}`, content: "Something happened at the agency." });
    case "POST /api/testimonials":
    case "PUT /api/testimonials/:id":
      return json({ clientName: "Robin", clientTitle: "Producer", content: "They found us the right people." });
    case "POST /api/upload":
      return { url, call: { form: [{ name: "image", filename: "logo.png", type: "image/png", bytes: files.png }] } };
    case "POST /api/talent-images/validate-filenames":
      return json({ filenames: ["head.jpg", "nobody.jpg"] });
    case "POST /api/talent-images/bulk-upload":
      return { url, call: { form: [{ name: "images", filename: "nobody.jpg", type: "image/jpeg", bytes: files.jpeg }] } };
    default:
      return { url, call: {} };
  }
}

/** A call whose input has the wrong type, answered 400 before anything is read or written. */
export function wrongTypeCall(key: string, url: string, page: boolean): { url: string; call: RestCall } {
  const [method] = key.split(" ");
  if (method !== "GET") return { url, call: { json: ["a list, not an object"] } };
  if (page) return { url: `${url}?limit=many`, call: {} };
  // The CSV export's only numeric filter.
  return { url: `${url}?categoryId=first`, call: {} };
}
