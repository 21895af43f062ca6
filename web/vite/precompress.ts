import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(js|css|svg|json|txt|webmanifest)$/;

/**
 * Writes a Brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside each text asset, once
 * at build time. The server sends them as they are (@fastify/static `preCompressed`): a visitor
 * downloads about an eighth less JavaScript than with on-the-fly gzip, and the server spends no
 * CPU compressing the same files again and again (ADR 128).
 */
export function precompress(): Plugin {
  return {
    name: "talent-agency:precompress",
    apply: "build",
    async writeBundle(options, bundle) {
      const outDir = options.dir!;
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const file = path.join(outDir, fileName);
            const content = await readFile(file);
            if (content.length < 1024) return;
            const [br, gz] = await Promise.all([
              brotli(content, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
                },
              }),
              gzipAsync(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
      );
    },
  };
}
