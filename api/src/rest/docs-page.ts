import { REST_PAGE_SIZE } from "../schema/paging";
import { toOpenApiPath } from "./openapi";
import type { RestRoute } from "./types";

// The integrators' page, printed from the route table beside the OpenAPI document (openapi.ts).

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** A self-contained page (no scripts, no external assets) listing every path. */
export function docsPage(routes: RestRoute[]): string {
  const rows = routes
    .map(
      (route) =>
        `<tr><td><code class="m ${route.method.toLowerCase()}">${route.method}</code></td>` +
        `<td><code>${escapeHtml(toOpenApiPath(route.path))}</code></td><td>${escapeHtml(route.access)}</td>` +
        `<td>${escapeHtml(route.summary)}${
          route.query?.length || route.page
            ? `<br><small>Query: ${[...(route.query ?? []).map((q) => q.name), ...(route.page ? ["limit", "offset"] : [])]
                .map((name) => `<code>${escapeHtml(name)}</code>`)
                .join(", ")}</small>`
            : ""
        }${
          route.body
            ? `<br><small>Body (${route.body.kind}): ${[
                ...route.body.fields,
                ...(route.body.kind === "multipart" ? route.body.files.map((f) => `${f} (file)`) : []),
              ]
                .map((f) => `<code>${escapeHtml(f)}</code>`)
                .join(", ")}</small>`
            : ""
        }</td></tr>`,
    )
    .join("\n");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>REST API - Stellar Talent Management</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#1a202c}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e2e8f0;padding:.5rem;text-align:left;vertical-align:top}
code{font-size:.9em}.m{font-weight:700}
.get{color:#2f855a}.post{color:#2b6cb0}.put{color:#b7791f}.delete{color:#c53030}small{color:#4a5568}</style></head>
<body><h1>REST API</h1><p>Every path below runs an operation of the <a href="/graphql">GraphQL API</a> (GraphiQL), so both
enforce the same rules.
Staff calls need <code>Authorization: Bearer &lt;token&gt;</code> from <code>POST /api/auth/login</code>. Errors answer
<code>{"message", "error", "fields"?}</code> with 400, 401, 403, 404, 409, 413, 415 or 429; an internal error answers 500
with the <code>requestId</code> to quote, which every answer also carries in its <code>x-request-id</code> header. Lists take
<code>limit</code> (default ${REST_PAGE_SIZE}) and <code>offset</code> and answer the total in <code>X-Total-Count</code> and the neighbouring
pages in a <code>Link</code> header. Machine-readable, with the schema of every answer to generate a client from:
<a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p>
<table><thead><tr><th>Method</th><th>Path</th><th>Access</th><th>What it does</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}
