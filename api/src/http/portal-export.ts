import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { AppServices } from "../context";
import { sendError } from "../http-errors";
import { exportPath, talentExport } from "../services/portal-export";

// GET /portal-export/{talentId}.zip?expires&sig: the talent's data export (ADR 171), only under a
// link the API signed for that talent (portalExportLink), streamed as a zip: talent.json deflated,
// the files stored as they are (already compressed).

const EXPIRED = "This download link is not valid or has expired. Ask for a new one in the talent portal.";

export async function registerPortalExport(app: FastifyInstance, services: AppServices) {
  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>("/portal-export/:id", async (request, reply) => {
    const match = /^([1-9]\d{0,8})\.zip$/.exec(request.params.id);
    const talentId = match ? Number(match[1]) : null;
    if (talentId === null || !services.urls.verify(exportPath(talentId), request.query)) return sendError(reply, 403, EXPIRED);
    const built = await talentExport(services.prisma, talentId);
    if (!built) return sendError(reply, 404, EXPIRED);

    const out = new PassThrough();
    const zip = new Zip((error, chunk, final) => {
      if (error) return out.destroy(error);
      out.write(Buffer.from(chunk));
      if (final) out.end();
    });
    reply
      .header("cache-control", "private, no-store")
      .header("content-disposition", `attachment; filename="my-data-${talentId}.zip"`)
      .type("application/zip");
    void (async () => {
      try {
        const json = new ZipDeflate("talent.json", { level: 6 });
        zip.add(json);
        json.push(strToU8(JSON.stringify(built.data, null, 2)), true);
        for (const file of built.files) {
          const bytes = await services.storage.read(file.url);
          if (!bytes) continue;
          const entry = new ZipPassThrough(file.name);
          zip.add(entry);
          entry.push(new Uint8Array(bytes), true);
        }
        zip.end();
      } catch (error) {
        out.destroy(error as Error);
      }
    })();
    return reply.send(out);
  });
}
