import { createHash } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { GraphiQLOptions } from "graphql-yoga";

// GraphiQL from the server's own files, so /graphql works on a machine without internet. Yoga's
// default page loads GraphiQL from a CDN; @graphql-yoga/render-graphiql ships the same GraphiQL
// (scripts, styles, editor workers) as strings, which would make one 9 MB page sent on every
// visit. Here each piece is its own file under /graphiql/, named by its content hash and cached
// for a year, and the page only points at them (docs/decisions/026-graphiql-offline.md).

export const GRAPHIQL_ASSETS_PREFIX = "/graphiql/";

type Asset = { body: string | Buffer; type: string };
type GraphiQLAssets = {
  files: Map<string, Asset>;
  script: string;
  stylesheet: string;
  favicon: string;
  workers: Record<string, string>;
};

let loading: Promise<GraphiQLAssets> | null = null;

/** The ~9 MB of GraphiQL strings are read on the first visit to GraphiQL, not at start-up. */
function graphiqlAssets(): Promise<GraphiQLAssets> {
  loading ??= import("@graphql-yoga/render-graphiql/graphiql").then((bundle) => {
    const files = new Map<string, Asset>();
    const add = (name: string, extension: string, body: string | Buffer, type: string) => {
      const hash = createHash("sha256").update(body).digest("hex").slice(0, 12);
      const file = `${name}.${hash}.${extension}`;
      files.set(file, { body, type });
      return GRAPHIQL_ASSETS_PREFIX + file;
    };
    const js = "application/javascript; charset=utf-8";
    const favicon = Buffer.from(bundle.favicon.slice(bundle.favicon.indexOf(",") + 1), "base64");
    return {
      files,
      script: add("graphiql", "js", bundle.js, js),
      stylesheet: add("graphiql", "css", bundle.css, "text/css; charset=utf-8"),
      favicon: add("favicon", "ico", favicon, "image/x-icon"),
      // Monaco asks for its workers by these labels.
      workers: {
        editorWorkerService: add("editor.worker", "js", bundle.editorWorkerService, js),
        json: add("json.worker", "js", bundle.jsonWorker, js),
        graphql: add("graphql.worker", "js", bundle.graphqlWorker, js),
      },
    };
  });
  return loading;
}

/** Data placed in an inline script: `<` escaped so no value can close the script element. */
const inlineJson = (value: unknown) => JSON.stringify(value ?? {}).replace(/</g, "\\u003c");

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** Yoga's `renderGraphiQL`: the page, pointing at the files served by registerGraphiQLAssets. */
export async function renderLocalGraphiQL(options: GraphiQLOptions): Promise<string> {
  const assets = await graphiqlAssets();
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(options.title ?? "GraphiQL")}</title>
<link rel="icon" href="${assets.favicon}">
<link rel="stylesheet" href="${assets.stylesheet}">
</head>
<body id="body" class="no-focus-outline">
<noscript>You need to enable JavaScript to run this app.</noscript>
<div id="root"></div>
<script>
const workers = ${inlineJson(assets.workers)};
self.MonacoEnvironment = { globalAPI: false, getWorkerUrl: (_moduleId, label) => workers[label] };
</script>
<script src="${assets.script}"></script>
<script>YogaGraphiQL.renderYogaGraphiQL(document.getElementById("root"), ${inlineJson(options)});</script>
</body>
</html>`;
}

/** Serves GraphiQL's files under /graphiql/. */
export function registerGraphiQLAssets(app: FastifyInstance): void {
  app.get<{ Params: { file: string } }>(`${GRAPHIQL_ASSETS_PREFIX}:file`, async (request, reply) => {
    const asset = (await graphiqlAssets()).files.get(request.params.file);
    if (!asset) {
      return reply.status(404).send({ message: `No GraphiQL file ${request.params.file}`, error: "Not Found" });
    }
    reply.type(asset.type);
    // The name changes with the content, so a browser may keep each file for good.
    reply.header("cache-control", "public, max-age=31536000, immutable");
    return reply.send(asset.body);
  });
}
